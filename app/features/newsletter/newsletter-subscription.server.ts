import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database, Subscriber } from "#app/db/schema.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import { queueNewsletterEmail } from "./newsletter-emails.server.ts";
import { readConfirmToken, readUnsubscribeToken } from "./newsletter-tokens.server.ts";

/**
 * What the two signed links do. Each page first shows what its button will do (GET changes
 * nothing: mail scanners open links before people do), and the button's POST makes the change.
 */

/** A confirmation link: unusable ("invalid", "expired"), waiting for its button ("ready"), or used ("confirmed"). */
export type ConfirmLinkState =
  | { state: "invalid" }
  | { state: "expired" }
  | { state: "ready"; email: string }
  | { state: "confirmed"; email: string };

/** An unsubscribe link: unusable, waiting for its button, or done. `email` is null when the subscriber was deleted. */
export type UnsubscribeLinkState = { state: "invalid" } | { state: "ready"; email: string } | { state: "unsubscribed"; email: string | null };

type SubscriberState = Pick<Subscriber, "id" | "email" | "is_active" | "unsubscribed_at">;

export async function checkConfirmLink(token: string, { now = new Date(), database = db() }: QueryOptions = {}): Promise<ConfirmLinkState> {
  const found = await confirmTarget(database, token, now);
  if ("state" in found) return found;
  return { state: found.subscriber.is_active ? "confirmed" : "ready", email: found.subscriber.email };
}

/**
 * Double opt-in, second half: the address's owner has clicked. The subscriber becomes active and
 * confirmed, and gets the welcome e-mail (in the same transaction). Using the link again changes
 * nothing and sends nothing.
 */
export async function confirmSubscription(
  token: string,
  { origin, now = new Date(), database = db() }: QueryOptions & { origin: string },
): Promise<ConfirmLinkState> {
  const result = await database.transaction().execute(async (trx): Promise<ConfirmLinkState> => {
    const found = await confirmTarget(trx, token, now);
    if ("state" in found) return found;
    const { subscriber } = found;
    const activated = await trx
      .updateTable("subscribers")
      .set({ is_active: true, confirmed_at: now.toISOString(), unsubscribed_at: null })
      .where("id", "=", subscriber.id)
      .where("is_active", "=", false)
      .returning("id")
      .executeTakeFirst();
    if (activated) await queueNewsletterEmail(trx, "welcome", subscriber.id, origin);
    return { state: "confirmed", email: subscriber.email };
  });
  kickJobWorker();
  return result;
}

export async function checkUnsubscribeLink(token: string, { database = db() }: QueryOptions = {}): Promise<UnsubscribeLinkState> {
  const read = readUnsubscribeToken(token);
  if (!read.ok) return { state: "invalid" };
  const subscriber = await database.selectFrom("subscribers").select(["email", "is_active"]).where("id", "=", read.subscriberId).executeTakeFirst();
  if (!subscriber) return { state: "unsubscribed", email: null };
  return { state: subscriber.is_active ? "ready" : "unsubscribed", email: subscriber.email };
}

/**
 * Leaves the list: inactive, with the time it happened, and one goodbye e-mail confirming it (queued
 * in the same transaction). Idempotent, so a second click, a mail provider's retried one-click POST
 * or a deleted subscriber all end as "unsubscribed" too, and send nothing.
 */
export async function unsubscribe(
  token: string,
  { origin, now = new Date(), database = db() }: QueryOptions & { origin: string },
): Promise<UnsubscribeLinkState> {
  const read = readUnsubscribeToken(token);
  if (!read.ok) return { state: "invalid" };
  const email = await database.transaction().execute(async (trx) => {
    const left = await trx
      .updateTable("subscribers")
      .set({ is_active: false, unsubscribed_at: now.toISOString() })
      .where("id", "=", read.subscriberId)
      .where("is_active", "=", true)
      .returning("id")
      .executeTakeFirst();
    if (left) await queueNewsletterEmail(trx, "goodbye", read.subscriberId, origin);
    const subscriber = await trx.selectFrom("subscribers").select("email").where("id", "=", read.subscriberId).executeTakeFirst();
    return subscriber?.email ?? null;
  });
  kickJobWorker();
  return { state: "unsubscribed", email };
}

/**
 * The subscriber a confirmation token names, or why there is none. A link issued before the address
 * last unsubscribed counts as expired: otherwise an old confirmation e-mail could undo "unsubscribe".
 */
async function confirmTarget(
  database: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ state: "invalid" | "expired" } | { subscriber: SubscriberState }> {
  const read = readConfirmToken(token, now);
  if (!read.ok) return { state: read.reason };
  const subscriber = await database
    .selectFrom("subscribers")
    .select(["id", "email", "is_active", "unsubscribed_at"])
    .where("id", "=", read.subscriberId)
    .executeTakeFirst();
  if (!subscriber) return { state: "invalid" };
  if (!subscriber.is_active && subscriber.unsubscribed_at !== null && Date.parse(subscriber.unsubscribed_at) > read.issuedAt.getTime()) {
    return { state: "expired" };
  }
  return { subscriber };
}
