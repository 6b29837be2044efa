import pg from "pg";
import { logger } from "#app/lib/logger.server.ts";

/**
 * Bounds on waiting for PostgreSQL, so that while it is unreachable a request fails within seconds
 * instead of hanging: opening a connection, and noticing a connection whose server vanished without
 * closing it (TCP keepalive). Shared by every connection the app opens, pooled or not.
 */
export const PG_CONNECTION_LIMITS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.ClientConfig;

// No request needs a statement this long (lists and exports read in pages); one that runs away
// is stopped by the server and frees its connection for the others.
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * A connection pool with the limits above. An idle connection the server dropped (a restart, a
 * network cut) emits "error" on the pool, which would crash the process if nobody listened: the
 * pool has already discarded it and the next query opens a fresh one, so logging is all there is
 * to do, and the app recovers by itself when the database comes back.
 */
export function createPgPool(url: string, options: Pick<pg.PoolConfig, "max" | "types">): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...PG_CONNECTION_LIMITS, statement_timeout: STATEMENT_TIMEOUT_MS, ...options });
  pool.on("error", (error) => logger.warn({ err: error }, "An idle database connection was lost"));
  // A connection lost while checked out but between two statements (inside a transaction, say)
  // emits "error" on its client, where the pool's idle listener no longer is: without this it
  // would crash the process. The transaction's next statement fails instead, as it should.
  pool.on("connect", (client) => client.on("error", (error) => logger.warn({ err: error }, "A database connection in use was lost")));
  return pool;
}
