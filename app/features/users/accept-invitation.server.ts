import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import { insertCredentialAccount } from "#app/features/auth/credential-account.server.ts";
import { hashPassword } from "#app/features/auth/password-hash.server.ts";
import { normalizeEmail } from "#app/lib/email-address.ts";
import { isRole, ROLE_LABELS, type Role } from "#app/lib/permissions.ts";
import { acceptableWith, findUsableInvitation } from "./invitations.server.ts";

export interface InvitedAccount {
  id: string;
  email: string;
  role: Role;
}

/**
 * Creates the account an invitation link offers: only with that link's token, for the address it
 * was sent to, while the invitation is open and unexpired. The invitation is taken (accepted_at set
 * only if still open) in the transaction that writes the account, so a token works once even when
 * two requests race, and a failed write leaves the invitation usable. The address counts as
 * confirmed: the token reached the invitee only by e-mail to it.
 *
 * Returns null for every refusal alike (wrong token, another address, used, revoked, expired, an
 * account already there), so an answer tells nothing about which addresses are invited.
 */
export async function acceptInvitation(
  input: { email: string; token: string; password: string },
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<InvitedAccount | null> {
  const email = normalizeEmail(input.email);
  // Checked before hashing: a hash costs ~0.35 s and 128 MiB, not to be spent on a guess.
  if (!(await findUsableInvitation(email, input.token, { database, now }))) return null;
  const passwordHash = await hashPassword(input.password);

  return database.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable("invitations")
      .set({ accepted_at: now.toISOString() })
      .where(acceptableWith(email, input.token, now))
      .returning(["id", "role"])
      .executeTakeFirst();
    if (!taken) return null;
    const existing = await trx
      .selectFrom("user")
      .select("id")
      .where(sql<string>`lower(${sql.ref("email")})`, "=", email)
      .executeTakeFirst();
    // Nothing written yet but the invitation: throwing rolls it back, so it stays open for its owner.
    if (existing) throw new AccountExists();

    // An invitation with a role the app does not know grants the least.
    const role: Role = isRole(taken.role) ? taken.role : "viewer";
    const account = await insertConfirmedAccount(trx, { email, role, passwordHash }, now);
    await recordAudit(
      trx,
      { actorId: account.id, actorEmail: email, action: "user.invite_accept", targetType: "user", targetId: account.id, summary: `${email} joined as ${ROLE_LABELS[role]}` },
      now,
    );
    return account;
  }).catch((error: unknown) => {
    if (error instanceof AccountExists) return null;
    throw error;
  });
}

class AccountExists extends Error {}

/** The user row and the e-mail-and-password sign-in better-auth keeps for it, as better-auth writes them. */
async function insertConfirmedAccount(
  trx: Kysely<Database>,
  { email, role, passwordHash }: { email: string; role: Role; passwordHash: string },
  now: Date,
): Promise<InvitedAccount> {
  const id = randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto("user")
    .values({
      id,
      name: email.split("@")[0] ?? email,
      email,
      emailVerified: true,
      image: null,
      createdAt: at,
      updatedAt: at,
      role,
      banned: false,
      banReason: null,
      banExpires: null,
      twoFactorEnabled: false,
      lastLoginAt: null,
    })
    .execute();
  await insertCredentialAccount(trx, id, passwordHash, now);
  return { id, email, role };
}
