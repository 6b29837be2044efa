import type { Kysely } from "kysely";
import { BRAND } from "#app/lib/brand.ts";
import { db } from "#app/db/client.server.ts";
import type { Database, Subscriber } from "#app/db/schema.ts";
import { sendEmail, type Email } from "#app/lib/email.server.ts";
import { enqueueJob, type EnqueueOptions } from "#app/lib/jobs.server.ts";
import { addressBook, languagePath } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { catalogLocale, formatDuration, type CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import { CONFIRM_LINK_DAYS, CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./newsletter-fields.ts";
import { createConfirmToken, createUnsubscribeToken } from "./newsletter-tokens.server.ts";

export const NEWSLETTER_EMAIL_JOB = "newsletter.email";

/**
 * - "confirm": the double opt-in link, to an address that is not (or no longer) subscribed;
 * - "welcome": sent once the address is confirmed;
 * - "already-subscribed": the answer to a sign-up for an address that is already on the list, so
 *   its owner learns of the attempt while the form itself tells the visitor nothing;
 * - "goodbye": sent once when the subscriber leaves through their unsubscribe link, confirming it.
 */
export type NewsletterEmailKind = "confirm" | "welcome" | "already-subscribed" | "goodbye";

interface NewsletterEmailPayload {
  kind: NewsletterEmailKind;
  subscriberId: string;
  /** The site's public origin when the e-mail was asked for, for its links. */
  origin: string;
}

type Recipient = Pick<Subscriber, "id" | "email" | "first_name">;

/**
 * Queues an e-mail inside the caller's transaction. The job holds no link: tokens are made when the
 * mail goes out, so no live link sits in the jobs table, and a confirmation link's week starts then.
 */
export async function queueNewsletterEmail(
  executor: Kysely<Database>,
  kind: NewsletterEmailKind,
  subscriberId: string,
  origin: string,
  options?: EnqueueOptions,
): Promise<void> {
  await enqueueJob(executor, NEWSLETTER_EMAIL_JOB, { kind, subscriberId, origin } satisfies NewsletterEmailPayload, options);
}

export function confirmLink(origin: string, token: string): string {
  const url = new URL(CONFIRM_PATH, origin);
  url.searchParams.set("token", token);
  return url.toString();
}

export function unsubscribeLink(origin: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, origin);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * The language an e-mail goes out in: the subscriber's (subscribers.locale). Its words come from that
 * language's catalog; its link to the site leads to that language's home page while the site serves
 * it, else to the default language's. The confirm and unsubscribe links need no language: their
 * pages speak the subscriber's (newsletter-language.server.ts).
 */
interface EmailLanguage {
  locale: { locale: CatalogLocale };
  website: string;
}

async function emailLanguage(tag: string, origin: string, database: Kysely<Database>): Promise<EmailLanguage> {
  const home = languagePath(tag, "/", addressBook(await listLanguages(database))) ?? "/";
  return { locale: { locale: catalogLocale(tag) }, website: new URL(home, origin).toString() };
}

/**
 * Every e-mail to a confirmed subscriber goes through here: it ends with an unsubscribe link and
 * carries the one-click unsubscribe headers of RFC 8058, which mail providers turn into their own
 * "Unsubscribe" button (and which bulk senders must have). Future newsletters use it too.
 */
function newsletterEmail(subscriber: Pick<Subscriber, "id" | "email">, content: { subject: string; text: string }, origin: string, { locale, website }: EmailLanguage): Email {
  const link = unsubscribeLink(origin, createUnsubscribeToken(subscriber.id));
  return {
    to: subscriber.email,
    subject: content.subject,
    text: [
      content.text,
      "",
      m.email_newsletter_website({ link: website }, locale),
      "",
      "-- ",
      m.email_newsletter_footer_reason({ email: subscriber.email, brand: BRAND }, locale),
      m.email_newsletter_footer_unsubscribe({ link }, locale),
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in e-mail. Transactional: the address is not subscribed yet, so there is nothing to unsubscribe from. */
function confirmationEmail(subscriber: Recipient, origin: string, issuedAt: Date, { locale, website }: EmailLanguage): Email {
  const values = { email: subscriber.email, brand: BRAND };
  return {
    to: subscriber.email,
    subject: m.email_newsletter_confirm_subject(values, locale),
    text: [
      greeting(subscriber, locale),
      "",
      m.email_newsletter_confirm_text(values, locale),
      "",
      confirmLink(origin, createConfirmToken(subscriber.id, issuedAt)),
      "",
      m.email_newsletter_confirm_validity({ duration: formatDuration(CONFIRM_LINK_DAYS, "day", locale.locale) }, locale),
      m.email_newsletter_confirm_ignore({}, locale),
      "",
      m.email_newsletter_website({ link: website }, locale),
    ].join("\n"),
  };
}

function welcomeEmail(subscriber: Recipient, origin: string, language: EmailLanguage): Email {
  const { locale } = language;
  const values = { email: subscriber.email, brand: BRAND };
  return newsletterEmail(
    subscriber,
    { subject: m.email_newsletter_welcome_subject(values, locale), text: [greeting(subscriber, locale), "", m.email_newsletter_welcome_text(values, locale)].join("\n") },
    origin,
    language,
  );
}

function alreadySubscribedEmail(subscriber: Recipient, origin: string, language: EmailLanguage): Email {
  const { locale } = language;
  const values = { email: subscriber.email, brand: BRAND };
  return newsletterEmail(
    subscriber,
    { subject: m.email_newsletter_already_subject(values, locale), text: [greeting(subscriber, locale), "", m.email_newsletter_already_text(values, locale)].join("\n") },
    origin,
    language,
  );
}

/**
 * Confirms that the subscriber has left, with the way back (the footer form on their language's home
 * page). Transactional like the confirmation: the address is off the list, so it has no unsubscribe
 * link or List-Unsubscribe header, and like every e-mail here no tracking of any kind.
 */
function goodbyeEmail(subscriber: Recipient, { locale, website }: EmailLanguage): Email {
  const values = { email: subscriber.email, brand: BRAND };
  return {
    to: subscriber.email,
    subject: m.email_newsletter_goodbye_subject(values, locale),
    text: [
      greeting(subscriber, locale),
      "",
      m.email_newsletter_goodbye_text(values, locale),
      "",
      m.email_newsletter_goodbye_again({ link: website }, locale),
    ].join("\n"),
  };
}

/**
 * The job behind every newsletter e-mail, in the subscriber's language. It reads the subscriber as
 * they are now and sends nothing that no longer fits: no confirmation link to an address confirmed
 * meanwhile, no goodbye to one that has come back, nothing else to one that has left, and nothing at
 * all to one that was deleted.
 */
export async function sendNewsletterEmail(payload: unknown, now: Date, database: Kysely<Database> = db()): Promise<void> {
  const { kind, subscriberId, origin } = payload as NewsletterEmailPayload;
  const subscriber = await database
    .selectFrom("subscribers")
    .select(["id", "email", "first_name", "is_active", "unsubscribed_at", "locale"])
    .where("id", "=", subscriberId)
    .executeTakeFirst();
  if (!subscriber) return;
  const language = await emailLanguage(subscriber.locale, origin, database);
  if (kind === "confirm") {
    if (!subscriber.is_active) await sendEmail(confirmationEmail(subscriber, origin, now, language));
    return;
  }
  if (kind === "goodbye") {
    if (!subscriber.is_active && subscriber.unsubscribed_at !== null) await sendEmail(goodbyeEmail(subscriber, language));
    return;
  }
  if (subscriber.is_active) await sendEmail(kind === "welcome" ? welcomeEmail(subscriber, origin, language) : alreadySubscribedEmail(subscriber, origin, language));
}

function greeting(subscriber: Recipient, locale: { locale: CatalogLocale }): string {
  return subscriber.first_name ? m.email_newsletter_greeting_name({ name: subscriber.first_name }, locale) : m.email_newsletter_greeting({}, locale);
}
