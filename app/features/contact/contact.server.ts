import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { ContactSubmission, Database } from "#app/db/schema.ts";
import { sendEmail, type Email } from "#app/lib/email.server.ts";
import { env } from "#app/lib/env.server.ts";
import { enqueueJob, kickJobWorker } from "#app/lib/jobs.server.ts";
import { ExtraFields, type ContactInput } from "./schema.ts";

export const CONTACT_NOTIFY_JOB = "contact.notify";

/** Where a message sent from a CMS page's contact section came from. */
export interface ContactSource {
  pageId: string;
  /** The page's path when it was sent ("/about-us"), kept if the page is later renamed or deleted. */
  sourcePath: string;
  /** The section's answers beyond name, e-mail and message. */
  extraFields: ExtraFields;
}

/** Stores a submission and, in the same transaction, the job that e-mails the team about it. */
export async function createContactSubmission(
  input: ContactInput,
  { database = db(), now = new Date(), source }: { database?: Kysely<Database>; now?: Date; source?: ContactSource } = {},
): Promise<ContactSubmission> {
  const row: ContactSubmission = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    company: input.company,
    message: input.message,
    status: "new",
    created_at: now.toISOString(),
    page_id: source?.pageId ?? null,
    source_path: source?.sourcePath ?? null,
    extra_fields: source?.extraFields ?? null,
  };
  await database.transaction().execute(async (trx) => {
    // JSON columns are written as text on both databases (PostgreSQL casts it to jsonb).
    await trx
      .insertInto("contact_submissions")
      .values({ ...row, extra_fields: row.extra_fields === null ? null : JSON.stringify(row.extra_fields) })
      .execute();
    await enqueueJob(trx, CONTACT_NOTIFY_JOB, { submissionId: row.id });
  });
  kickJobWorker();
  return row;
}

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

export function contactNotificationEmail(submission: ContactSubmission, to: string): Email {
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
