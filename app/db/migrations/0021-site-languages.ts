import { sql, type Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue Q (docs/decisions/037-locale-model.md): the languages the site serves. One row is the
 * default language, served at the addresses without a prefix; the others live under `/{url_prefix}`.
 * A fresh install (no page yet) starts with English, German and Traditional Chinese for Hong Kong;
 * an upgraded one starts with English alone, so nothing a visitor sees changes until an Admin adds
 * a language. The names and directions are those of features/languages/known-languages.ts, written
 * out here because a migration must not change when that list does.
 */
const FRESH = [
  { tag: "en", native_name: "English", url_prefix: "en", direction: "ltr", position: 0 },
  { tag: "de", native_name: "Deutsch", url_prefix: "de", direction: "ltr", position: 1 },
  { tag: "zh-HK", native_name: "繁體中文（香港）", url_prefix: "zh-hk", direction: "ltr", position: 2 },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable("site_languages")
    .addColumn("tag", "text", (c) => c.primaryKey())
    .addColumn("native_name", "text", (c) => c.notNull())
    .addColumn("url_prefix", "text", (c) => c.notNull().unique())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("enabled", types.boolean, (c) => c.notNull())
    .addColumn("is_default", types.boolean, (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", types.timestamp, (c) => c.notNull())
    .addColumn("updated_at", types.timestamp, (c) => c.notNull())
    .execute();
  // At most one default, held by the database itself: two Admins choosing at once cannot make two.
  await sql`create unique index site_languages_one_default on site_languages (is_default) where is_default`.execute(db);

  const pages = db as unknown as Kysely<{ pages: { id: string } }>;
  const fresh = !(await pages.selectFrom("pages").select("id").limit(1).executeTakeFirst());
  const now = new Date().toISOString();
  const rows = (fresh ? FRESH : FRESH.slice(0, 1)).map((row) => ({ ...row, enabled: true, is_default: row.tag === "en", created_at: now, updated_at: now }));
  await (db as unknown as Kysely<{ site_languages: (typeof rows)[number] }>).insertInto("site_languages").values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_languages").execute();
}
