import { sql, type Kysely } from "kysely";
import { jsonArrayHas, jsonFlag, jsonText } from "#app/db/json-field.ts";
import type { Database } from "#app/db/schema.ts";
import { COLLECTIONS, readFields, type CollectionKey } from "./collections.ts";

/**
 * The one query behind every list of a collection's items (docs/decisions/039-collections.md): the
 * listing pages, topic and author pages, related articles, and what comes next (the Collection List
 * section, feeds). Published items of one collection in one language, newest publication date
 * first (the collection's sort), featured ones first when asked. Items carry what a card shows, not
 * their sections; their address is the pages' (pagePublicPath), which the caller's route asks.
 */
export interface CollectionItemsQuery {
  collection: CollectionKey;
  locale: string;
  /** Only items with this topic (a topic's translation key). */
  topic?: string;
  /** Only items with any of these topics (related articles); an empty list matches nothing. */
  anyTopic?: readonly string[];
  /** Only items by this author (an author profile's key). */
  author?: string;
  /** Only case studies of this industry, or that used this service (the registry's fixed lists). */
  industry?: string;
  service?: string;
  /** Leave out this translation group (the article the related ones are shown under). */
  exceptTranslationKey?: string;
  limit: number;
  offset: number;
  featuredFirst?: boolean;
  /** Oldest publication date first (a Collection List may ask); newest first otherwise, the collection's sort. */
  oldestFirst?: boolean;
}

export interface CollectionItem {
  id: string;
  collection: CollectionKey;
  locale: string;
  slug: string;
  title: string;
  translationKey: string;
  /** A site page's key: a migrated case study answers at that page's fixed path (pagePublicPath). */
  systemKey: string | null;
  /** The item's fields, read through its collection's schema. */
  fields: Record<string, unknown>;
  /** The date it shows as published ("" if none: an item published before the field was set) and its last change. */
  publishedAt: string;
  updatedAt: string;
}

/** Bounds every caller's paging: a list never reads more than this many rows at once. */
export const MAX_LIST_LIMIT = 100;

export async function listCollectionItems(database: Kysely<Database>, query: CollectionItemsQuery): Promise<{ items: CollectionItem[]; total: number }> {
  const collection = COLLECTIONS[query.collection];
  const limit = Math.min(Math.max(Math.trunc(query.limit), 0), MAX_LIST_LIMIT);
  const offset = Math.max(Math.trunc(query.offset), 0);
  if (query.anyTopic?.length === 0 || limit === 0) return { items: [], total: limit === 0 ? await countOnly(database, query) : 0 };

  const publishedAt = jsonText(database, "fields", "publishedAt");
  let rows = filtered(database, query).select(["id", "slug", "title", "locale", "translation_key", "system_key", "fields", "updated_at"]).select(publishedAt.as("published_at"));
  if (query.featuredFirst) rows = rows.orderBy(jsonFlag(database, "fields", "featured"), "desc");
  const direction = query.oldestFirst ? "asc" : "desc";
  // The shipped case studies share one date (their seeding's): among equals they keep their order (case-study-1 first), in both databases.
  const shippedOrder = sql<string>`coalesce(system_key, '')`;
  const [items, total] = await Promise.all([rows.orderBy(publishedAt, direction).orderBy(shippedOrder, "asc").orderBy("id", direction).limit(limit).offset(offset).execute(), countOnly(database, query)]);
  return {
    items: items.map((row) => ({
      id: row.id,
      collection: query.collection,
      locale: row.locale,
      slug: row.slug,
      title: row.title,
      translationKey: row.translation_key ?? row.id,
      systemKey: row.system_key,
      fields: readFields(collection, row.fields),
      publishedAt: row.published_at ?? "",
      updatedAt: row.updated_at,
    })),
    total,
  };
}

/**
 * The industries of the published case studies a query matches, each once (a list's "Filter by
 * industry" links offer only those that show something). Limit and offset are not used.
 */
export async function collectionItemIndustries(database: Kysely<Database>, query: CollectionItemsQuery): Promise<string[]> {
  const rows = await filtered(database, query).select(jsonText(database, "fields", "industry").as("industry")).distinct().execute();
  return rows.flatMap((row) => (row.industry ? [row.industry] : []));
}

function filtered(database: Kysely<Database>, query: CollectionItemsQuery) {
  // An item with a site page's key (a migrated case study) answers at that page's path and is listed like the others.
  let rows = database.selectFrom("pages").where("collection", "=", query.collection).where("locale", "=", query.locale).where("is_published", "=", true);
  if (query.topic !== undefined) rows = rows.where(jsonArrayHas(database, "fields", "topics", query.topic));
  if (query.anyTopic) {
    const topics = query.anyTopic;
    rows = rows.where((eb) => eb.or(topics.map((topic) => jsonArrayHas(database, "fields", "topics", topic))));
  }
  if (query.author !== undefined) rows = rows.where(jsonText(database, "fields", "author"), "=", query.author);
  if (query.industry !== undefined) rows = rows.where(jsonText(database, "fields", "industry"), "=", query.industry);
  if (query.service !== undefined) rows = rows.where(jsonArrayHas(database, "fields", "services", query.service));
  if (query.exceptTranslationKey !== undefined) {
    const key = query.exceptTranslationKey;
    rows = rows.where((eb) => eb(eb.fn.coalesce("translation_key", "id"), "!=", key));
  }
  return rows;
}

async function countOnly(database: Kysely<Database>, query: CollectionItemsQuery): Promise<number> {
  if (query.anyTopic?.length === 0) return 0;
  const row = await filtered(database, query)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
