// Every row of every table of a test's database, to prove that a refused request changed nothing at
// all (not only the table the request aimed at).
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import type { DB } from "#app/db/client.server.ts";

/** One string per table, its rows in a stable order; equal snapshots mean nothing was written. */
export async function databaseSnapshot(db: DB): Promise<Map<string, string>> {
  const snapshot = new Map<string, string>();
  for (const name of await tableNames(db)) {
    const rows = await db.selectFrom(sql.table(name).as("t")).selectAll().execute();
    snapshot.set(name, rows.map((row) => JSON.stringify(row)).sort().join("\n"));
  }
  return snapshot;
}

/**
 * The test database's tables, read once per database: no request creates a table, and on PostgreSQL
 * the catalog query reads every parallel test file's schema, which made it most of a snapshot's time.
 */
const tableNamesByDb = new WeakMap<DB, Promise<string[]>>();
function tableNames(db: DB): Promise<string[]> {
  let names = tableNamesByDb.get(db);
  if (!names) {
    names = readTableNames(db);
    tableNamesByDb.set(db, names);
  }
  return names;
}

async function readTableNames(db: DB): Promise<string[]> {
  // PostgreSQL test databases are schemas of one shared database (tests/utils/test-db.ts): only ours counts.
  const schema = await sql<{ name: string | null }>`select current_schema() as name`
    .execute(db)
    .then((result) => result.rows[0]?.name ?? null)
    .catch(() => null);
  // The 404 log counts visits in the background (batched every few seconds): not a write of the request's.
  const derived = await sqliteFullTextTables(db);
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: false })).filter(
    (table) => (!schema || table.schema === schema) && table.name !== "not_found_log" && !derived.has(table.name),
  );
  return tables.map((table) => table.name).sort((a, b) => a.localeCompare(b));
}

/**
 * SQLite's FTS5 tables and their shadow tables (_data, _idx, _content, _docsize, _config): kept by
 * triggers from the tables they index, which the snapshot holds, so they add nothing to it but most
 * of its cost (their binary index pages were two thirds of a snapshot's time once site search came).
 * Empty on PostgreSQL, whose search columns are part of the indexed tables themselves.
 */
async function sqliteFullTextTables(db: DB): Promise<Set<string>> {
  const virtual = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'`
    .execute(db)
    .then((result) => result.rows.map((row) => row.name))
    .catch(() => []);
  return new Set(virtual.flatMap((name) => [name, ...["data", "idx", "content", "docsize", "config"].map((shadow) => `${name}_${shadow}`)]));
}

/**
 * Waits until the jobs worker has no job left to run (of `types`, when given), so its writes do not
 * land between two snapshots.
 */
export async function waitForIdleJobs(db: DB, { timeoutMs = 15_000, types }: { timeoutMs?: number; types?: readonly string[] } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await db
      .selectFrom("jobs")
      .select("type")
      .where("status", "=", "pending")
      .$if(types !== undefined, (query) => query.where("type", "in", types!))
      .execute();
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Jobs still pending after ${timeoutMs} ms: ${pending.map((job) => job.type).join(", ")}`);
    await sleep(100);
  }
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
