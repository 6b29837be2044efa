import { PostgresAdapter, sql, type QueryExecutorProvider } from "kysely";

/**
 * Whether `SELECT … FOR UPDATE` exists here. PostgreSQL needs it to serialise read-check-write
 * rules (such as "keep one Admin") across concurrent transactions; SQLite has no such clause and
 * does not need it, because a write transaction there already excludes every other writer.
 */
export function supportsRowLocks(executor: { getExecutor(): { adapter: unknown } }): boolean {
  return executor.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Makes every other transaction that locks the same `key` wait until this one ends, for a
 * read-check-write rule over rows that may not exist yet (so `FOR UPDATE` has nothing to lock),
 * such as "at most n hits in this rate-limit bucket". PostgreSQL takes a transaction-scoped
 * advisory lock on a hash of the key; SQLite needs nothing, since it runs one write transaction at
 * a time.
 */
export async function lockKey(trx: QueryExecutorProvider, key: string): Promise<void> {
  if (supportsRowLocks(trx)) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
