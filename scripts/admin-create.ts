// `npm run admin:create -- --email ann@example.com --password '…'`: a confirmed Admin account, for a
// headless set-up or to regain access. Migrates the database first, like the server does at start.
import { parseArgs } from "node:util";
import { closeDb, db } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { createAdminAccount } from "#app/features/auth/create-admin.server.ts";
import { closeAuth } from "#app/features/auth/auth.server.ts";
import { env } from "#app/lib/env.server.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } }, strict: true });

const { SITE_URL, PORT } = env();
const origin = SITE_URL ? new URL(SITE_URL).origin : `http://localhost:${PORT}`;
let exitCode = 0;
try {
  await migrateToLatest(db());
  const result = await createAdminAccount(values, origin);
  if (result.ok) {
    console.log(`Created Admin ${result.email}. Sign in at ${origin}/admin/login`);
  } else {
    console.error(`Not created: ${result.message}`);
    exitCode = 1;
  }
} finally {
  await closeAuth();
  await closeDb();
}
process.exitCode = exitCode;
