import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.ts";
import { countUpTo, SEARCH_COUNT_CAP, type IndexedSearch, type ListQuery } from "./text-search.server.ts";

export interface PagedList<Row> {
  rows: Row[];
  /** The matches, or, when `more`, how many were counted before counting stopped. */
  total: number;
  /** A search counted only SEARCH_COUNT_CAP rows past the current page: there are more than `total`. */
  more: boolean;
  page: number;
  pageCount: number;
}

interface PagedListInput<Row> {
  database: Kysely<Database>;
  /** Every matching row, found by reading the list in its order and testing each row. */
  scan: ListQuery;
  /** The same rows found through a search index, when there is one for this search (trigramSearch). */
  indexed?: IndexedSearch;
  /** A search is active: count up to a cap instead of every match. */
  searching: boolean;
  page: number;
  pageSize: number;
  /** Reads one page of rows from `query`, in the list's order. */
  readPage(query: ListQuery, offset: number): Promise<Row[]>;
}

/**
 * One page of an admin list and the numbers its pager needs. A search is counted no further than
 * SEARCH_COUNT_CAP rows past the page asked for, so a word in most rows costs as little as a rare one;
 * the index (when there is one) serves searches with few matches, and a search with many reads the
 * list in order, where matches are close together and a page fills after a few rows.
 */
export async function pagedList<Row>({ database, scan, indexed, searching, page, pageSize, readPage }: PagedListInput<Row>): Promise<PagedList<Row>> {
  const asked = Math.max(Number.isFinite(page) ? Math.trunc(page) : 1, 1);
  const limit = searching ? (asked - 1) * pageSize + SEARCH_COUNT_CAP : undefined;
  const { count, more, source } =
    indexed?.keyed && limit !== undefined
      ? await countByKeys(indexed.query, indexed.keyed, limit)
      : { ...(await countUpTo(database, indexed?.query ?? scan, limit, indexed?.steer)), source: indexed?.query ?? scan };
  // When there are more, the row after the last one counted exists, and so does its page.
  const pageCount = Math.max(1, Math.ceil((more ? count + 1 : count) / pageSize));
  const current = Math.min(asked, pageCount);
  const from = more ? scan : source;
  const rows = from ? await readPage(from, (current - 1) * pageSize) : [];
  return { rows, total: count, more, page: current, pageCount };
}

/**
 * A capped count that reads the keys of the matches (`limit` + 1 at most, in no order, so reading stops
 * once there are more), and where the page is then read from: the matches named by their keys when
 * there are few enough to name, so the index is searched once rather than once to count and again for
 * the page (docs/benchmarks.md, Scale); the index again for a deep page; nothing when none matched.
 */
async function countByKeys(query: ListQuery, keyed: NonNullable<IndexedSearch["keyed"]>, limit: number): Promise<{ count: number; more: boolean; source?: ListQuery }> {
  const keys = (await query.select(sql<string>`${sql.ref(keyed.column)}`.as("key")).limit(limit + 1).execute()).map((row: { key: string }) => row.key);
  if (keys.length === 0) return { count: 0, more: false };
  return { count: Math.min(keys.length, limit), more: keys.length > limit, source: keys.length <= SEARCH_COUNT_CAP ? keyed.rows(keys) : query };
}
