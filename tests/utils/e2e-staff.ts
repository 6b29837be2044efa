// Staff accounts of any role for the browser tests, written straight into the e2e database (no
// invitation and e-mail round trip, which tests/e2e/admin-users.test.ts covers); the browser then
// signs in on /admin/login like anyone else.
import { createDb } from "#app/db/client.server.ts";
import type { Role } from "#app/lib/permissions.ts";
import { E2E_SERVER } from "./e2e-server.ts";
import { insertStaffUser } from "./staff-builders.ts";
import { insertPasswordAccount, STAFF_PASSWORD } from "./staff-sessions.ts";

/** A confirmed account with `role` whose password is STAFF_PASSWORD. */
export async function createE2eStaff(email: string, role: Role): Promise<{ email: string; password: string }> {
  const database = createDb(E2E_SERVER.databaseUrl);
  try {
    const user = await insertStaffUser(database, { email, role });
    await insertPasswordAccount(database, user.id);
    return { email, password: STAFF_PASSWORD };
  } finally {
    await database.destroy();
  }
}
