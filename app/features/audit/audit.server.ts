import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { AuditEntry, Database } from "#app/db/schema.ts";

/** Every kind of change the admin area records. A new kind of change adds its name here first. */
export const AUDIT_ACTIONS = [
  "auth.sign_in",
  "page.create",
  "page.update",
  "page.publish",
  "page.delete",
  "page.reset",
  "page.schedule",
  "page.schedule_cancel",
  "page.share",
  "page.share_revoke",
  "page.review_submit",
  "page.review_approve",
  "page.review_changes",
  "review.settings",
  "page.note",
  "page.take_over",
  "settings.update",
  "theme.update",
  "subscriber.add",
  "subscriber.delete",
  "subscriber.export",
  "subscriber.import",
  "submission.status",
  "submission.export",
  "submission.file_download",
  "submission.assign",
  "submission.note",
  "user.invite",
  "user.invite_revoke",
  "user.invite_accept",
  "user.role",
  "user.remove",
  "user.password_reset",
  "webhook.create",
  "webhook.update",
  "webhook.rotate",
  "webhook.test",
  "webhook.delete",
  "media.upload",
  "media.update",
  "media.replace",
  "media.delete",
  "redirect.create",
  "redirect.update",
  "redirect.delete",
  "redirect.import",
  "not_found_log.clear",
  "language.add",
  "language.update",
  "language.default",
  "translation.import",
  "topic.create",
  "topic.update",
  "topic.delete",
  "author.save",
  "author.delete",
  "form.create",
  "form.update",
  "form.delete",
  "site_health.test_email",
  "site_health.backup_download",
  "site_health.job_retry",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditInput {
  /** Who made the change; null when no staff member did (a system task). */
  actorId: string | null;
  /** Kept beside the id so the entry still says who it was after that account is removed. */
  actorEmail: string | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  /** One line a person reads in Recent Activity, e.g. `Invited ann@example.com as Editor`. */
  summary: string;
}

/**
 * Records one change. Pass the transaction that makes the change, so the entry exists exactly when
 * the change does: a rolled-back change leaves no entry, and a committed one always has it.
 */
export async function recordAudit(executor: Kysely<Database>, input: AuditInput, now: Date = new Date()): Promise<AuditEntry> {
  const entry: AuditEntry = {
    id: randomUUID(),
    actor_id: input.actorId,
    actor_email: input.actorEmail,
    action: input.action,
    target_type: input.targetType ?? null,
    target_id: input.targetId ?? null,
    summary: input.summary,
    created_at: now.toISOString(),
  };
  await executor.insertInto("audit_log").values(entry).execute();
  return entry;
}

/** The newest entries first. */
export async function listRecentAudit(limit = 10, database: Kysely<Database> = db()): Promise<AuditEntry[]> {
  return database
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
