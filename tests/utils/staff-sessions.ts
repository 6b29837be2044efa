// Staff members who are really signed in: the account is written straight into the tables (no
// invitation round trip), then better-auth signs it in through its HTTP handler, so the cookie is
// exactly the one a browser would hold.
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { insertCredentialAccount } from "#app/features/auth/credential-account.server.ts";
import { hashPassword } from "#app/features/auth/password-hash.server.ts";
import { getAuth } from "#app/features/auth/auth.server.ts";
import type { Role } from "#app/lib/permissions.ts";
import { authBrowser } from "./auth-http.ts";
import { insertStaffUser, type StaffUser } from "./staff-builders.ts";

export const STAFF_PASSWORD = "correct horse battery staple";

/**
 * Gives `user` the e-mail-and-password sign-in better-auth keeps in its account table. A hash made
 * once can be passed in for many accounts: each hash costs a few hundred milliseconds of scrypt.
 */
export async function insertPasswordAccount(
  database: Kysely<Database>,
  userId: string,
  passwordHash?: string,
): Promise<void> {
  await insertCredentialAccount(database, userId, passwordHash ?? (await hashPassword(STAFF_PASSWORD)));
}

export interface SignedInStaff extends StaffUser {
  /** The Cookie header a browser would send with this session. */
  cookie: string;
}

/** A confirmed staff account with `role` and the password STAFF_PASSWORD, signed in through better-auth on `origin`. */
export async function signedInStaff(
  database: Kysely<Database>,
  origin: string,
  { email, role, passwordHash }: { email: string; role: Role; passwordHash?: string },
): Promise<SignedInStaff> {
  const user = await insertStaffUser(database, { email, role });
  await insertPasswordAccount(database, user.id, passwordHash);
  return { ...user, cookie: await signInCookie(origin, email) };
}

/** A new session for an existing account (password STAFF_PASSWORD), from an address of its own so rate limits do not add up. */
async function signInCookie(origin: string, email: string): Promise<string> {
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const browser = authBrowser(getAuth(origin), origin, { ip });
  const response = await browser.post("/sign-in/email", { email, password: STAFF_PASSWORD });
  if (response.status !== 200) throw new Error(`Sign-in as ${email} failed: ${response.status} ${JSON.stringify(response.json)}`);
  return browser.cookieHeader();
}
