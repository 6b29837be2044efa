import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, sql, SqliteDialect } from "kysely";
import pg from "pg";
import { env } from "#app/lib/env.server.ts";
import { isPostgresUrl, sqlitePath } from "./dialect.ts";
import { createPgPool, PG_POOL_SIZES } from "./pg-pool.server.ts";
import type { Database } from "./schema.ts";
import { PostgresNulPlugin } from "./postgres-nul-plugin.server.ts";
import { openSqlite } from "./sqlite-adapter.server.ts";
import { SqliteValuesPlugin } from "./sqlite-values-plugin.server.ts";

export type DB = Kysely<Database>;

/** What queries and commands take besides their input: the database (a transaction, a test's own) and the clock. */
export interface QueryOptions {
  database?: DB;
  now?: Date;
}

const TIMESTAMPTZ_OID = 1184;
const TIMESTAMP_OID = 1114;
const INT8_OID = 20;

/** Builds a Kysely instance for a database URL: PostgreSQL for postgres://, otherwise an SQLite file. */
export function createDb(url: string): DB {
  if (isPostgresUrl(url)) {
    const pool = createPgPool(url, {
      max: PG_POOL_SIZES.app,
      // Timestamps as ISO strings and counts as numbers, the same shapes SQLite gives.
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") => {
          if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) return (v: string) => new Date(v).toISOString();
          if (oid === INT8_OID) return (v: string) => Number(v);
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new PostgresNulPlugin()] });
  }
  const path = sqlitePath(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqlite(path) }),
    plugins: [new SqliteValuesPlugin()],
  });
}

let instance: DB | undefined;

/** The application's one database handle, opened on first use. */
export function db(): DB {
  instance ??= createDb(env().DATABASE_URL);
  return instance;
}

/**
 * Why the database does not answer a trivial query right now, or undefined when it does: the
 * readiness probe, and how a failed request tells a database outage from a bug.
 */
export async function databaseFailure(): Promise<unknown> {
  try {
    await sql`select 1`.execute(db());
    return undefined;
  } catch (error) {
    return error ?? new Error("The database query failed without an error");
  }
}

export function isPostgres(): boolean {
  return isPostgresUrl(env().DATABASE_URL);
}

export async function closeDb(): Promise<void> {
  const current = instance;
  instance = undefined;
  await current?.destroy();
}
