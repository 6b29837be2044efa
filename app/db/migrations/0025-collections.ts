import { PostgresAdapter, sql, type Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";
import { moveAsideClashingPages } from "./move-aside-pages.ts";

/**
 * Issue R (docs/decisions/039-collections.md): a collection item (an Insights article, a case study)
 * is a row of `pages` with `collection` set to its collection's key and its own fields in `fields`
 * (JSON, `{}` for a page), so drafts, revisions, schedules, preview links and translations serve it
 * unchanged. A page keeps `collection` null.
 *
 * Slugs become unique per language and collection: an article "pricing" at /insights/pricing and a
 * page at /pricing may both exist. The index names the collection as '' for a page (an expression,
 * since NULLs are distinct in a unique index on both databases). A revision keeps the item's fields
 * too, so restoring one brings them back.
 *
 * A page staff made at /insights (the Insights' listing) or /search (the site search) was about to be
 * hidden by that route: it moves aside as a draft, as 0011 did for the site pages. (/case-studies is
 * the site page that lists the case studies, already.) The list is written out here: a migration must
 * not change when the registry does.
 *
 * Topics (per language, grouped by translation key like pages) and the authors' public profiles
 * (per language; `author_key` is the staff member's user id, or a key of its own for a byline no
 * account stands behind, such as the sample articles' editorial team) are tables of their own.
 *
 * A fresh install (no page yet, as 0021 tells it) ships three sample Insights articles; an upgraded
 * one gets none. Whether they are due is decided here, once, and kept in `pending_seeds` until the
 * seeding at start (after the site pages, whose addresses their links name) writes them and deletes
 * the mark, so deleting the samples later never brings them back.
 */
const TAKEN_SEGMENTS = ["insights", "search"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const fresh = !(await (db as unknown as Kysely<{ pages: { id: string } }>).selectFrom("pages").select("id").limit(1).executeTakeFirst());

  await moveAsideClashingPages(db, TAKEN_SEGMENTS);

  await db.schema.alterTable("pages").addColumn("collection", "text").execute();
  await db.schema.alterTable("pages").addColumn("fields", types.json, (c) => c.notNull().defaultTo(sql`'{}'`)).execute();
  await db.schema.alterTable("page_revisions").addColumn("fields", types.json, (c) => c.notNull().defaultTo(sql`'{}'`)).execute();

  await db.schema.dropIndex("pages_locale_slug_idx").execute();
  await sql`create unique index pages_locale_collection_slug_idx on pages (locale, coalesce(collection, ''), slug)`.execute(db);
  // A listing reads one collection's published items in one language, newest publication date first
  // (features/collections/collection-items.server.ts, which writes the same expression through db/json-field.ts).
  const publishedAt = postgres ? sql`(fields ->> 'publishedAt')` : sql`json_extract(fields, '$.publishedAt')`;
  await sql`create index pages_collection_listing_idx on pages (collection, locale, is_published, ${publishedAt})`.execute(db);

  await db.schema
    .createTable("topics")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("translation_key", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", types.timestamp, (c) => c.notNull())
    .addColumn("updated_at", types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("topics_locale_slug_idx").unique().on("topics").columns(["locale", "slug"]).execute();
  await db.schema.createIndex("topics_translation_idx").unique().on("topics").columns(["translation_key", "locale"]).execute();

  await db.schema
    .createTable("author_profiles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("author_key", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("photo_media_id", "text", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("created_at", types.timestamp, (c) => c.notNull())
    .addColumn("updated_at", types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("author_profiles_locale_slug_idx").unique().on("author_profiles").columns(["locale", "slug"]).execute();
  await db.schema.createIndex("author_profiles_key_idx").unique().on("author_profiles").columns(["author_key", "locale"]).execute();

  await db.schema
    .createTable("pending_seeds")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("created_at", types.timestamp, (c) => c.notNull())
    .execute();
  if (fresh) {
    await (db as unknown as Kysely<{ pending_seeds: { name: string; created_at: string } }>)
      .insertInto("pending_seeds")
      .values({ name: "sample-insights", created_at: new Date().toISOString() })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pending_seeds").execute();
  await db.schema.dropTable("author_profiles").execute();
  await db.schema.dropTable("topics").execute();
  await db.schema.dropIndex("pages_collection_listing_idx").execute();
  await db.schema.dropIndex("pages_locale_collection_slug_idx").execute();
  await db.deleteFrom("pages" as never).where("collection" as never, "is not", null).execute();
  await db.schema.alterTable("page_revisions").dropColumn("fields").execute();
  for (const column of ["fields", "collection"]) await db.schema.alterTable("pages").dropColumn(column).execute();
  await db.schema.createIndex("pages_locale_slug_idx").unique().on("pages").columns(["locale", "slug"]).execute();
}
