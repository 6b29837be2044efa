// Staff accounts of any role for the browser tests, written straight into the e2e database (no
// invitation and e-mail round trip, which tests/e2e/admin-users.test.ts covers); the browser then
// signs in on /admin/login like anyone else.
import { createDb } from "#app/db/client.server.ts";
import { hashPasswordWith } from "#app/features/auth/password-hash.server.ts";
import type { Role } from "#app/lib/permissions.ts";
import { E2E_SERVER } from "./e2e-server.ts";
import { insertStaffUser } from "./staff-builders.ts";
import { insertPasswordAccount, STAFF_PASSWORD } from "./staff-sessions.ts";
import { TEST_SCRYPT_PARAMS } from "./test-scrypt-params.ts";

/**
 * STAFF_PASSWORD hashed once per worker at the data tests' cheap parameters: the hash carries them, so
 * the server verifies each sign-in of these accounts at a hundredth of production's cost (every browser
 * test signs someone in). Production's parameters are proven by tests/system/invitation-sign-up.test.ts.
 */
const cheapStaffHash = hashPasswordWith(STAFF_PASSWORD, TEST_SCRYPT_PARAMS);

/** A confirmed account with `role` whose password is STAFF_PASSWORD. */
export async function createE2eStaff(email: string, role: Role): Promise<{ email: string; password: string }> {
  const database = createDb(E2E_SERVER.databaseUrl);
  try {
    const user = await insertStaffUser(database, { email, role });
    await insertPasswordAccount(database, user.id, await cheapStaffHash);
    return { email, password: STAFF_PASSWORD };
  } finally {
    await database.destroy();
  }
}
