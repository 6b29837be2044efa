import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { ContactSubmission, Database } from "#app/db/schema.ts";
import { ExtraFields } from "#app/features/contact/form/schema.ts";
import { languageLabel } from "#app/features/languages/language-choice.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
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
  const language = languageLabel(submission.locale, await listLanguages(database));
  await sendEmail(contactNotificationEmail(submission, language, env().CONTACT_NOTIFY_TO));
}

/** `language` names the language of the page the message was sent from ("Deutsch (de)"): the language to answer in. */
function contactNotificationEmail(submission: ContactSubmission, language: string, to: string): Email {
  // A CMS contact section may have no e-mail field, or an optional one left blank.
  const sender = submission.email === "" ? `${submission.name} (no e-mail address given)` : `${submission.name} <${submission.email}>`;
  const extraFields = ExtraFields.safeParse(submission.extra_fields);
  const lines = [
    `New contact message from ${sender}`,
    `Company: ${submission.company ?? "-"}`,
    ...(submission.source_path ? [`Page: ${submission.source_path}`] : []),
    `Language: ${language}`,
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
