import { AsyncLocalStorage } from "node:async_hooks";
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

/**
 * Connections per pool: the app's own, and better-auth's (auth-db.server.ts), per process. A request
 * that finds its pool's connections all in use waits for one up to connectionTimeoutMillis, then
 * fails; see PoolExhaustionWatch.
 */
export const PG_POOL_SIZES = { app: 10, auth: 5 } as const;

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
  const pool = new WatchedPool({ connectionString: url, ...PG_CONNECTION_LIMITS, statement_timeout: STATEMENT_TIMEOUT_MS, ...options });
  pool.on("error", (error) => logger.warn({ err: error }, "An idle database connection was lost"));
  // A connection lost while checked out but between two statements (inside a transaction, say)
  // emits "error" on its client, where the pool's idle listener no longer is: without this it
  // would crash the process. The transaction's next statement fails instead, as it should.
  pool.on("connect", (client) => client.on("error", (error) => logger.warn({ err: error }, "A database connection in use was lost")));
  return pool;
}

/**
 * What the pool throws when every connection is checked out and none came back within
 * connectionTimeoutMillis. Only that wait: a new connection the server did not complete in time
 * ("Connection terminated due to connection timeout") may be an outage, which the database's own
 * answer tells (databaseFailure). pg-pool gives the error no code; pg-pool.server.test.ts holds the
 * installed pg-pool to these words.
 */
const POOL_EXHAUSTED_MESSAGE = "timeout exceeded when trying to connect";

const watches = new AsyncLocalStorage<PoolExhaustionWatch>();

/**
 * Tells whether the work it runs (a request, an auth call) waited in vain for a pooled connection:
 * the pool ran dry, which is overload, not a bug, however the error was caught or wrapped on its way
 * up (better-auth answers a bare 500 for it). Watches nest: what the inner one sees, the outer ones see too.
 */
export class PoolExhaustionWatch {
  #exhausted = false;
  readonly #outer = watches.getStore();

  get exhausted(): boolean {
    return this.#exhausted;
  }

  run<T>(work: () => T): T {
    return watches.run(this, work);
  }

  note(): void {
    this.#exhausted = true;
    this.#outer?.note();
  }
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

/** A pool that tells the watch of whoever asked for a connection (if any) when it ran dry for them. */
class WatchedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // Taken now, in the caller's context, so the note reaches the right request whatever pg does in between.
    const watch = watches.getStore();
    const noteIfExhausted = (error: unknown) => {
      if (error instanceof Error && error.message === POOL_EXHAUSTED_MESSAGE) watch?.note();
    };
    if (callback) {
      return super.connect((error, client, done) => {
        noteIfExhausted(error);
        callback(error, client, done);
      });
    }
    return super.connect().catch((error: unknown) => {
      noteIfExhausted(error);
      throw error;
    });
  }
}
