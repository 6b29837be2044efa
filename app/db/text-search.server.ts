import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database } from "./schema.ts";

/**
 * How far past the rows on screen a searched list counts (decision 014). Counting every match of a
 * common word reads most of the table; counting up to this many stops early, and the screen then
 * says "1000+" where it would have said 69664.
 */
export const SEARCH_COUNT_CAP = 1000;

/** The tables with an SQLite trigram index (migration 0007), named `<table>_trigrams` there. */
export type TrigramIndexed = "subscribers" | "contact_submissions";

/**
 * The FTS5 phrase for a search on SQLite's trigram index: the lower-cased text in double quotes
 * (its own quotes doubled), which matches it as a substring. Undefined for text shorter than three
 * characters, which has no trigram to look up.
 */
export function trigramPhrase(query: string): string | undefined {
  const text = query.trim().toLowerCase();
  if ([...text].length < 3) return undefined;
  return `"${text.replaceAll('"', '""')}"`;
}

export function isSqliteDatabase(database: Kysely<Database>): boolean {
  return !(database.getExecutor().adapter instanceof PostgresAdapter);
}

/**
 * SQLite only: `table`'s rows whose text contains `phrase` according to its trigram index, as a
 * query on `table` that the caller narrows further with the exact LIKE test (the index folds case
 * for every script, SQLite's LIKE for ASCII only, so the index finds a superset of what LIKE keeps).
 * The index drives the join (CROSS JOIN fixes the order in SQLite): rows come in index order and
 * a capped count stops as soon as it has enough, where `rowid IN (…)` would collect every match first.
 */
export function trigramMatches<T extends TrigramIndexed>(database: Kysely<Database>, table: T, phrase: string): SelectQueryBuilder<Database, T, object> {
  const index = `${table}_trigrams`;
  const matches = database
    .selectFrom(sql.table(index).as("trigram"))
    .select(sql<number>`trigram.rowid`.as("trigram_rowid"))
    .where(sql<boolean>`trigram.${sql.ref(index)} match ${phrase}`);
  // The derived table adds one column, trigram_rowid, that no caller selects or filters on.
  const joined = database.selectFrom(matches.as("trigram_match")).crossJoin(table) as unknown as SelectQueryBuilder<Database, T, object>;
  return joined.where(sql<boolean>`${sql.ref(table)}.rowid = trigram_match.trigram_rowid`);
}

/**
 * How many rows `query` selects, counting no further than `limit` when there is one (`more` when
 * there are others). Without a limit it is a plain count, which both databases answer from an index.
 */
export async function countUpTo(
  database: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's query; only its row count is read
  query: SelectQueryBuilder<Database, any, object>,
  limit?: number,
): Promise<{ count: number; more: boolean }> {
  if (limit === undefined) {
    const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    return { count: Number(count), more: false };
  }
  const capped = query.select(sql<number>`1`.as("one")).limit(limit + 1);
  const { count } = await database
    .selectFrom(capped.as("capped"))
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  return total > limit ? { count: limit, more: true } : { count: total, more: false };
}
