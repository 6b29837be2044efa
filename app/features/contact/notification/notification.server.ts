import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { ContactSubmission, Database } from "#app/db/schema.ts";
import { ExtraFields } from "#app/features/contact/form/schema.ts";
import { notificationRecipients } from "#app/lib/form-routing.ts";
import type { FormAnswers, FormRouting } from "#app/lib/form-routing-schema.ts";
import { languageLabel } from "#app/features/languages/language-choice.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { sendEmail, type Email } from "#app/lib/email.server.ts";
import { env } from "#app/lib/env.server.ts";

/** Queued with each stored submission (features/contact/form/contact.server.ts), in the same transaction. */
export const CONTACT_NOTIFY_JOB = "contact.notify";

export interface ContactNotifyPayload {
  submissionId: string;
  /** The form sent; the spec's contact form when absent. */
  formName?: string;
  /** The form's rules and the answers they test (decision 047); absent: CONTACT_NOTIFY_TO. */
  routing?: Pick<FormRouting, "rules" | "fallback">;
  answers?: FormAnswers;
  /** The utm_campaign the visitor came with. */
  campaign?: string;
}

/**
 * The job behind "Notify": e-mails about one submission the addresses its form's rules choose
 * (features/forms/routing), or CONTACT_NOTIFY_TO when it has none or none apply.
 */
export async function sendContactNotification(payload: unknown, database: Kysely<Database> = db()): Promise<void> {
  const { submissionId, formName = "Contact", routing, answers = {}, campaign } = payload as ContactNotifyPayload;
  const submission = await database
    .selectFrom("contact_submissions")
    .selectAll()
    .where("id", "=", submissionId)
    .executeTakeFirst();
  if (!submission) return; // deleted since; nothing to tell
  const language = languageLabel(submission.locale, await listLanguages(database));
  const routed = routing ? notificationRecipients(routing, answers, submission.locale) : [];
  const to = routed.length > 0 ? routed.join(", ") : env().CONTACT_NOTIFY_TO;
  await sendEmail(contactNotificationEmail(submission, { language, formName, campaign }, to));
}

/**
 * `language` names the language of the page the message was sent from ("Deutsch (de)"): the language
 * to answer in; with the form, the page and the campaign, so the office knows where a lead came from.
 */
function contactNotificationEmail(submission: ContactSubmission, about: { language: string; formName: string; campaign?: string }, to: string): Email {
  const { language, formName, campaign } = about;
  // A CMS contact section may have no e-mail field, or an optional one left blank.
  const sender = submission.email === "" ? `${submission.name} (no e-mail address given)` : `${submission.name} <${submission.email}>`;
  const extraFields = ExtraFields.safeParse(submission.extra_fields);
  const lines = [
    `New contact message from ${sender}`,
    `Company: ${submission.company ?? "-"}`,
    `Form: ${formName}`,
    ...(submission.source_path ? [`Page: ${submission.source_path}`] : []),
    `Language: ${language}`,
    ...(campaign ? [`Campaign: ${campaign}`] : []),
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
