import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { sendEmail } from "#app/lib/email.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

/** Queued when a message is assigned to someone (features/contact/inbox/assignment.server.ts). */
export const ASSIGNMENT_EMAIL_JOB = "contact.assigned";

interface AssignmentPayload {
  submissionId: string;
  assigneeId: string;
  assignedBy: string;
}

/**
 * Tells the assignee that a message is theirs, with a link to it in the inbox. Read when the job
 * runs: a message reassigned or deleted meanwhile is not announced to someone it no longer concerns.
 */
export async function sendAssignmentEmail(payload: unknown, database: Kysely<Database> = db()): Promise<void> {
  const { submissionId, assigneeId, assignedBy } = payload as AssignmentPayload;
  const row = await database
    .selectFrom("contact_submissions")
    .innerJoin("user", "user.id", "contact_submissions.assignee_id")
    .select(["contact_submissions.name", "contact_submissions.company", "user.email as assigneeEmail"])
    .where("contact_submissions.id", "=", submissionId)
    .where("contact_submissions.assignee_id", "=", assigneeId)
    .executeTakeFirst();
  if (!row) return;
  const link = new URL("/admin/contact-submissions", publicOrigin());
  link.searchParams.set("view", submissionId);
  await sendEmail({
    to: row.assigneeEmail,
    subject: `A contact message was assigned to you: ${row.name}`,
    text: [
      `${assignedBy} assigned you the message from ${row.name}${row.company ? ` (${row.company})` : ""}.`,
      "",
      `Open it in the inbox: ${link.toString()}`,
    ].join("\n"),
  });
}
