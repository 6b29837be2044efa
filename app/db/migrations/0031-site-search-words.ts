import { PostgresAdapter, sql, type Kysely } from "kysely";
import { createExternalContentIndex, dropExternalContentIndex } from "./fts5-index.ts";

/**
 * Issue R, the site search on SQLite (docs/decisions/039-collections.md, "Site search"): a word index
 * of the published pages beside 0026's trigram one. The trigram index finds a term anywhere (in any
 * script), but ranking through it intersects one list per three letters of every term, 14–24 ms of a
 * search for "quality control" over 10,000 articles; a word index has one list per word, and ranks
 * the same rows in 6–8 ms (`npm run bench scale`, 28 November). Words are split by the unicode61
 * tokenizer with diacritics folded ("Rückruf" is "ruckruf"), which suits the languages written with
 * spaces; Chinese keeps the trigram index. PostgreSQL ranks by its own tsvector (0026).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await createExternalContentIndex(db, "page_search_words", "page_search", ["title", "body"], "unicode61 remove_diacritics 2");
  // The rows already there (the triggers see only what is written from now on).
  await sql`insert into page_search_words(page_search_words) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await dropExternalContentIndex(db, "page_search_words");
}
