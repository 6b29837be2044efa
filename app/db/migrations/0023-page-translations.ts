import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Issue Q (docs/decisions/037-locale-model.md): every page is in one language, and the translations
 * of one page share a translation key. A translation is a row of its own (slug, content, publishing,
 * revisions), so every page mechanism works per language. Existing pages are in the default language
 * (the one migration 0021 made the default), and each starts a translation group of its own, so every
 * address and every word stays as it was.
 *
 * Slugs and site-page keys were unique across the whole table; now they are unique within a language
 * ("services" in English and in Traditional Chinese). PostgreSQL drops the constraint; SQLite cannot
 * drop one written into CREATE TABLE, so the table is rebuilt from its own definition without it,
 * with foreign keys off meanwhile (SQLite's documented procedure): the revisions, schedules and preview
 * links that point at pages keep pointing at the rebuilt table, and none is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const defaultTag = await sql<{ tag: string }>`select tag from site_languages where is_default`.execute(db);
  const locale = defaultTag.rows[0]?.tag ?? "en";

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table pages drop constraint pages_slug_key`.execute(db);
    await db.schema.dropIndex("pages_system_key_idx").execute();
  } else {
    await rebuildSqlitePagesWithoutSlugConstraint(db);
  }

  await db.schema.alterTable("pages").addColumn("locale", "text", (c) => c.notNull().defaultTo(locale)).execute();
  await db.schema.alterTable("pages").addColumn("translation_key", "text").execute();
  // A site page is the same page in every language: its translations share one key
  // (features/pages/site-pages/site-pages.ts, sitePageTranslationKey); a page staff made starts its own.
  await sql`update pages set translation_key = case when system_key is null then id else 'site-page:' || system_key end`.execute(db);
  // The default language's version a translation was made from; null on the default language's own rows.
  await db.schema.alterTable("pages").addColumn("source_version", "integer").execute();
  await db.schema.createIndex("pages_locale_slug_idx").unique().on("pages").columns(["locale", "slug"]).execute();
  await db.schema.createIndex("pages_locale_system_key_idx").unique().on("pages").columns(["locale", "system_key"]).execute();
  await db.schema.createIndex("pages_translation_idx").unique().on("pages").columns(["translation_key", "locale"]).execute();
}

async function rebuildSqlitePagesWithoutSlugConstraint(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master where tbl_name = 'pages'`.execute(db);
  const table = rows.find((row) => row.type === "table")?.sql;
  const withoutUnique = table?.replace(/("slug" text not null) unique/, "$1");
  if (!table || !withoutUnique || withoutUnique === table) throw new Error("0023: the pages table does not have the definition this migration rebuilds");
  // The site-page key's unique index is replaced below by one per language; the other indexes come back as they were.
  const indexes = rows.filter((row) => row.type === "index" && row.sql && row.name !== "pages_system_key_idx").map((row) => row.sql!);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(withoutUnique.replace(/^CREATE TABLE "pages"/, 'CREATE TABLE "pages_rebuilt"')).execute(db);
      await sql`insert into pages_rebuilt select * from pages`.execute(db);
      await sql`drop table pages`.execute(db);
      await sql`alter table pages_rebuilt rename to pages`.execute(db);
      for (const index of indexes) await sql.raw(index).execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`0023: rebuilding pages broke ${broken.rows.length} foreign keys`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("pages_translation_idx").execute();
  await db.schema.dropIndex("pages_locale_system_key_idx").execute();
  await db.schema.dropIndex("pages_locale_slug_idx").execute();
  for (const column of ["source_version", "translation_key", "locale"]) await db.schema.alterTable("pages").dropColumn(column).execute();
  await db.schema.createIndex("pages_system_key_idx").unique().on("pages").column("system_key").execute();
  await db.schema.createIndex("pages_slug_key").unique().on("pages").column("slug").execute();
}
