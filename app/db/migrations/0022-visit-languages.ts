import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Issue Q (docs/decisions/030-cookie-free-visit-counts.md, 037-locale-model.md): views per UTC day
 * and language, the language a path was in when it was counted (its prefix, with the languages then
 * enabled). Keyed by the tag, not by a reference to site_languages: a language removed or given
 * another prefix later keeps its rows. Bounded by itself: a day has at most one row per language
 * the site has had (a fixed list in code), plus '' for views counted while the languages could not
 * be read; so a 90-day period is a few hundred rows at most, summed directly (no period totals, which
 * visit_pages needs for its million rows). Stored in key order on SQLite, like the other daily tables.
 * The days counted before are the default language's: the site served no other language then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("visit_languages")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_languages_pk", ["day", "locale"])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql`
    insert into visit_languages (day, locale, views)
    select visit_days.day, site_languages.tag, visit_days.views
    from visit_days join site_languages on site_languages.is_default
    where visit_days.views > 0
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("visit_languages").execute();
}
