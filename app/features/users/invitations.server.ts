import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely, type Updateable } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { likePattern } from "#app/db/like.ts";
import type { Database, Invitation, InvitationTable } from "#app/db/schema.ts";
import { recordAudit, type AuditAction } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { normalizeEmail } from "#app/lib/email-address.ts";
import { sendEmail } from "#app/lib/email.server.ts";
import { enqueueJob, kickJobWorker } from "#app/lib/jobs.server.ts";
import { ROLE_LABELS, type Role } from "#app/lib/permissions.ts";
import { INVITATION_TTL_DAYS } from "./schema.ts";
import { emailOrRoleMatches } from "./search.server.ts";
import { UserActionError } from "./user-action-error.ts";

export const INVITATION_EMAIL_JOB = "users.invitation_email";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invitation as the Users screen lists it. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: string;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

function expiryFrom(now: Date): string {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString();
}

/** Neither accepted nor revoked: the invitations the Users screen lists, resends and revokes. */
function isOpen(eb: ExpressionBuilder<Database, "invitations">) {
  return eb.and([eb("accepted_at", "is", null), eb("revoked_at", "is", null)]);
}

/** Open and unexpired: its link still works, and a second invitation to the address is refused. */
function isUsable(eb: ExpressionBuilder<Database, "invitations">, now: Date) {
  return eb.and([isOpen(eb), eb("expires_at", ">", now.toISOString())]);
}

/** Changes an invitation that is neither accepted nor revoked; a stale screen gets a clear 404. */
async function updateOpenInvitation(
  trx: Kysely<Database>,
  invitationId: string,
  changes: Updateable<InvitationTable>,
): Promise<Invitation> {
  const row = await trx
    .updateTable("invitations")
    .set(changes)
    .where("id", "=", invitationId)
    .where(isOpen)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new UserActionError("This invitation was already accepted or revoked. Please reload the page.", 404);
  return row;
}

function auditInvitation(trx: Kysely<Database>, actor: Actor, action: AuditAction, row: Invitation, summary: string, now: Date) {
  return recordAudit(
    trx,
    { actorId: actor.id, actorEmail: actor.email, action, targetType: "invitation", targetId: row.id, summary },
    now,
  );
}

/** 32 random bytes, URL-safe; only its SHA-256 hash is stored, so a copy of the database cannot accept an invitation. */
function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * An invitation as just made or re-sent, with its working link: the only moment the link exists
 * outside the e-mail job, as only the token's hash is stored. The Users action hands it once to the
 * Admin who asked, in that action's response, when no e-mail will carry it (users-action.server.ts).
 */
export type IssuedInvitation = Invitation & { link: string };

export function invitationLink(origin: string, token: string, email: string): string {
  const url = new URL("/admin/login", origin);
  url.searchParams.set("invite", token);
  url.searchParams.set("email", email);
  return url.toString();
}

/**
 * Invites `email` with `role`: stores the invitation and, in the same transaction, the job that
 * e-mails the accept link and the audit entry. Refuses an address that already has an account or
 * an open invitation.
 */
export async function createInvitation(
  input: { email: string; role: Role },
  actor: Actor,
  origin: string,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<IssuedInvitation> {
  const email = normalizeEmail(input.email);
  const invitation = await database.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("user")
      .select("id")
      .where(sql<string>`lower(${sql.ref("email")})`, "=", email)
      .executeTakeFirst();
    if (existing) throw new UserActionError(`${email} already has an account. Change their role in the list below instead.`, 409);

    const open = await trx
      .selectFrom("invitations")
      .select("id")
      .where("email", "=", email)
      .where((eb) => isUsable(eb, now))
      .executeTakeFirst();
    if (open) throw new UserActionError(`${email} already has a pending invitation. Resend or revoke it below.`, 409);

    const { token, tokenHash } = newInvitationToken();
    const row: Invitation = {
      id: randomUUID(),
      email,
      role: input.role,
      token_hash: tokenHash,
      invited_by: actor.id,
      created_at: now.toISOString(),
      expires_at: expiryFrom(now),
      accepted_at: null,
      revoked_at: null,
    };
    await trx.insertInto("invitations").values(row).execute();
    await enqueueJob(trx, INVITATION_EMAIL_JOB, invitationJobPayload(row, token, origin, actor));
    await auditInvitation(trx, actor, "user.invite", row, `Invited ${email} as ${roleLabel(row.role)}`, now);
    return { ...row, link: invitationLink(origin, token, row.email) };
  });
  kickJobWorker();
  return invitation;
}

/**
 * Sends a fresh link: a new token replaces the old one (so the earlier e-mail's link stops working)
 * and the invitation runs for another seven days from now.
 */
export async function resendInvitation(
  invitationId: string,
  actor: Actor,
  origin: string,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<IssuedInvitation> {
  const invitation = await database.transaction().execute(async (trx) => {
    const { token, tokenHash } = newInvitationToken();
    const row = await updateOpenInvitation(trx, invitationId, { token_hash: tokenHash, expires_at: expiryFrom(now) });
    await enqueueJob(trx, INVITATION_EMAIL_JOB, invitationJobPayload(row, token, origin, actor));
    await auditInvitation(trx, actor, "user.invite", row, `Resent the invitation to ${row.email} as ${roleLabel(row.role)}`, now);
    return { ...row, link: invitationLink(origin, token, row.email) };
  });
  kickJobWorker();
  return invitation;
}

export async function revokeInvitation(
  invitationId: string,
  actor: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<Invitation> {
  return database.transaction().execute(async (trx) => {
    const row = await updateOpenInvitation(trx, invitationId, { revoked_at: now.toISOString() });
    await auditInvitation(trx, actor, "user.invite_revoke", row, `Revoked the invitation to ${row.email}`, now);
    return row;
  });
}

/**
 * Invitations not yet accepted or revoked, newest first, optionally filtered like the user list
 * (e-mail or role, case-insensitive). Expired ones stay listed, marked, so they can be resent.
 */
export async function listOpenInvitations(
  query = "",
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<PendingInvitation[]> {
  let select = database
    .selectFrom("invitations")
    .select(["id", "email", "role", "created_at", "expires_at"])
    .where(isOpen);
  const pattern = likePattern(query);
  if (pattern) select = select.where((eb) => emailOrRoleMatches(eb, pattern));
  const rows = await select.orderBy("created_at", "desc").execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    expired: row.expires_at <= now.toISOString(),
  }));
}

/**
 * The invitation a link can still accept: sent to `email` with `token`, neither accepted nor revoked,
 * unexpired. One definition for reading it and for taking it (see accept-invitation.server.ts).
 */
export function acceptableWith(email: string, token: string, now: Date) {
  return (eb: ExpressionBuilder<Database, "invitations">) =>
    eb.and([eb("email", "=", normalizeEmail(email)), eb("token_hash", "=", hashInvitationToken(token)), isUsable(eb, now)]);
}

/** The open, unexpired invitation for `email`, when `token` is its link's token. */
export async function findUsableInvitation(
  email: string,
  token: string,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<Invitation | undefined> {
  return database.selectFrom("invitations").selectAll().where(acceptableWith(email, token, now)).executeTakeFirst();
}

interface InvitationJobPayload {
  invitationId: string;
  email: string;
  role: string;
  /** Present until the e-mail has gone out; the handler then removes it (see sendInvitationEmail). */
  token?: string;
  origin: string;
  invitedBy: string;
  expiresAt: string;
}

function invitationJobPayload(row: Invitation, token: string, origin: string, actor: Actor): InvitationJobPayload {
  return { invitationId: row.id, email: row.email, role: row.role, token, origin, invitedBy: actor.email, expiresAt: row.expires_at };
}

/**
 * The job behind an invitation: e-mails the accept link. The link's token cannot be derived from the
 * stored hash, so the job carries it; once the e-mail is sent the token is wiped from the job row,
 * leaving the database without a usable link. An invitation revoked, accepted or re-sent (which
 * rotates the token) in the meantime is not e-mailed any more.
 */
export async function sendInvitationEmail(payload: unknown, jobId: string, database: Kysely<Database> = db()): Promise<void> {
  const job = payload as InvitationJobPayload;
  if (!job.token) return;
  const current = await database
    .selectFrom("invitations")
    .select(["token_hash", "accepted_at", "revoked_at", "expires_at"])
    .where("id", "=", job.invitationId)
    .executeTakeFirst();
  const stillValid =
    current &&
    current.accepted_at === null &&
    current.revoked_at === null &&
    current.token_hash === hashInvitationToken(job.token);
  if (stillValid) await sendEmail(invitationEmail(job, job.token));
  const { token: _token, ...withoutToken } = job;
  await database.updateTable("jobs").set({ payload: JSON.stringify(withoutToken) }).where("id", "=", jobId).execute();
}

function invitationEmail(job: Omit<InvitationJobPayload, "token">, token: string) {
  const link = invitationLink(job.origin, token, job.email);
  const expires = new Date(job.expiresAt).toUTCString();
  return {
    to: job.email,
    subject: "You're invited to the BrandCheck admin area",
    text: [
      `${job.invitedBy} has invited you to join the BrandCheck admin area as ${roleLabel(job.role)}.`,
      "",
      "Open this link to create your account:",
      link,
      "",
      `The link works until ${expires} and can be used once.`,
      "If you did not expect this invitation, you can ignore this e-mail.",
    ].join("\n"),
  };
}

function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? role;
}
