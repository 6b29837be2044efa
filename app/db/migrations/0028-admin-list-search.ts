import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Issue R, the admin lists' search (docs/decisions/039-collections.md, "As built: admin lists"): the
 * Pages list and each collection's list find a row by its title, slug or words, drafts included, at
 * 10,000 rows. The site search's index (0026) holds published rows only, on purpose, so the admin lists
 * get an index of their own:
 *
 * - `page_admin_search`: one row per `pages` row, every state: its title, slug and plain words,
 *   lower-cased by the application (so both databases compare the same letters), at the page's
 *   version. Written in the transaction of every change to a page, by the same call that keeps the
 *   site search's index (syncPageSearch), and filled at start (ensureSearchIndex).
 * - SQLite: an FTS5 table with the trigram tokenizer over it (external content, kept by triggers, as
 *   0007 and 0026 do). PostgreSQL: a pg_trgm GIN index on the text, where pg_trgm is installed.
 *
 * Like 0026 it reads no column of `pages`: the index starts empty and the start-up fills it. It also
 * adds covering indexes for the lists (docs/benchmarks.md, Scale): a list's order and count, and the
 * rows a search finds, read from an index, never from rows that carry a page's whole content.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("page_admin_search")
    .addColumn("id", "integer", (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn("page_id", "text", (c) => c.notNull().unique())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  if (postgres) await createPostgresIndex(db);
  else await createSqliteIndex(db);
  // Covering indexes for the lists (what a filter or a count reads, never the page's content): the order
  // per collection (the Pages list is collection null), and a row found by id through the search index.
  await db.schema.createIndex("pages_list_order_idx").on("pages").columns([...LIST_ORDER, ...LIST_COLUMNS]).execute();
  await db.schema.createIndex("pages_list_lookup_idx").on("pages").columns(["id", "collection", ...LIST_COLUMNS, "updated_at"]).execute();
}

/** Ordered by collection then newest change; carrying the columns the lists filter on. */
const LIST_ORDER = ["collection", "updated_at", "id"];
const LIST_COLUMNS = ["system_key", "locale", "translation_key", "is_published"];

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("pages_list_lookup_idx").execute();
  await db.schema.dropIndex("pages_list_order_idx").execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const event of ["insert", "delete", "update"]) await sql`drop trigger if exists ${sql.ref(`${INDEX}_${event}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(INDEX)}`.execute(db);
  }
  await db.schema.dropTable("page_admin_search").execute();
}

/** The FTS5 table's name, where db/text-search.server.ts reads it. */
const INDEX = "page_admin_search_trigrams";

async function createPostgresIndex(db: Kysely<unknown>): Promise<void> {
  // In a block of its own: a refusal (no such extension, no privilege) must not abort the migration's transaction.
  await sql`do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm unavailable: %', sqlerrm; end $$`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return;
  await sql`create index page_admin_search_text_trgm_idx on page_admin_search using gin (text ${sql.ref(`${schema}.gin_trgm_ops`)})`.execute(db);
}

async function createSqliteIndex(db: Kysely<unknown>): Promise<void> {
  const search = sql.table(INDEX);
  await sql`create virtual table ${search} using fts5(text, content='page_admin_search', content_rowid='id', tokenize='trigram')`.execute(db);
  // The external-content recipe from the FTS5 documentation: the index learns old values on delete.
  await sql`create trigger ${sql.ref(`${INDEX}_insert`)} after insert on page_admin_search begin
    insert into ${search}(rowid, text) values (new.id, new.text);
  end`.execute(db);
  await sql`create trigger ${sql.ref(`${INDEX}_delete`)} after delete on page_admin_search begin
    insert into ${search}(${search}, rowid, text) values ('delete', old.id, old.text);
  end`.execute(db);
  await sql`create trigger ${sql.ref(`${INDEX}_update`)} after update of text on page_admin_search begin
    insert into ${search}(${search}, rowid, text) values ('delete', old.id, old.text);
    insert into ${search}(rowid, text) values (new.id, new.text);
  end`.execute(db);
}
