import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * "What visitors see has changed": the signal that empties the public HTML cache
 * (server/html-cache.ts, docs/decisions/012-html-cache.md). This process hears it right after the
 * change commits; with PostgreSQL every other app instance hears it through NOTIFY on this channel,
 * which PostgreSQL delivers exactly when the transaction commits (and never for a rolled-back one).
 *
 * Channels are database-wide, but a site's tables live in one schema and two sites (or the test
 * files running at once) may share a database: so the name carries the schema the tables are
 * created in, `current_schema()`, as the migrations' bookkeeping does (app/db/migrate.server.ts).
 * Its md5 makes any schema name a plain identifier of fixed length (59 bytes, within PostgreSQL's
 * 63). PostgreSQL works the name out on the connection that notifies, so it is always that
 * connection's schema, at no extra round trip.
 */
const CONTENT_CHANNEL = sql<string>`'brandcheck_content_changed_' || md5(current_schema())`;

/** The channel that changes to `database`'s tables are announced on (PostgreSQL only): what its listener LISTENs to. */
export async function contentChannel(database: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ channel: string }>`select ${CONTENT_CHANNEL} as channel`.execute(database);
  return rows[0]!.channel;
}

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
 * the old rows cannot be kept once they ran. A write that may find nothing to do says so through
 * `changed`: when it answers false for the result, nobody hears of it, and no cache is emptied
 * for nothing (each announcement empties every instance's page cache).
 */
export async function changeContent<T>(
  database: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
  changed: (result: T) => boolean = () => true,
): Promise<T> {
  const result = await database.transaction().execute(async (trx) => {
    const value = await work(trx);
    if (changed(value) && trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_notify(${CONTENT_CHANNEL}, '')`.execute(trx);
    return value;
  });
  if (changed(result)) for (const listener of listeners) listener();
  return result;
}
