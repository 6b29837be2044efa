import { PostgresAdapter } from "kysely";

/**
 * Whether `SELECT … FOR UPDATE` exists here. PostgreSQL needs it to serialise read-check-write
 * rules (such as "keep one Admin") across concurrent transactions; SQLite has no such clause and
 * does not need it, because a write transaction there already excludes every other writer.
 */
export function supportsRowLocks(executor: { getExecutor(): { adapter: unknown } }): boolean {
  return executor.getExecutor().adapter instanceof PostgresAdapter;
}
