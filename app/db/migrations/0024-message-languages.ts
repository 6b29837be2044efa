import { sql, type Kysely } from "kysely";

/**
 * Issue Q (docs/decisions/037-locale-model.md, "What else records a language"): a contact message
 * and a newsletter subscriber record the language they were sent in, a site_languages tag. Every
 * row from before was sent in the default language (the site served no other), so that is what they
 * get, and the column's default; the application names the language on every write it makes. Keyed
 * by the tag, not by a reference to site_languages, like visit_languages (0022): what was sent in a
 * language stays recorded in it whatever becomes of that language's settings.
 *
 * Each list is filtered by language and read newest first, so the index holds them in that order
 * per language, beside the indexes the lists already read without a filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const defaultTag = await sql<{ tag: string }>`select tag from site_languages where is_default`.execute(db);
  const locale = defaultTag.rows[0]?.tag ?? "en";
  for (const table of ["contact_submissions", "subscribers"]) {
    await db.schema.alterTable(table).addColumn("locale", "text", (c) => c.notNull().defaultTo(locale)).execute();
  }
  await db.schema.createIndex("contact_submissions_locale_idx").on("contact_submissions").columns(["locale", "created_at", "id"]).execute();
  await db.schema.createIndex("subscribers_locale_idx").on("subscribers").columns(["locale", "subscribed_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("subscribers_locale_idx").execute();
  await db.schema.dropIndex("contact_submissions_locale_idx").execute();
  for (const table of ["subscribers", "contact_submissions"]) await db.schema.alterTable(table).dropColumn("locale").execute();
}
