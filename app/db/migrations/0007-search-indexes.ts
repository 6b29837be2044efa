import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Issue E: the subscriber and contact-message searches ("contains", case-insensitive) read every row
 * of a 100,000-row table, because no B-tree serves a pattern with a leading wildcard. Trigram indexes
 * do (decision 015):
 * - PostgreSQL: a pg_trgm GIN index on each searched `lower(coalesce(column, ''))`, the very
 *   expression the search compares, so the planner uses it for the unchanged LIKE query. Without the
 *   extension (not installed on the server, or not allowed) the searches work as before, unindexed.
 * - SQLite: an FTS5 table with the trigram tokenizer per searched table, holding no copy of the text
 *   (external content: it reads the base table's rows by rowid) and kept in step by triggers.
 */
/** The columns each list searches (subscribers.server.ts, inbox.server.ts), as of this migration. */
const SEARCHED_COLUMNS: Record<string, string[]> = {
  subscribers: ["email", "first_name", "last_name"],
  contact_submissions: ["name", "email", "company", "message"],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await createTrigramIndexes(db);
  else await createTrigramTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    if (postgres) {
      for (const column of columns) await sql`drop index if exists ${sql.ref(trigramIndex(table, column))}`.execute(db);
    } else {
      for (const event of ["insert", "delete", "update"]) await sql`drop trigger if exists ${sql.ref(`${trigramTable(table)}_${event}`)}`.execute(db);
      await sql`drop table if exists ${sql.table(trigramTable(table))}`.execute(db);
    }
  }
}

async function createTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  // In a block of its own: a refusal (no such extension, no privilege) must not abort the migration's transaction.
  await sql`do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm unavailable: %', sqlerrm; end $$`.execute(db);
  // The operator class lives wherever the extension was installed, which need not be on this connection's search_path.
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) return;
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    for (const column of columns) {
      await sql`create index if not exists ${sql.ref(trigramIndex(table, column))} on ${sql.table(table)} using gin (lower(coalesce(${sql.ref(column)}, '')) ${sql.ref(`${schema}.gin_trgm_ops`)})`.execute(db);
    }
  }
}

async function createTrigramTables(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    const search = sql.table(trigramTable(table));
    const base = sql.table(table);
    const names = sql.join(columns.map((column) => sql.ref(column)));
    const values = (row: "new" | "old") => sql.join(columns.map((column) => sql.ref(`${row}.${column}`)));
    await sql`create virtual table ${search} using fts5(${names}, content=${sql.lit(table)}, tokenize='trigram')`.execute(db);
    await sql`insert into ${search}(${search}) values ('rebuild')`.execute(db);
    // The external-content recipe from the FTS5 documentation: the index learns old values on delete.
    await sql`create trigger ${sql.ref(`${trigramTable(table)}_insert`)} after insert on ${base} begin
      insert into ${search}(rowid, ${names}) values (new.rowid, ${values("new")});
    end`.execute(db);
    await sql`create trigger ${sql.ref(`${trigramTable(table)}_delete`)} after delete on ${base} begin
      insert into ${search}(${search}, rowid, ${names}) values ('delete', old.rowid, ${values("old")});
    end`.execute(db);
    await sql`create trigger ${sql.ref(`${trigramTable(table)}_update`)} after update of ${names} on ${base} begin
      insert into ${search}(${search}, rowid, ${names}) values ('delete', old.rowid, ${values("old")});
      insert into ${search}(rowid, ${names}) values (new.rowid, ${values("new")});
    end`.execute(db);
  }
}

/** The name db/text-search.server.ts looks for. */
function trigramTable(table: string): string {
  return `${table}_trigrams`;
}

function trigramIndex(table: string, column: string): string {
  return `${table}_${column}_trgm_idx`;
}
