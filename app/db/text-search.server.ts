import { CompiledQuery, PostgresAdapter, sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Database } from "./schema.ts";

/**
 * How far past the rows on screen a searched list counts (decision 015). Counting every match of a
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

function isSqliteDatabase(database: Kysely<Database>): boolean {
  return !(database.getExecutor().adapter instanceof PostgresAdapter);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any one table's list query
export type ListQuery = SelectQueryBuilder<Database, any, object>;

/** A search the trigram index can serve, as each database needs it put. */
export interface IndexedSearch {
  /** The matching rows: on SQLite joined with the trigram table, on PostgreSQL the plain search. */
  query: ListQuery;
  /** PostgreSQL: whether a count may need steering to the index (see `countUpTo`). */
  steer: boolean;
}

/**
 * `table`'s rows matching `phrase` through its trigram index, narrowed by `narrow` (which adds the
 * exact LIKE test and any other filter). PostgreSQL's planner finds its GIN indexes by itself;
 * SQLite needs the FTS5 table joined in.
 */
export function trigramSearch<T extends TrigramIndexed>(
  database: Kysely<Database>,
  table: T,
  phrase: string,
  narrow: (rows: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, object>,
): IndexedSearch {
  if (isSqliteDatabase(database)) return { query: narrow(trigramMatches(database, table, phrase)), steer: false };
  return { query: narrow(database.selectFrom(table as TrigramIndexed) as unknown as SelectQueryBuilder<Database, T, object>), steer: true };
}

/**
 * SQLite: `table`'s rows whose text contains `phrase` according to its trigram index, as a query
 * on `table` that the caller narrows further with the exact LIKE test (the index folds case for
 * every script, SQLite's LIKE for ASCII only, so the index finds a superset of what LIKE keeps).
 * The index drives the join (CROSS JOIN fixes the order in SQLite): rows come in index order and
 * a capped count stops as soon as it has enough, where `rowid IN (…)` would collect every match first.
 */
function trigramMatches<T extends TrigramIndexed>(database: Kysely<Database>, table: T, phrase: string): SelectQueryBuilder<Database, T, object> {
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
 * PostgreSQL estimates what lower() and LIKE cost per row far too low, so with a LIMIT it reads the
 * table in order, hoping to meet enough matches soon. For a word in most rows that is right (the
 * count is done after about 1,400 rows); for one in a few thousand rows, narrowed further by a
 * status, it reads tens of thousands of long messages (250 ms) where the trigram index takes 15.
 * A count the planner itself expects to match no more than this many rows is steered to the index.
 */
const STEER_TO_INDEX_BELOW = 10 * SEARCH_COUNT_CAP;

/**
 * How many rows `query` selects, counting no further than `limit` when there is one (`more` when
 * there are others). Without a limit it is a plain count, which both databases answer from an index.
 * `steer`: see STEER_TO_INDEX_BELOW.
 */
export async function countUpTo(database: Kysely<Database>, query: ListQuery, limit?: number, steer = false): Promise<{ count: number; more: boolean }> {
  if (limit === undefined) {
    const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    return { count: Number(count), more: false };
  }
  const capped = database.selectFrom(query.select(sql<number>`1`.as("one")).limit(limit + 1).as("capped")).select((eb) => eb.fn.countAll<number>().as("count"));
  const count = async (runner: Kysely<Database>) => Number((await runner.executeQuery(capped.compile())).rows[0]?.count ?? 0);
  const total =
    steer && (await plannedRows(database, query)) <= STEER_TO_INDEX_BELOW
      ? await database.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          return count(trx);
        })
      : await count(database);
  return total > limit ? { count: limit, more: true } : { count: total, more: false };
}

/** PostgreSQL's own estimate of how many rows `query` selects (EXPLAIN, nothing run). */
async function plannedRows(database: Kysely<Database>, query: ListQuery): Promise<number> {
  const compiled = query.select(sql<number>`1`.as("one")).compile();
  const { rows } = await database.executeQuery<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
  return rows[0]?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? Number.POSITIVE_INFINITY;
}
