import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { ContactSubmission, Database } from "#app/db/schema.ts";
import { sendEmail } from "#app/lib/email.server.ts";
import { env } from "#app/lib/env.server.ts";
import { enqueueJob, kickJobWorker } from "#app/lib/jobs.server.ts";
import type { ContactInput } from "./schema.ts";

export const CONTACT_NOTIFY_JOB = "contact.notify";

/** Stores a submission and, in the same transaction, the job that e-mails the team about it. */
export async function createContactSubmission(
  input: ContactInput,
  { database = db(), now = new Date() }: { database?: Kysely<Database>; now?: Date } = {},
): Promise<ContactSubmission> {
  const row: ContactSubmission = {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    company: input.company,
    message: input.message,
    status: "new",
    created_at: now.toISOString(),
    page_id: null,
    source_path: null,
    extra_fields: null,
  };
  await database.transaction().execute(async (trx) => {
    await trx.insertInto("contact_submissions").values(row).execute();
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

export function contactNotificationEmail(submission: ContactSubmission, to: string) {
  const lines = [
    `New contact message from ${submission.name} <${submission.email}>`,
    `Company: ${submission.company ?? "-"}`,
    `Received: ${submission.created_at}`,
    "",
    submission.message,
  ];
  return {
    to,
    subject: `New contact message from ${submission.name}`,
    replyTo: submission.email,
    text: lines.join("\n"),
  };
}
