import { randomUUID } from "node:crypto";
import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { likePattern, lowerLike } from "#app/db/like.ts";
import { pagedList } from "#app/db/paged-list.server.ts";
import type { Database, Subscriber } from "#app/db/schema.ts";
import { trigramPhrase, trigramSearch } from "#app/db/text-search.server.ts";
import { isUniqueViolation } from "#app/db/unique-violation.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { defaultLanguageTag } from "#app/features/languages/languages.server.ts";
import { normalizeEmail } from "#app/lib/email-address.ts";
import { DUPLICATE_SUBSCRIBER, SUBSCRIBER_LIST_SIZE, type AddSubscriberInput } from "./schema.ts";
import { subscriberStatus, type SubscriberStatus } from "./subscriber-status.ts";

export const SUBSCRIBER_GONE = "This subscriber no longer exists. It may have been deleted already.";

/** A change the server understood but refuses: a duplicate (409) or a subscriber that is gone (404). */
export class SubscriberError extends Error {
  readonly status: 404 | 409;

  constructor(message: string, status: 404 | 409) {
    super(message);
    this.name = "SubscriberError";
    this.status = status;
  }
}

/** A subscriber as the screen and the export show it. */
export interface SubscriberRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscribedAt: string;
  status: SubscriberStatus;
  /** The language they signed up in (a site language's tag): their e-mails speak it. */
  locale: string;
}

export function toSubscriberRow(
  row: Pick<Subscriber, "id" | "email" | "first_name" | "last_name" | "subscribed_at" | "is_active" | "confirmed_at" | "unsubscribed_at" | "locale">,
): SubscriberRow {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    subscribedAt: row.subscribed_at,
    status: subscriberStatus(row),
    locale: row.locale,
  };
}

export const SUBSCRIBER_ROW_COLUMNS = ["id", "email", "first_name", "last_name", "subscribed_at", "is_active", "confirmed_at", "unsubscribed_at", "locale"] as const;

// ---------------------------------------------------------------------------------------------
// Search: shared by the list and the export, so an export of a search holds what the screen showed.
// ---------------------------------------------------------------------------------------------

const STATUS_WORDS: Record<string, SubscriberStatus> = { active: "active", pending: "pending", unsubscribed: "unsubscribed" };

function isStatusWord(query: string): boolean {
  return Object.hasOwn(STATUS_WORDS, query.trim().toLowerCase());
}

/**
 * "The subscriber matches the search": e-mail, first or last name contain it (case-insensitive,
 * the searcher's % and _ taken literally), or it is one of the words active, pending or unsubscribed
 * and the subscriber is in that state (spec section 5). Undefined for a blank search.
 */
function subscriberSearch(query: string): ((eb: ExpressionBuilder<Database, "subscribers">) => Expression<SqlBool>) | undefined {
  const pattern = likePattern(query);
  if (!pattern) return undefined;
  const status = isStatusWord(query) ? STATUS_WORDS[query.trim().toLowerCase()] : undefined;
  return (eb) => {
    const byText = [lowerLike("email", pattern), lowerLike("first_name", pattern), lowerLike("last_name", pattern)];
    return eb.or(status ? [...byText, statusIs(eb, status)] : byText);
  };
}

/** The SQL twin of subscriberStatus() in subscriber-status.ts. */
function statusIs(eb: ExpressionBuilder<Database, "subscribers">, status: SubscriberStatus): Expression<SqlBool> {
  if (status === "active") return eb("is_active", "=", true);
  const neverConfirmed = eb.and([eb("confirmed_at", "is", null), eb("unsubscribed_at", "is", null)]);
  return eb.and([eb("is_active", "=", false), status === "pending" ? neverConfirmed : eb.not(neverConfirmed)]);
}

/** The list's (and the export's) filters: the search, and the language subscribers signed up in (a site language's tag; null for all). */
export interface SubscriberFilters {
  query?: string;
  language?: string | null;
}

/** `rows` narrowed to the subscribers matching the search and in the language. */
export function matchingSubscribers<O>(
  rows: SelectQueryBuilder<Database, "subscribers", O>,
  { query = "", language = null }: SubscriberFilters,
): SelectQueryBuilder<Database, "subscribers", O> {
  const search = subscriberSearch(query);
  const searched = search ? rows.where(search) : rows;
  return language ? searched.where("locale", "=", language) : searched;
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** One page of the list, newest subscriber first (spec section 7), 50 to a page. */
export async function listSubscribers(
  { query = "", language = null, page = 1 }: SubscriberFilters & { page?: number } = {},
  database: Kysely<Database> = db(),
): Promise<{ subscribers: SubscriberRow[]; total: number; more: boolean; page: number; pageCount: number }> {
  const search = subscriberSearch(query);
  const narrow = <O>(rows: SelectQueryBuilder<Database, "subscribers", O>) => matchingSubscribers(rows, { query, language });
  // A status word also matches rows whose text does not hold it, which the text index cannot find.
  const phrase = isStatusWord(query) ? undefined : trigramPhrase(query);
  const list = await pagedList({
    database,
    scan: narrow(database.selectFrom("subscribers")),
    indexed: phrase ? trigramSearch(database, "subscribers", phrase, narrow) : undefined,
    searching: search !== undefined,
    page,
    pageSize: SUBSCRIBER_LIST_SIZE,
    // The page's ids first, then their rows: skipping rows for a deep page then reads only the index.
    readPage: (rows, offset) =>
      database
        .selectFrom("subscribers")
        .select(SUBSCRIBER_ROW_COLUMNS)
        .where("id", "in", newestFirst(rows.select("id")).limit(SUBSCRIBER_LIST_SIZE).offset(offset))
        .$call(newestFirst)
        .execute(),
  });
  return { subscribers: list.rows.map(toSubscriberRow), total: list.total, more: list.more, page: list.page, pageCount: list.pageCount };
}

/** The list's order, as subscribers_keyset_idx holds it. */
function newestFirst<O>(rows: SelectQueryBuilder<Database, "subscribers", O>): SelectQueryBuilder<Database, "subscribers", O> {
  return rows.orderBy("subscribed_at", "desc").orderBy("id", "desc");
}

export async function getSubscriber(id: string, database: Kysely<Database> = db()): Promise<SubscriberRow | null> {
  const row = await database.selectFrom("subscribers").select(SUBSCRIBER_ROW_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toSubscriberRow(row) : null;
}

// ---------------------------------------------------------------------------------------------
// Changes, each with its audit entry in the same transaction.
// ---------------------------------------------------------------------------------------------

/**
 * A subscriber added by staff. Active at once (source "admin", confirmed now): staff vouch for the
 * address, unlike a newsletter sign-up, which waits for its owner's confirmation. In the default
 * language: staff name no language. An address already on the list in any state is refused; the
 * unique constraint on the normalised address decides races.
 */
export async function addSubscriber(input: AddSubscriberInput, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<SubscriberRow> {
  try {
    return await database.transaction().execute(async (trx) => {
      const at = now.toISOString();
      const row = await trx
        .insertInto("subscribers")
        .values({
          id: randomUUID(),
          // Normalised here too, so no caller can store an address the unique constraint would not compare.
          email: normalizeEmail(input.email),
          first_name: input.firstName,
          last_name: input.lastName,
          subscribed_at: at,
          is_active: true,
          confirmed_at: at,
          unsubscribed_at: null,
          source: "admin",
          locale: await defaultLanguageTag(trx),
        })
        .returning(SUBSCRIBER_ROW_COLUMNS)
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        { actorId: actor.id, actorEmail: actor.email, action: "subscriber.add", targetType: "subscriber", targetId: row.id, summary: `Added subscriber ${row.email}` },
        now,
      );
      return toSubscriberRow(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "email")) throw new SubscriberError(DUPLICATE_SUBSCRIBER, 409);
    throw error;
  }
}

export async function deleteSubscriber(id: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<{ email: string }> {
  return database.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("subscribers").where("id", "=", id).returning(["id", "email"]).executeTakeFirst();
    if (!row) throw new SubscriberError(SUBSCRIBER_GONE, 404);
    await recordAudit(
      trx,
      { actorId: actor.id, actorEmail: actor.email, action: "subscriber.delete", targetType: "subscriber", targetId: row.id, summary: `Deleted subscriber ${row.email}` },
      now,
    );
    return { email: row.email };
  });
}
