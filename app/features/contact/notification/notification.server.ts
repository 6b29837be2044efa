import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { ContactSubmission, Database } from "#app/db/schema.ts";
import { ExtraFields } from "#app/features/contact/form/schema.ts";
import { sendEmail, type Email } from "#app/lib/email.server.ts";
import { env } from "#app/lib/env.server.ts";

/** Queued with each stored submission (features/contact/form/contact.server.ts), in the same transaction. */
export const CONTACT_NOTIFY_JOB = "contact.notify";

/** The job behind "Notify": e-mails CONTACT_NOTIFY_TO about one submission. */
export async function sendContactNotification(payload: unknown, database: Kysely<Database> = db()): Promise<void> {
  const { submissionId } = payload as { submissionId: string };
  const submission = await database
    .selectFrom("contact_submissions")
    .selectAll()
    .where("id", "=", submissionId)
    .executeTakeFirst();
  if (!submission) return; // deleted since; nothing to tell
  await sendEmail(contactNotificationEmail(submission, env().CONTACT_NOTIFY_TO));
}

function contactNotificationEmail(submission: ContactSubmission, to: string): Email {
  // A CMS contact section may have no e-mail field, or an optional one left blank.
  const sender = submission.email === "" ? `${submission.name} (no e-mail address given)` : `${submission.name} <${submission.email}>`;
  const extraFields = ExtraFields.safeParse(submission.extra_fields);
  const lines = [
    `New contact message from ${sender}`,
    `Company: ${submission.company ?? "-"}`,
    ...(submission.source_path ? [`Page: ${submission.source_path}`] : []),
    `Received: ${submission.created_at}`,
    "",
    submission.message,
    ...(extraFields.success && extraFields.data.length > 0
      ? ["", ...extraFields.data.map(({ label, value }) => `${label}: ${value === "" ? "-" : value}`)]
      : []),
  ];
  return {
    to,
    subject: `New contact message from ${submission.name}`,
    ...(submission.email === "" ? {} : { replyTo: submission.email }),
    text: lines.join("\n"),
  };
}
