import type { Kysely, Transaction } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { likePattern } from "#app/db/like.ts";
import { supportsRowLocks } from "#app/db/row-locks.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { isRole, ROLE_LABELS, type Role } from "#app/lib/permissions.ts";
import { emailOrRoleMatches } from "./search.server.ts";
import { UserActionError } from "./user-action-error.ts";

/** A staff account as the Users screen lists it. */
export interface TeamUser {
  id: string;
  email: string;
  role: Role;
  lastLoginAt: string | null;
}

export const LAST_ADMIN_DEMOTE = "The last Admin cannot be demoted. Make another user an Admin first.";
export const LAST_ADMIN_REMOVE = "The last Admin cannot be removed. Make another user an Admin first.";
export const SELF_REMOVE = "You cannot remove your own account. Ask another Admin to do it.";
const USER_GONE = "This user no longer exists. Please reload the page.";

/** Every staff account whose e-mail or role contains `query` (case-insensitive), by e-mail. */
export async function listTeamUsers(query = "", { database = db() }: QueryOptions = {}): Promise<TeamUser[]> {
  let select = database.selectFrom("user").select(["id", "email", "role", "lastLoginAt"]);
  const pattern = likePattern(query);
  if (pattern) select = select.where((eb) => emailOrRoleMatches(eb, pattern));
  const rows = await select.orderBy("email").execute();
  // An account without a valid role holds no permissions; it is listed as a Viewer, which is what it can do.
  return rows.map((row) => ({ ...row, role: isRole(row.role) ? row.role : "viewer" }));
}

/** Gives `userId` the role `role`. The last Admin keeps the role. */
export async function changeUserRole(
  userId: string,
  role: Role,
  actor: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<{ email: string; role: Role; changed: boolean }> {
  return database.transaction().execute(async (trx) => {
    // Lock first, then read the target: its role is then the committed one the check relies on.
    const otherAdmins = await lockOtherAdmins(trx, userId);
    const target = await findTarget(trx, userId);
    if (target.role === role) return { email: target.email, role, changed: false };
    if (target.role === "admin" && otherAdmins === 0) throw new UserActionError(LAST_ADMIN_DEMOTE);
    await trx.updateTable("user").set({ role, updatedAt: now.toISOString() }).where("id", "=", userId).execute();
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "user.role",
        targetType: "user",
        targetId: userId,
        summary: `Changed ${target.email} from ${roleLabel(target.role)} to ${roleLabel(role)}`,
      },
      now,
    );
    return { email: target.email, role, changed: true };
  });
}

/**
 * Deletes the account; its sessions, sign-in credentials and two-factor secrets go with it (foreign
 * keys cascade), so it is signed out everywhere at once. Nobody removes themselves, and the last
 * Admin stays.
 */
export async function removeUser(userId: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<{ email: string }> {
  if (userId === actor.id) throw new UserActionError(SELF_REMOVE, 403);
  return database.transaction().execute(async (trx) => {
    const otherAdmins = await lockOtherAdmins(trx, userId);
    const target = await findTarget(trx, userId);
    if (target.role === "admin" && otherAdmins === 0) throw new UserActionError(LAST_ADMIN_REMOVE);
    await trx.deleteFrom("user").where("id", "=", userId).execute();
    await recordAudit(
      trx,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "user.remove",
        targetType: "user",
        targetId: userId,
        summary: `Removed ${target.email} (${roleLabel(target.role)})`,
      },
      now,
    );
    return { email: target.email };
  });
}

/**
 * Asks for a password reset e-mail for `userId`. `sendReset` is better-auth's reset request, which
 * stores its own token and e-mails the link; the audit entry follows once it has accepted.
 */
export async function requestPasswordResetFor(
  userId: string,
  actor: Actor,
  sendReset: (email: string) => Promise<void>,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<{ email: string }> {
  const target = await findTarget(database, userId);
  await sendReset(target.email);
  await recordAudit(
    database,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "user.password_reset",
      targetType: "user",
      targetId: userId,
      summary: `Sent a password reset e-mail to ${target.email}`,
    },
    now,
  );
  return { email: target.email };
}

async function findTarget(executor: Kysely<Database>, userId: string): Promise<{ email: string; role: Role }> {
  const row = await executor.selectFrom("user").select(["email", "role"]).where("id", "=", userId).executeTakeFirst();
  if (!row) throw new UserActionError(USER_GONE, 404);
  return { email: row.email, role: isRole(row.role) ? row.role : "viewer" };
}

/**
 * How many Admins there are besides `userId`. On PostgreSQL every Admin row stays locked until the
 * transaction ends, so two concurrent demotions of the last two Admins cannot both pass the check.
 */
async function lockOtherAdmins(trx: Transaction<Database>, userId: string): Promise<number> {
  const query = trx.selectFrom("user").select("id").where("role", "=", "admin");
  const rows = await (supportsRowLocks(trx) ? query.forUpdate() : query).execute();
  return rows.filter((row) => row.id !== userId).length;
}

function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
