import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { checkSpamTraps } from "#app/features/contact/form/spam-traps.server.ts";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { failureNotice } from "#app/features/contact/form/form-messages.ts";
import { env } from "#app/lib/env.server.ts";
import { formatDuration, type CatalogLocale } from "#app/lib/i18n.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { m } from "#app/paraglide/messages.js";
import { queueNewsletterEmail } from "./newsletter-emails.server.ts";
import type { NewsletterFieldErrors } from "./newsletter-fields.ts";
import { parseNewsletterForm, type NewsletterSignupInput } from "./newsletter-schema.ts";

export type NewsletterSignupResult =
  | { status: "accepted" }
  | { status: "invalid"; errors: NewsletterFieldErrors; httpStatus: 400 }
  | { status: "refused"; formError: string; httpStatus: 400 | 429 | 503 };

/**
 * E-mails one address receives from sign-ups, whoever fills in the form: without it, anyone could
 * flood a stranger's inbox with confirmation mails from changing IP addresses. Past it the form
 * still answers "check your inbox", so it reveals nothing, and the mails already sent keep working.
 */
export const NEWSLETTER_EMAILS_PER_ADDRESS = { limit: 3, windowSeconds: 24 * 60 * 60 } as const;

/**
 * The footer's sign-up: the contact forms' spam traps, validation, the per-IP limit (the contact
 * form's numbers, in a bucket of its own), then the sign-up itself. Every accepted form gets the
 * same answer, so the form cannot be used to find out who is on the list. Every message is in the
 * language of the page the form was on (`catalog`, English unless given); a new subscriber records
 * that page's language (`lang`, a served tag; the default language unless given), which their
 * e-mails and the pages their links open speak.
 */
export async function signUpForNewsletter(
  form: FormData,
  { ip, origin, now = new Date(), catalog = "en", lang }: { ip: string; origin: string; now?: Date; catalog?: CatalogLocale; lang?: string },
): Promise<NewsletterSignupResult> {
  const locale = { locale: catalog };
  const spamTraps = checkSpamTraps(form, now);
  if (spamTraps === "bot") {
    logger.info({ ip }, "Newsletter honeypot filled; sign-up dropped");
    return { status: "accepted" };
  }
  if (spamTraps === "too-fast") return { status: "refused", formError: m.newsletter_too_fast({}, locale), httpStatus: 400 };

  const parsed = parseNewsletterForm(form, catalog);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, httpStatus: 400 };

  try {
    const { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_SECONDS } = env();
    const limit = await consumeRateLimit(`newsletter:${ip}`, { limit: CONTACT_RATE_LIMIT, windowSeconds: CONTACT_RATE_WINDOW_SECONDS, now });
    if (!limit.allowed) {
      const duration = formatDuration(Math.ceil(limit.retryAfterSeconds / 60), "minute", catalog);
      return { status: "refused", formError: m.newsletter_rate_limited({ duration }, locale), httpStatus: 429 };
    }
    await requestSubscription(parsed.value, { origin, now, lang: lang ?? (await defaultLanguageTag()) });
    kickJobWorker();
    return { status: "accepted" };
  } catch (error) {
    logger.error({ err: error }, "Newsletter sign-up could not be stored");
    return { status: "refused", formError: failureNotice(catalog).text, httpStatus: 503 };
  }
}

/**
 * What a sign-up does to the list, by the address's state:
 * - new: stored as a pending sign-up (inactive, unconfirmed) with its confirmation e-mail;
 * - pending or unsubscribed: a confirmation e-mail; it stays inactive until the link is used;
 * - active: a "you're already subscribed" e-mail to the address, and no change.
 * The row is never changed here (names and language included): until the link is clicked nobody has
 * shown that they own the address, so the e-mail goes out in the language the row already has. E-mails stop at NEWSLETTER_EMAILS_PER_ADDRESS; the job is written in the
 * same transaction as the row, so a stored sign-up always gets its e-mail.
 */
async function requestSubscription(
  input: NewsletterSignupInput,
  { origin, lang, now = new Date(), database = db() }: { origin: string; lang: string; now?: Date; database?: Kysely<Database> },
): Promise<void> {
  const mayEmail = (await consumeRateLimit(`newsletter-mail:${input.email}`, { ...NEWSLETTER_EMAILS_PER_ADDRESS, now, database })).allowed;
  await database.transaction().execute(async (trx) => {
    // Insert-or-nothing rather than read-then-insert: two sign-ups at once cannot both create the row.
    const created = await trx
      .insertInto("subscribers")
      .values({
        id: randomUUID(),
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        subscribed_at: now.toISOString(),
        is_active: false,
        confirmed_at: null,
        unsubscribed_at: null,
        source: "signup",
        locale: lang,
      })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!mayEmail) {
      logger.info("Newsletter sign-up for an address that had its e-mails for today; none sent");
      return;
    }
    if (created) {
      await queueNewsletterEmail(trx, "confirm", created.id, origin);
      return;
    }
    const existing = await trx.selectFrom("subscribers").select(["id", "is_active"]).where("email", "=", input.email).executeTakeFirstOrThrow();
    await queueNewsletterEmail(trx, existing.is_active ? "already-subscribed" : "confirm", existing.id, origin);
  });
}
