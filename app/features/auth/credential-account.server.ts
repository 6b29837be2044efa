import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * The e-mail-and-password sign-in of `userId`, as better-auth keeps it in its `account` table
 * (provider "credential", the password's scrypt hash), for accounts the app writes itself.
 */
export async function insertCredentialAccount(executor: Kysely<Database>, userId: string, passwordHash: string, now: Date = new Date()): Promise<void> {
  const at = now.toISOString();
  await executor
    .insertInto("account")
    .values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: null,
      password: passwordHash,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}
