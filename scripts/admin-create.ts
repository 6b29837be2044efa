// `npm run admin:create -- --email ann@example.com --password '…'`: a confirmed Admin account, for a
// headless set-up or to regain access. Migrates the database first, like the server does at start.
import { parseArgs } from "node:util";
import { closeDb, db } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { createAdminAccount } from "#app/features/auth/create-admin.server.ts";
import { closeAuth } from "#app/features/auth/auth.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } }, strict: true });

// The origin the server's own links use: SITE_URL, else the address it listens on (HOST and PORT).
const origin = publicOrigin();
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
