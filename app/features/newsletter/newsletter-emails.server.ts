import type { Kysely } from "kysely";
import { BRAND } from "#app/lib/brand.ts";
import { db } from "#app/db/client.server.ts";
import type { Database, Subscriber } from "#app/db/schema.ts";
import { sendEmail, type Email } from "#app/lib/email.server.ts";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { CONFIRM_LINK_DAYS } from "./newsletter-fields.ts";
import { createConfirmToken, createUnsubscribeToken } from "./newsletter-tokens.server.ts";

export const NEWSLETTER_EMAIL_JOB = "newsletter.email";

/**
 * - "confirm": the double opt-in link, to an address that is not (or no longer) subscribed;
 * - "welcome": sent once the address is confirmed;
 * - "already-subscribed": the answer to a sign-up for an address that is already on the list, so
 *   its owner learns of the attempt while the form itself tells the visitor nothing.
 */
export type NewsletterEmailKind = "confirm" | "welcome" | "already-subscribed";

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
export async function queueNewsletterEmail(executor: Kysely<Database>, kind: NewsletterEmailKind, subscriberId: string, origin: string): Promise<void> {
  await enqueueJob(executor, NEWSLETTER_EMAIL_JOB, { kind, subscriberId, origin } satisfies NewsletterEmailPayload);
}

export function confirmLink(origin: string, token: string): string {
  const url = new URL("/newsletter/confirm", origin);
  url.searchParams.set("token", token);
  return url.toString();
}

export function unsubscribeLink(origin: string, token: string): string {
  const url = new URL("/unsubscribe", origin);
  url.searchParams.set("token", token);
  return url.toString();
}

/**
 * Every e-mail to a confirmed subscriber goes through here: it ends with an unsubscribe link and
 * carries the one-click unsubscribe headers of RFC 8058, which mail providers turn into their own
 * "Unsubscribe" button (and which bulk senders must have). Future newsletters use it too.
 */
function newsletterEmail(subscriber: Pick<Subscriber, "id" | "email">, content: { subject: string; text: string }, origin: string): Email {
  const link = unsubscribeLink(origin, createUnsubscribeToken(subscriber.id));
  return {
    to: subscriber.email,
    subject: content.subject,
    text: [
      content.text,
      "",
      "-- ",
      `You receive this e-mail because ${subscriber.email} is subscribed to the ${BRAND} newsletter.`,
      `Unsubscribe with one click: ${link}`,
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in e-mail. Transactional: the address is not subscribed yet, so there is nothing to unsubscribe from. */
function confirmationEmail(subscriber: Recipient, origin: string, issuedAt: Date): Email {
  return {
    to: subscriber.email,
    subject: `Please confirm your subscription to the ${BRAND} newsletter`,
    text: [
      greeting(subscriber),
      "",
      `Please confirm that you would like to receive the ${BRAND} newsletter at ${subscriber.email}:`,
      "",
      confirmLink(origin, createConfirmToken(subscriber.id, issuedAt)),
      "",
      `The link works for ${CONFIRM_LINK_DAYS} days.`,
      "If you did not sign up, you can ignore this e-mail: you will not be subscribed and will not hear from us again.",
    ].join("\n"),
  };
}

function welcomeEmail(subscriber: Recipient, origin: string): Email {
  return newsletterEmail(
    subscriber,
    {
      subject: `You're subscribed to the ${BRAND} newsletter`,
      text: [
        greeting(subscriber),
        "",
        `Thank you for confirming: ${subscriber.email} now receives the ${BRAND} newsletter, with news on test buying, product quality control and compliance.`,
      ].join("\n"),
    },
    origin,
  );
}

function alreadySubscribedEmail(subscriber: Recipient, origin: string): Email {
  return newsletterEmail(
    subscriber,
    {
      subject: `You're already subscribed to the ${BRAND} newsletter`,
      text: [
        greeting(subscriber),
        "",
        `Someone, probably you, asked to subscribe ${subscriber.email} to the ${BRAND} newsletter. This address is already subscribed, so nothing has changed.`,
      ].join("\n"),
    },
    origin,
  );
}

/**
 * The job behind every newsletter e-mail. It reads the subscriber as they are now and sends
 * nothing that no longer fits: no confirmation link to an address confirmed meanwhile, nothing else
 * to an address that has left (or was deleted).
 */
export async function sendNewsletterEmail(payload: unknown, now: Date, database: Kysely<Database> = db()): Promise<void> {
  const { kind, subscriberId, origin } = payload as NewsletterEmailPayload;
  const subscriber = await database
    .selectFrom("subscribers")
    .select(["id", "email", "first_name", "is_active"])
    .where("id", "=", subscriberId)
    .executeTakeFirst();
  if (!subscriber) return;
  if (kind === "confirm") {
    if (!subscriber.is_active) await sendEmail(confirmationEmail(subscriber, origin, now));
    return;
  }
  if (subscriber.is_active) await sendEmail(kind === "welcome" ? welcomeEmail(subscriber, origin) : alreadySubscribedEmail(subscriber, origin));
}

function greeting(subscriber: Recipient): string {
  return subscriber.first_name ? `Hello ${subscriber.first_name},` : "Hello,";
}
