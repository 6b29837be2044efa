import { env } from "#app/lib/env.server.ts";
import { formatDuration, type CatalogLocale } from "#app/lib/i18n.ts";
import { logger } from "#app/lib/logger.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { m } from "#app/paraglide/messages.js";
import { createContactSubmission, isSubmissionStored, type ContactSource } from "./contact.server.ts";
import { failureNotice } from "./form-messages.ts";
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
  /** Validates the form's own fields, answering in the page's language. */
  parse: (form: FormData, catalog: CatalogLocale) => { ok: true; value: Value } | { ok: false; errors: Errors; formError?: string };
  /** Stores the valid submission in `locale` (and queues its notification), unless one is already stored under `key`. */
  store: (value: Value, options: { now: Date; key: SubmissionKey; locale?: string }) => Promise<{ created: boolean }>;
}

/**
 * What every contact form goes through: spam traps, validation, the per-IP limit, then the insert
 * (which queues the notification). Invalid or refused input stores nothing. Both forms share one
 * rate-limit bucket per IP, so a bot gains nothing by switching forms. A repeated submission (a
 * double click, a retry after a lost answer) is answered "sent" like the first and stored once
 * (submission-key.server.ts, docs/decisions/013-idempotent-submissions.md). Every message is in the
 * language of the page the form was on (`catalog`, English unless given).
 */
export async function runContactPipeline<Value, Errors>(
  form: FormData,
  { scope, parse, store }: ContactForm<Value, Errors>,
  { ip, now = new Date(), catalog = "en", locale: language }: ContactPipelineOptions,
): Promise<ContactPipelineResult<Errors>> {
  const config = env();
  const locale = { locale: catalog };

  const spamTraps = checkSpamTraps(form, now);
  if (spamTraps === "bot") {
    logger.info({ ip }, "Contact form honeypot filled; submission dropped");
    return { status: "sent" };
  }
  if (spamTraps === "too-fast") {
    return {
      status: "refused",
      formError: m.contact_too_fast({}, locale),
      httpStatus: 400,
    };
  }

  const parsed = parse(form, catalog);
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
        formError: m.contact_rate_limited({ duration: formatDuration(minutes, "minute", catalog) }, locale),
        httpStatus: 429,
      };
    }
    const { created } = await store(parsed.value, { now, key, locale: language });
    if (!created) logger.info({ ip }, "Contact submission repeated while the first was being stored; stored once");
    return { status: "sent" };
  } catch (error) {
    logger.error({ err: error }, "Contact submission could not be stored");
    return { status: "refused", formError: failureNotice(catalog).text, httpStatus: 503 };
  }
}

export interface ContactPipelineOptions {
  ip: string;
  now?: Date;
  /** The catalog of the page the form was sent from: the language the answer is in. */
  catalog?: CatalogLocale;
  /** The language of that page (a served site_languages tag, from its address): the message records it. The default language unless given. */
  locale?: string;
}

/**
 * The contact page's form (/contact, and a page's contact block, which is the same form): `source`
 * is the page it was sent from, so the inbox and the dashboard's enquiries by page name it.
 */
export function submitContact(form: FormData, options: ContactPipelineOptions & { source?: ContactSource }): Promise<SubmitContactResult> {
  const { source } = options;
  return runContactPipeline(
    form,
    { scope: "contact", parse: (submitted, catalog) => parseContactForm(submitted, catalog), store: (value, { now, key, locale }) => createContactSubmission(value, { now, key, locale, source }) },
    options,
  );
}
