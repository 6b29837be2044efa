// The database's own integrity check, for the tests that kill the server and open its database
// again (the crash harness): what each engine offers to find a damaged file or index and rows that
// break a foreign key. Resolves with the problems found, so an empty list means "intact".
import { DatabaseSync } from "node:sqlite";
import { sql, type Kysely } from "kysely";
import { sqlitePath } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";

/** The database to check: a Kysely handle on it, and its URL (see tests/utils/test-db.ts). */
export interface CheckedDatabase {
  db: Kysely<Database>;
  dialect: "sqlite" | "postgres";
  url: string;
}

export async function databaseIntegrityProblems({ db, dialect, url }: CheckedDatabase): Promise<string[]> {
  return dialect === "sqlite" ? sqliteProblems(url) : postgresProblems(db);
}

/**
 * SQLite: every page, index and constraint of the file (integrity_check), then every foreign key,
 * on a connection opened for the check, as a process starting after the crash would open it. Not on
 * the test's long-lived handle: FTS5's part of integrity_check trusts the index structure that
 * connection cached when it last read the search tables (migration 0007), so after another process
 * (the server) has written to them it reports "corruption found reading blob …" for a file that a
 * fresh connection, and every search query, finds intact (SQLite 3.53).
 */
async function sqliteProblems(url: string): Promise<string[]> {
  const database = new DatabaseSync(sqlitePath(url), { readOnly: true });
  try {
    const integrity = database.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    const problems = integrity.map((row) => row.integrity_check).filter((message) => message !== "ok");
    const orphans = database.prepare("PRAGMA foreign_key_check").all() as { table: string; rowid: number; parent: string }[];
    for (const orphan of orphans) problems.push(`${orphan.table} row ${orphan.rowid} points at a missing ${orphan.parent} row`);
    return problems;
  } finally {
    database.close();
  }
}

/**
 * PostgreSQL keeps its own files consistent through its write-ahead log, and a killed client cannot
 * damage them; still, checking is cheap: amcheck verifies every table's heap and every B-tree index
 * of this schema (each index against its table), and every foreign key is re-checked for rows whose
 * parent is missing.
 */
async function postgresProblems(db: Kysely<Database>): Promise<string[]> {
  await ensureAmcheck(db);
  const problems: string[] = [];

  const tables = await sql<{ oid: number; name: string }>`
    select c.oid::int as oid, c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'`.execute(db);
  for (const table of tables.rows) {
    const corrupt = await sql<{ msg: string }>`select msg from public.verify_heapam(${table.oid}::regclass)`.execute(db);
    for (const row of corrupt.rows) problems.push(`table ${table.name}: ${row.msg}`);
  }

  const indexes = await sql<{ oid: number; name: string }>`
    select c.oid::int as oid, c.relname as name from pg_class c join pg_am a on a.oid = c.relam
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'i' and a.amname = 'btree'`.execute(db);
  for (const index of indexes.rows) {
    try {
      // heapallindexed: every row of the table must be found in the index, not just the index be well formed.
      await sql`select public.bt_index_check(${index.oid}::regclass, true)`.execute(db);
    } catch (error) {
      problems.push(`index ${index.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const foreignKeys = await sql<{ name: string; child: string; child_column: string; parent: string; parent_column: string }>`
    select con.conname as name, child.relname as child, ca.attname as child_column, parent.relname as parent, pa.attname as parent_column
    from pg_constraint con
    join pg_class child on child.oid = con.conrelid
    join pg_class parent on parent.oid = con.confrelid
    join pg_attribute ca on ca.attrelid = con.conrelid and ca.attnum = con.conkey[1]
    join pg_attribute pa on pa.attrelid = con.confrelid and pa.attnum = con.confkey[1]
    where con.contype = 'f' and con.connamespace = current_schema()::regnamespace and cardinality(con.conkey) = 1`.execute(db);
  for (const key of foreignKeys.rows) {
    const child = sql.table(key.child);
    const parent = sql.table(key.parent);
    const childColumn = sql.ref(`${key.child}.${key.child_column}`);
    const parentColumn = sql.ref(`${key.parent}.${key.parent_column}`);
    const orphans = await sql<{ total: number }>`
      select count(*)::int as total from ${child}
      where ${childColumn} is not null and not exists (select 1 from ${parent} where ${parentColumn} = ${childColumn})`.execute(db);
    const total = orphans.rows[0]?.total ?? 0;
    if (total > 0) problems.push(`${total} ${key.child} rows break foreign key ${key.name}`);
  }
  return problems;
}

/** amcheck ships with PostgreSQL; installing it needs a superuser, as the test database's user is. */
async function ensureAmcheck(db: Kysely<Database>): Promise<void> {
  try {
    await sql`create extension if not exists amcheck with schema public`.execute(db);
  } catch (error) {
    // Another test file may be creating it at this moment; what counts is that it exists now.
    const installed = await sql`select 1 from pg_extension where extname = 'amcheck'`.execute(db);
    if (installed.rows.length === 0) throw error;
  }
}
