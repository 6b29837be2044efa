import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { isPostgresUrl } from "./dialect.ts";
import { createPgPool, PG_POOL_SIZES } from "./pg-pool.server.ts";
import { PostgresNulPlugin } from "./postgres-nul-plugin.server.ts";
import type { DB } from "./client.server.ts";

/** What better-auth's Kysely adapter is given: a Kysely instance without the app's value conversions. */
export interface AuthDatabase {
  // better-auth queries its own tables by name; the app's Database type does not describe them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  type: "sqlite" | "postgres";
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * better-auth converts values itself and expects each driver's native shapes: Date objects and
 * booleans from PostgreSQL, ISO text and 0/1 from SQLite. The app's handle turns PostgreSQL
 * timestamps into ISO strings and SQLite's 0/1 into booleans, which would break its comparisons
 * (an ISO string is never `< new Date()`), so it gets a handle without those conversions:
 * - PostgreSQL: its own small pool on the same URL with pg's default type parsers, except that
 *   int8 (the rate limiter's millisecond timestamps, counts) is read as a number.
 * - SQLite: the app's own connection without its plugins. node:sqlite runs every statement
 *   synchronously on one thread, so a second connection would add lock contention, not speed,
 *   and sharing it also works for `:memory:` databases.
 */
export function openAuthDatabase(app: DB, url: string): AuthDatabase {
  if (!isPostgresUrl(url)) {
    return { db: app.withoutPlugins(), type: "sqlite", close: async () => {} };
  }
  const pool = createPgPool(url, {
    max: PG_POOL_SIZES.auth,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A NUL in a token or address would otherwise be a PostgreSQL error (postgres-nul-plugin.server.ts).
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), plugins: [new PostgresNulPlugin()] });
  return { db, type: "postgres", close: () => db.destroy() };
}
