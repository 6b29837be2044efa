// What the form and action fuzz tests check in the database: a fingerprint of everything a request
// could have written (a refused request must leave it unchanged), and the "whole units" every
// accepted change must have written together in one transaction.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { CONTACT_NOTIFY_JOB } from "#app/features/contact/notification/notification.server.ts";
import { NEWSLETTER_EMAIL_JOB } from "#app/features/newsletter/newsletter-emails.server.ts";
import { INVITATION_EMAIL_JOB } from "#app/features/users/invitations.server.ts";
import { WEBHOOK_DELIVER_JOB } from "#app/features/webhooks/webhooks.server.ts";

/** Tables whose every row and column a request may not touch when it is refused. */
const WHOLE_ROWS = [
  "contact_submissions",
  "subscribers",
  "invitations",
  "audit_log",
  "user",
  "account",
  "twoFactor",
  "verification",
] as const satisfies readonly (keyof Database)[];

/**
 * Tables where only new or removed rows count: the jobs worker updates jobs, webhook deliveries and
 * configs (a receiver that answers 410 disables its webhook) while the test runs, and better-auth
 * moves a session's expiry forward when the session is used. Revisions are only ever added.
 */
const ROW_COUNTS = ["jobs", "session", "webhook_configs", "webhook_deliveries", "page_revisions"] as const satisfies readonly (keyof Database)[];

// Not compared: rate_limit_hits (every request counts, refused or not, by design) and
// webhook_attempts (written by the jobs worker whenever a queued delivery is due).

/** A fingerprint of the tables a refused request must leave alone: equal fingerprints, nothing written. */
export async function databaseFingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of WHOLE_ROWS) {
    const rows = await db.selectFrom(table).selectAll().execute();
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    fingerprint[table] = `${rows.length} rows, ${createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16)}`;
  }
  // A page's content can be a megabyte: its version and last change stand for it (every save raises both).
  const pages = await db.selectFrom("pages").select(["id", "slug", "title", "version", "updated_at", "is_published"]).orderBy("id").execute();
  fingerprint.pages = JSON.stringify(pages);
  for (const table of ROW_COUNTS) {
    const { count } = await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
    fingerprint[table] = `${Number(count)} rows`;
  }
  return fingerprint;
}

/**
 * Every change that must be written as one unit, checked across the whole database; returns what is
 * broken (empty when all is well): a contact message without its notification job, a page whose
 * version has no revision, an invitation, a newsletter sign-up or a webhook delivery without its job.
 */
export async function brokenUnits(db: Kysely<Database>): Promise<string[]> {
  const jobs = await db.selectFrom("jobs").select(["type", "payload"]).execute();
  const payloadIds = (type: string, key: string) =>
    new Set(jobs.filter((job) => job.type === type).map((job) => String((parsePayload(job.payload) as Record<string, unknown>)[key])));
  const problems: string[] = [];

  const notified = payloadIds(CONTACT_NOTIFY_JOB, "submissionId");
  for (const { id } of await db.selectFrom("contact_submissions").select("id").execute()) {
    if (!notified.has(id)) problems.push(`contact submission ${id} has no notification job`);
  }

  const revisions = await db.selectFrom("page_revisions").select(["page_id", "version"]).execute();
  const revised = new Set(revisions.map((revision) => `${revision.page_id}@${revision.version}`));
  for (const page of await db.selectFrom("pages").select(["id", "version"]).execute()) {
    if (!revised.has(`${page.id}@${page.version}`)) problems.push(`page ${page.id} version ${page.version} has no revision`);
  }

  const invited = payloadIds(INVITATION_EMAIL_JOB, "invitationId");
  for (const { id } of await db.selectFrom("invitations").select("id").execute()) {
    if (!invited.has(id)) problems.push(`invitation ${id} has no e-mail job`);
  }

  const mailed = payloadIds(NEWSLETTER_EMAIL_JOB, "subscriberId");
  for (const { id } of await db.selectFrom("subscribers").select("id").where("source", "=", "signup").execute()) {
    if (!mailed.has(id)) problems.push(`newsletter sign-up ${id} has no confirmation e-mail job`);
  }

  const delivering = payloadIds(WEBHOOK_DELIVER_JOB, "deliveryId");
  for (const { id } of await db.selectFrom("webhook_deliveries").select("id").execute()) {
    if (!delivering.has(id)) problems.push(`webhook delivery ${id} has no job`);
  }
  return problems;
}

function parsePayload(payload: unknown): unknown {
  if (typeof payload !== "string") return payload ?? {};
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return {};
  }
}
