// Data builders for staff accounts and their sessions, written straight into the tables, for tests
// of the team-management rules that do not go through sign-in.
import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { Role } from "#app/lib/permissions.ts";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export async function insertStaffUser(
  database: Kysely<Database>,
  { email, role, createdAt = new Date(), lastLoginAt = null }: { email: string; role: Role; createdAt?: Date; lastLoginAt?: Date | null },
): Promise<StaffUser> {
  const id = randomUUID();
  await database
    .insertInto("user")
    .values({
      id,
      name: email.split("@")[0]!,
      email,
      emailVerified: true,
      image: null,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
      role,
      banned: false,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: false,
      lastLoginAt: lastLoginAt?.toISOString() ?? null,
    })
    .execute();
  return { id, email, name: email.split("@")[0]!, role };
}

/** A session row as better-auth stores it (the token is what the signed cookie carries). */
export async function insertSessionRow(database: Kysely<Database>, userId: string, now = new Date()): Promise<string> {
  const id = randomUUID();
  await database
    .insertInto("session")
    .values({
      id,
      token: randomBytes(24).toString("base64url"),
      userId,
      expiresAt: new Date(now.getTime() + 24 * 3600_000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      ipAddress: "127.0.0.1",
      userAgent: "vitest",
      impersonatedBy: null,
    })
    .execute();
  return id;
}
