import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { ContactSubmission, Database } from "#app/db/schema.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { AUTO_REPLY_JOB, isReplyAddress, type AutoReplyPayload } from "#app/features/contact/notification/auto-reply.server.ts";
import { CONTACT_NOTIFY_JOB, type ContactNotifyPayload } from "#app/features/contact/notification/notification.server.ts";
import { autoReplyText } from "#app/lib/form-routing.ts";
import type { FormAnswers, FormRouting } from "#app/lib/form-routing-schema.ts";
import { emitWebhookEvent } from "#app/features/webhooks/webhooks.server.ts";
import type { ProofOfWorkVerdict } from "#app/features/proof-of-work/proof-of-work.server.ts";
import { insertSubmissionFiles, type SubmissionFileInput } from "#app/features/form-uploads/submission-files.server.ts";
import { enqueueJob, kickJobWorker } from "#app/lib/jobs.server.ts";
import { formSubmittedEvent } from "./form-submitted-event.ts";
import type { ContactInput, ExtraFields } from "./schema.ts";
import type { SubmissionKey } from "./submission-key.server.ts";

/** Where a message sent from a CMS page's contact section came from. */
export interface ContactSource {
  /** Its pages row; null for a site page shown from its seed while it has none (the path still names it). */
  pageId: string | null;
  /** The page's path when it was sent ("/about-us"), kept if the page is later renamed or deleted. */
  sourcePath: string;
  /** A Contact Form section's answers beyond name, e-mail and message (the page's contact block asks none). */
  extraFields?: ExtraFields;
  /** A form built on the Forms screen (features/forms): its id, and every answer keyed by field id. */
  form?: { id: string; answers: Record<string, string | string[]> };
  /** The form that was sent, as the notification names it ("Contact Form section “Talk to us”"). */
  formName?: string;
  /** The form's notification rules and auto-reply, with the answers by field id they are tested on (decision 047). */
  routing?: { rules: FormRouting; answers: FormAnswers };
}

/**
 * Stores a submission, in the language of the page it was sent from (`locale`, a served tag; the
 * default language unless given), and, in the same transaction, its `files` (already written to the
 * private directory) and the job that e-mails the team about it.
 * With a `key`, a submission already stored under it wins: nothing is written and `created` is
 * false. The unique index decides between two racing inserts (PostgreSQL makes the second wait for
 * the first's commit), so the check cannot be raced the way a read before the insert could.
 */
export async function createContactSubmission(
  input: ContactInput,
  {
    database = db(),
    now = new Date(),
    source,
    key,
    locale,
    files = [],
    proofOfWork = null,
  }: {
    database?: Kysely<Database>;
    now?: Date;
    source?: ContactSource;
    key?: SubmissionKey;
    locale?: string;
    files?: readonly SubmissionFileInput[];
    /** The form's proof-of-work verdict; null when it did not ask for one. */
    proofOfWork?: ProofOfWorkVerdict | null;
  } = {},
): Promise<{ created: boolean }> {
  const defaultLocale = await defaultLanguageTag(database);
  const submission: ContactSubmission = {
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
    idempotency_key: key?.value ?? null,
    read_at: null,
    form_id: source?.form?.id ?? null,
    answers: source?.form?.answers ?? null,
    locale: locale ?? defaultLocale,
    assignee_id: null,
    assigned_at: null,
    proof_of_work: proofOfWork,
  };
  const created = await database.transaction().execute(async (trx) => {
    if (key?.reusableBefore) await releaseKey(trx, key.value, key.reusableBefore);
    // JSON columns are written as text on both databases (PostgreSQL casts it to jsonb).
    const inserted = await trx
      .insertInto("contact_submissions")
      .values({ ...submission, extra_fields: jsonOrNull(submission.extra_fields), answers: jsonOrNull(submission.answers) })
      .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return false;
    await insertSubmissionFiles(trx, submission.id, files, now);
    await enqueueJob(trx, CONTACT_NOTIFY_JOB, notifyPayload(submission.id, source));
    const reply = source?.routing ? autoReplyText(source.routing.rules.autoReply, submission.locale, defaultLocale) : null;
    // Never to an address that is not one plain address; the job bounds how often (auto-reply.server.ts).
    if (reply && isReplyAddress(submission.email)) {
      await enqueueJob(trx, AUTO_REPLY_JOB, { submissionId: submission.id, subject: reply.subject, body: reply.body } satisfies AutoReplyPayload);
    }
    await emitWebhookEvent(trx, "form.submitted", formSubmittedEvent(submission), now);
    return true;
  });
  if (created) kickJobWorker();
  return { created };
}

function jsonOrNull(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

function notifyPayload(submissionId: string, source: ContactSource | undefined): ContactNotifyPayload {
  const { rules, answers } = source?.routing ?? {};
  return {
    submissionId,
    ...(source?.formName ? { formName: source.formName } : {}),
    ...(rules && rules.rules.length + rules.fallback.length > 0 ? { routing: { rules: rules.rules, fallback: rules.fallback }, answers } : {}),
    ...(typeof answers?.utm_campaign === "string" && answers.utm_campaign !== "" ? { campaign: answers.utm_campaign } : {}),
  };
}

/** Whether a submission is stored under `key` (and, for a fingerprint, still inside its window). */
export async function isSubmissionStored(key: SubmissionKey, database: Kysely<Database> = db()): Promise<boolean> {
  let query = database.selectFrom("contact_submissions").select("id").where("idempotency_key", "=", key.value);
  if (key.reusableBefore) query = query.where("created_at", ">", key.reusableBefore.toISOString());
  return (await query.executeTakeFirst()) !== undefined;
}

/** A fingerprint older than its window is free again: the same words sent later are a new message. */
async function releaseKey(trx: Kysely<Database>, value: string, reusableBefore: Date): Promise<void> {
  await trx
    .updateTable("contact_submissions")
    .set({ idempotency_key: null })
    .where("idempotency_key", "=", value)
    .where("created_at", "<=", reusableBefore.toISOString())
    .execute();
}
