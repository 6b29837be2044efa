import { PostgresAdapter, sql, type QueryExecutorProvider, type RawBuilder } from "kysely";

/** A timestamp column's UTC date as YYYY-MM-DD, on either dialect (SQLite keeps ISO strings in UTC; PostgreSQL has timestamptz). */
export function utcDayOf(database: QueryExecutorProvider, column: string): RawBuilder<string> {
  return database.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}
