// Staff accounts for the system tests: written straight into the instance's database, then signed in
// over HTTP through the running server, so the cookie is exactly the one a browser would hold.
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Role } from "#app/lib/permissions.ts";
import { insertStaffUser, type StaffUser } from "./staff-builders.ts";
import { insertPasswordAccount, STAFF_PASSWORD } from "./staff-sessions.ts";

/** A confirmed account with `role` and the password STAFF_PASSWORD. */
export async function createStaffAccount(database: Kysely<Database>, { email, role }: { email: string; role: Role }): Promise<StaffUser> {
  const user = await insertStaffUser(database, { email, role });
  await insertPasswordAccount(database, user.id);
  return user;
}

/** Signs in on the server at `baseUrl` as a browser on that origin does; resolves with the Cookie header to send. */
export async function signInOverHttp(baseUrl: string, email: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}
