import { randomUUID } from "node:crypto";
import { db, type QueryOptions as Options } from "#app/db/client.server.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import type { InboxNote } from "./lead-work-schema.ts";

/** A message's internal notes, oldest first (a conversation reads down). */
export async function listSubmissionNotes(submissionId: string, { database = db() }: Options = {}): Promise<InboxNote[]> {
  const rows = await database
    .selectFrom("submission_notes")
    .select(["id", "author_name", "body", "created_at"])
    .where("submission_id", "=", submissionId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, authorName: row.author_name, body: row.body, createdAt: row.created_at }));
}

/**
 * Adds a note to message `submissionId` by `author`, with an audit entry that says a note was added
 * (not what it says: the log is read more widely than the notes). Null when the message does not exist.
 */
export async function addSubmissionNote(
  submissionId: string,
  body: string,
  author: Pick<SessionUser, "id" | "email" | "name">,
  { database = db(), now = new Date() }: Options = {},
): Promise<{ name: string } | null> {
  return database.transaction().execute(async (trx) => {
    const submission = await trx.selectFrom("contact_submissions").select("name").where("id", "=", submissionId).executeTakeFirst();
    if (!submission) return null;
    await trx
      .insertInto("submission_notes")
      .values({ id: randomUUID(), submission_id: submissionId, author_id: author.id, author_name: author.name || author.email, body, created_at: now.toISOString() })
      .execute();
    await recordAudit(
      trx,
      { actorId: author.id, actorEmail: author.email, action: "submission.note", targetType: "contact_submission", targetId: submissionId, summary: `Added a note to the message from ${submission.name}` },
      now,
    );
    return { name: submission.name };
  });
}
