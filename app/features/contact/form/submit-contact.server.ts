import { env } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { createContactSubmission, isSubmissionStored } from "./contact.server.ts";
import { CONTACT_FAILURE } from "./form-fields.ts";
import { parseContactForm, type ContactFieldErrors } from "./schema.ts";
import { checkSpamTraps } from "./spam-traps.server.ts";
import { submissionKey, type SubmissionKey } from "./submission-key.server.ts";

/** The outcome of any contact form: the contact page's, or a CMS page's contact section (errors keyed by its field ids). */
export type ContactPipelineResult<Errors> =
  | { status: "sent" }
  | { status: "invalid"; errors: Errors; formError?: string; httpStatus: 400 }
  | { status: "refused"; formError: string; httpStatus: 400 | 429 | 503 };

export type SubmitContactResult = ContactPipelineResult<ContactFieldErrors>;

export interface ContactForm<Value, Errors> {
  /** Which form this is ("contact", or a CMS page's section): the same words sent through another form are another message. */
  scope: string;
  /** Validates the form's own fields. */
  parse: (form: FormData) => { ok: true; value: Value } | { ok: false; errors: Errors; formError?: string };
  /** Stores the valid submission (and queues its notification), unless one is already stored under `key`. */
  store: (value: Value, options: { now: Date; key: SubmissionKey }) => Promise<{ created: boolean }>;
}

/**
 * What every contact form goes through: spam traps, validation, the per-IP limit, then the insert
 * (which queues the notification). Invalid or refused input stores nothing. Both forms share one
 * rate-limit bucket per IP, so a bot gains nothing by switching forms. A repeated submission (a
 * double click, a retry after a lost answer) is answered "sent" like the first and stored once
 * (submission-key.server.ts, docs/decisions/013-idempotent-submissions.md).
 */
export async function runContactPipeline<Value, Errors>(
  form: FormData,
  { scope, parse, store }: ContactForm<Value, Errors>,
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<ContactPipelineResult<Errors>> {
  const config = env();

  const spamTraps = checkSpamTraps(form, now);
  if (spamTraps === "bot") {
    logger.info({ ip }, "Contact form honeypot filled; submission dropped");
    return { status: "sent" };
  }
  if (spamTraps === "too-fast") {
    return {
      status: "refused",
      formError: "That was quicker than we expected. Please check your message and send it again.",
      httpStatus: 400,
    };
  }

  const parsed = parse(form);
  if (!parsed.ok) {
    const { errors, formError } = parsed;
    return formError === undefined ? { status: "invalid", errors, httpStatus: 400 } : { status: "invalid", errors, formError, httpStatus: 400 };
  }

  try {
    const key = submissionKey(form, { ip, scope, content: parsed.value, now });
    // Already stored: the same answer as the first time, without counting against the limit. Two
    // copies racing each other both get past this read; the unique key in the insert decides then.
    if (await isSubmissionStored(key)) return { status: "sent" };
    const limit = await consumeRateLimit(`contact:${ip}`, {
      limit: config.CONTACT_RATE_LIMIT,
      windowSeconds: config.CONTACT_RATE_WINDOW_SECONDS,
      now,
    });
    if (!limit.allowed) {
      const minutes = Math.ceil(limit.retryAfterSeconds / 60);
      return {
        status: "refused",
        formError: `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        httpStatus: 429,
      };
    }
    const { created } = await store(parsed.value, { now, key });
    if (!created) logger.info({ ip }, "Contact submission repeated while the first was being stored; stored once");
    return { status: "sent" };
  } catch (error) {
    logger.error({ err: error }, "Contact submission could not be stored");
    return { status: "refused", formError: CONTACT_FAILURE, httpStatus: 503 };
  }
}

/** The contact page's form (/contact). */
export function submitContact(form: FormData, options: { ip: string; now?: Date }): Promise<SubmitContactResult> {
  return runContactPipeline(form, { scope: "contact", parse: parseContactForm, store: (value, { now, key }) => createContactSubmission(value, { now, key }) }, options);
}
