import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Issue R, the site search on PostgreSQL (docs/decisions/039-collections.md, "Site search"): the text
 * its substring test compares, lower-cased once when a row is written instead of at every search.
 *
 * 0026 indexed the expression `lower(title || ' ' || body)` with pg_trgm; the index finds candidate
 * rows, but PostgreSQL then tests each against the pattern, lower-casing its whole text again: at
 * 10,000 articles a Chinese word in 2,658 of them cost 19 ms of lower() against 4 ms for the test on
 * text already lower-cased (`npm run bench scale`, 27 November). A stored generated column holds it;
 * its trigram index replaces the expression's. SQLite searches through FTS5 and gains nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table page_search add column search_text text generated always as (lower(title || ' ' || body)) stored`.execute(db);
  await sql`drop index if exists page_search_text_trgm_idx`.execute(db);
  const schema = await trigramSchema(db);
  if (schema) await sql`create index page_search_search_text_trgm_idx on page_search using gin (search_text ${sql.ref(`${schema}.gin_trgm_ops`)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists page_search_search_text_trgm_idx`.execute(db);
  await sql`alter table page_search drop column search_text`.execute(db);
  const schema = await trigramSchema(db);
  if (schema) await sql`create index page_search_text_trgm_idx on page_search using gin (lower(title || ' ' || body) ${sql.ref(`${schema}.gin_trgm_ops`)})`.execute(db);
}

/** Where pg_trgm is installed, as 0026 found it (it may not be: then there is no trigram index to make). */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}
