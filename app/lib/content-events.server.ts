import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * "What visitors see has changed": the signal that empties the public HTML cache
 * (server/html-cache.ts, docs/decisions/012-html-cache.md). This process hears it right after the
 * change commits; with PostgreSQL every other app instance hears it through NOTIFY on this channel,
 * which PostgreSQL delivers exactly when the transaction commits (and never for a rolled-back one).
 */
export const CONTENT_CHANNEL = "brandcheck_content_changed";

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribes to content changes made by this process; returns the unsubscribe function. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `work` in one transaction that changes public content. The NOTIFY for other instances is
 * part of that transaction; this process's listeners run after the commit, so a page rendered from
 * the old rows cannot be kept once they ran.
 */
export async function changeContent<T>(database: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const result = await database.transaction().execute(async (trx) => {
    const value = await work(trx);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_notify(${CONTENT_CHANNEL}, '')`.execute(trx);
    return value;
  });
  for (const listener of listeners) listener();
  return result;
}
