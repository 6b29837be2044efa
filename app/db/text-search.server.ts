import { CompiledQuery, PostgresAdapter, sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Database } from "./schema.ts";
import { hasUnspacedScript } from "#app/lib/unspaced-script.ts";

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
  /**
   * How the rows are named, when a search is better read once: the matching keys (`column`) are read,
   * up to the count's cap, and the page is read from `rows(keys)` rather than by searching again.
   */
  keyed?: { column: string; rows(keys: readonly string[]): ListQuery };
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

// ---------------------------------------------------------------------------------------------
// The site search's index of published pages (migration 0026, features/pages/search/). What the two
// databases do differently is here and nowhere else; the search itself is one Kysely query on top.
// ---------------------------------------------------------------------------------------------

/**
 * PostgreSQL's text search configurations by language (stemming and stop words): those every supported
 * PostgreSQL ships. Any other language gets "simple" (words as written, lower-cased), which also serves
 * Chinese, whose words pg_trgm's substring test finds instead.
 */
const TEXT_SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  ar: "arabic",
  da: "danish",
  de: "german",
  el: "greek",
  en: "english",
  es: "spanish",
  fi: "finnish",
  fr: "french",
  ga: "irish",
  hu: "hungarian",
  id: "indonesian",
  it: "italian",
  lt: "lithuanian",
  nb: "norwegian",
  ne: "nepali",
  nl: "dutch",
  no: "norwegian",
  pt: "portuguese",
  ro: "romanian",
  ru: "russian",
  sv: "swedish",
  ta: "tamil",
  tr: "turkish",
};

/** The text search configuration a page in `locale` is indexed with ("de-AT" → "german"). */
export function textSearchConfig(locale: string): string {
  return TEXT_SEARCH_CONFIGS[locale.split("-")[0]!.toLowerCase()] ?? "simple";
}

/** A search of the page index: one language, and lower-cased terms that must all match. */
export interface PageIndexSearch {
  locale: string;
  terms: readonly string[];
  /**
   * Only these index rows, when set (matches pageIndexNewest found): the rank is then worked out for
   * them alone, not for every match (site-search.server.ts bounds a very common word's search so).
   * PostgreSQL looks them up by id and does not test their text again; so does SQLite, ranking them
   * by its word index (sqliteRankedByWords), or for Chinese, whose FTS5 takes no list (it read every
   * match once per id), by ranking the trigram matches from the oldest of them on.
   */
  among?: readonly number[];
}

/** What the page index's matches carry besides page_search's columns, for ordering them. */
export interface PageIndexRank {
  /** Higher is better: bm25 on SQLite (title words ten times the text's), ts_rank's weights on PostgreSQL. */
  rank: number;
  /** 1 when every term is in the title, else 0: such pages come first. */
  title_hit: number;
}

/** The shortest term SQLite's trigram index can look up; a shorter one ("QA", "測試") is compared as a substring of each row. */
const TRIGRAM = 3;

/**
 * The page index's rows in `search.locale` that match every term, with their rank. SQLite: a term of
 * three characters or more through the FTS5 trigram index (a substring, in any script, case folded),
 * a shorter one by LIKE. PostgreSQL: each term as a substring (through the pg_trgm index when there is
 * one) or as a word of the language's configuration ("tests" finds "testing").
 */
export function pageIndexMatches(database: Kysely<Database>, search: PageIndexSearch): SelectQueryBuilder<Database, "page_search", PageIndexRank> {
  return isSqliteDatabase(database) ? sqlitePageMatches(database, search) : postgresPageMatches(database, search);
}

/**
 * The ids of the page index's newest rows (by id, the order its rows were written) in
 * `search.locale` that match the terms, newest first, `limit` at most: how many match (up to a cap)
 * and the rows for `PageIndexSearch.among`. No rank is worked out; SQLite reads its
 * FTS5 matches backwards, without sorting.
 */
export async function pageIndexNewest(database: Kysely<Database>, search: PageIndexSearch, limit: number): Promise<number[]> {
  let newest: SelectQueryBuilder<Database, "page_search", { id: number }>;
  if (isSqliteDatabase(database)) {
    const { rows, matched } = sqliteMatchedRows(database, search, false);
    newest = rows.select("page_search.id").orderBy(matched ? sql`matched.match_id` : sql`page_search.id`, "desc");
  } else {
    newest = postgresPageMatches(database, search).clearSelect().select("page_search.id").orderBy("page_search.id", "desc");
  }
  return (await newest.limit(limit).execute()).map((row) => row.id);
}

function sqlitePageMatches(database: Kysely<Database>, search: PageIndexSearch): SelectQueryBuilder<Database, "page_search", PageIndexRank> {
  const titleHit = sql<number>`case when ${sql.join(
    search.terms.map((term) => sql`page_search.title like ${containsPattern(term)} escape '\\'`),
    sql` and `,
  )} then 1 else 0 end`;
  const words = search.among?.length ? wordQuery(search.terms) : undefined;
  if (search.among?.length && words) return sqliteRankedByWords(database, { ...search, among: search.among }, words, titleHit);
  const { rows, matched } = sqliteMatchedRows(database, search, true);
  return rows.select([(matched ? sql<number>`matched.match_rank` : sql<number>`0`).as("rank"), titleHit.as("title_hit")]);
}

/**
 * SQLite: page_search's rows in the language holding every term, nothing selected yet. A term of
 * three characters or more is looked up in the FTS5 trigram index, which then drives the join as
 * `matched` (its bm25 as match_rank when `ranked`; CROSS JOIN fixes the order, as trigramMatches
 * does); a shorter one is compared as a substring of each row.
 */
function sqliteMatchedRows(database: Kysely<Database>, { locale, terms, among }: PageIndexSearch, ranked: boolean) {
  const fromId = among?.length ? Math.min(...among) : undefined;
  const indexed = terms.filter((term) => [...term].length >= TRIGRAM);
  const scanned = terms.filter((term) => [...term].length < TRIGRAM);
  let rows: SelectQueryBuilder<Database, "page_search", object>;
  if (indexed.length > 0) {
    // Each term a quoted phrase (its quotes doubled): FTS5's operators (AND, NEAR, *, ^) are only text in it.
    const phrases = indexed.map((term) => `"${term.replaceAll('"', '""')}"`).join(" ");
    let matches = database
      .selectFrom(sql.table("page_search_trigrams").as("page_search_trigrams"))
      .select(sql<number>`page_search_trigrams.rowid`.as("match_id"))
      .where(sql<boolean>`page_search_trigrams match ${phrases}`);
    if (ranked) matches = matches.select(sql<number>`-bm25(page_search_trigrams, 10.0, 1.0)`.as("match_rank"));
    // In the FTS5 query itself, so that bm25 is worked out only for the rows from there on.
    if (fromId !== undefined) matches = matches.where(sql<boolean>`page_search_trigrams.rowid >= ${fromId}`);
    rows = (database.selectFrom(matches.as("matched")).crossJoin("page_search") as unknown as SelectQueryBuilder<Database, "page_search", object>).where(
      sql<boolean>`page_search.id = matched.match_id`,
    );
  } else {
    rows = database.selectFrom("page_search");
  }
  for (const term of scanned) rows = rows.where(sql<boolean>`(page_search.title || ' ' || page_search.body) like ${containsPattern(term)} escape '\\'`);
  if (fromId !== undefined) rows = rows.where("page_search.id", ">=", fromId);
  return { rows: rows.where("page_search.locale", "=", locale), matched: indexed.length > 0 };
}

/**
 * SQLite: the `among` rows (found through the trigram index, so they hold every term), ranked by bm25
 * on the word index (migration 0030): a word's one list of pages, where the trigram index intersects
 * a list per three letters of it (a third of the time for "quality control" at scale). A row holding
 * a term only inside a longer word ("control" in "subcontroller") has no word match and ranks last.
 * The word ranks are materialized once; joined as a subquery, SQLite ran the match again per row.
 */
function sqliteRankedByWords(database: Kysely<Database>, { locale, among }: PageIndexSearch & { among: readonly number[] }, words: string, titleHit: RawBuilder<number>) {
  const fromId = Math.min(...among);
  const ranked = database
    .with(
      (cte) => cte("word_ranks").materialized(),
      (db) =>
        db
          .selectFrom(sql.table("page_search_words").as("page_search_words"))
          .select([sql<number>`page_search_words.rowid`.as("word_id"), sql<number>`-bm25(page_search_words, 10.0, 1.0)`.as("match_rank")])
          .where(sql<boolean>`page_search_words match ${words}`)
          .where(sql<boolean>`page_search_words.rowid >= ${fromId}`),
    )
    .selectFrom("page_search")
    .leftJoin("word_ranks", "word_ranks.word_id", "page_search.id")
    .where("page_search.id", "in", among)
    .where("page_search.locale", "=", locale)
    .select([sql<number>`coalesce(word_ranks.match_rank, 0)`.as("rank"), titleHit.as("title_hit")]);
  return ranked as unknown as SelectQueryBuilder<Database, "page_search", PageIndexRank>;
}

/**
 * The FTS5 query of the word index for `terms`: each a quoted phrase (its quotes doubled) matched as a
 * word's beginning ("test" finds "testing"). Undefined when a term is written without spaces between
 * words (Chinese: the word tokenizer would see a whole sentence as one word) or none has a letter or digit.
 */
function wordQuery(terms: readonly string[]): string | undefined {
  if (terms.some(hasUnspacedScript)) return undefined;
  const words = terms.filter((term) => /[\p{L}\p{N}]/u.test(term));
  return words.length > 0 ? words.map((term) => `"${term.replaceAll('"', '""')}"*`).join(" ") : undefined;
}

function postgresPageMatches(database: Kysely<Database>, { locale, terms, among }: PageIndexSearch): SelectQueryBuilder<Database, "page_search", PageIndexRank> {
  const config = textSearchConfig(locale);
  const document = sql.ref("page_search.document");
  const words = (term: string) => sql`plainto_tsquery(${config}::regconfig, ${term})`;
  // lower(title || ' ' || body), stored by the database (migration 0029) and indexed with pg_trgm.
  const text = sql.ref("page_search.search_text");
  const anyTerm = sql.join(terms.map(words), sql` || `);
  const titleHit = sql<number>`case when ${sql.join(
    terms.map((term) => sql`lower(page_search.title) like ${containsPattern(term)}`),
    sql` and `,
  )} then 1 else 0 end`;
  let rows = database
    .selectFrom("page_search")
    .select([sql<number>`ts_rank(${document}, ${anyTerm})`.as("rank"), titleHit.as("title_hit")])
    .where("page_search.locale", "=", locale);
  if (among?.length) return rows.where("page_search.id", "in", among);
  for (const term of terms) {
    const substring = sql<boolean>`${text} like ${containsPattern(term)}`;
    // The word test first: PostgreSQL stops at the first true operand, and the substring test lower-cases
    // and scans the whole text, several times the cost (a third of a search of 10,000 pages at scale).
    // Chinese and the like have no words for a parser to find: the substring test alone.
    rows = rows.where(hasUnspacedScript(term) ? substring : sql<boolean>`(${document} @@ ${words(term)} or ${substring})`);
  }
  return rows;
}

/** LIKE's pattern for "contains `term`" (already lower-cased), its own %, _ and \ taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Words of the index's vocabulary in `locale` that look like `term` (a misspelling), with the number
 * of pages holding each: candidates only, which the caller ranks by its own similarity. SQLite: the
 * words sharing most of its trigrams (FTS5 on search_terms); PostgreSQL: pg_trgm's `%` (similarity
 * over its threshold), or none where pg_trgm is not installed.
 */
export async function similarIndexTerms(database: Kysely<Database>, locale: string, term: string): Promise<{ term: string; documents: number }[]> {
  const letters = [...term];
  if (isSqliteDatabase(database)) {
    const trigrams = new Set<string>();
    for (let i = 0; i + TRIGRAM <= letters.length; i++) trigrams.add(letters.slice(i, i + TRIGRAM).join(""));
    if (trigrams.size === 0) return [];
    const anyTrigram = [...trigrams].map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(" OR ");
    const { rows } = await sql<{ term: string; documents: number }>`
      select search_terms.term, search_terms.documents from search_terms_trigrams
      join search_terms on search_terms.id = search_terms_trigrams.rowid
      where search_terms_trigrams match ${anyTrigram} and search_terms.locale = ${locale}
      order by search_terms_trigrams.rank limit 50`.execute(database);
    return rows;
  }
  const schema = await trigramSchema(database);
  if (!schema) return [];
  const { rows } = await sql<{ term: string; documents: number }>`
    select term, documents from search_terms
    where locale = ${locale} and term operator(${sql.id(schema)}.%) ${term}
    order by ${sql.ref(`${schema}.similarity`)}(term, ${term}) desc limit 20`.execute(database);
  return rows;
}

/** Where pg_trgm is installed (its functions and operators live there, which need not be on the search_path), or undefined. */
async function trigramSchema(database: Kysely<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(database);
  return rows[0]?.schema;
}

// ---------------------------------------------------------------------------------------------
// The admin lists' index of every page in every state (migration 0028, decision 039 "As built:
// admin lists"): the Pages list and the collections' lists find drafts too, which page_search leaves out.
// ---------------------------------------------------------------------------------------------

/** How the admin lists' index stores a page: its title, slug and words, lower-cased here so both databases compare the same letters. */
export function adminSearchText(title: string, slug: string, words: string): string {
  return `${title}\n${slug}\n${words}`.toLowerCase();
}

/** A condition on `pages` rows (the lists' queries name the table). */
type PagesCondition = RawBuilder<SqlBool>;

/**
 * "The page's title, slug or words contain `query`" for the admin lists, two ways (db/paged-list.server.ts
 * picks): `indexed`, the matching `pages` rows as one query, which a count reads once for their ids
 * (SQLite: the FTS5 trigram table drives the join, CROSS JOIN fixing the order as trigramMatches does,
 * so a capped count stops after enough matches; PostgreSQL: the LIKE, which pg_trgm's GIN index serves;
 * text shorter than three characters has no trigram to look up and is the `scan` test row by row), for
 * a search with few matches; and `scan`, a condition testing each row as the list is read in its
 * order, for one with many, whose page fills after a few rows. Undefined for a blank query.
 */
export function adminTextSearch(database: Kysely<Database>, query: string): { indexed?: SelectQueryBuilder<Database, "pages", object>; scan: PagesCondition } | undefined {
  const text = query.trim().toLowerCase();
  if (!text) return undefined;
  const sqlite = isSqliteDatabase(database);
  const pattern = containsPattern(text);
  const short = [...text].length < TRIGRAM;
  const scan =
    short && !sqlite
      ? postgresScanWithoutIndex(text)
      : sql<SqlBool>`exists (select 1 from page_admin_search where page_admin_search.page_id = ${sql.ref("pages.id")} and page_admin_search.text like ${pattern} escape '\\')`;
  if (short) return { scan, indexed: database.selectFrom("pages").where(scan) };
  if (!sqlite) {
    const matching = sql<SqlBool>`${sql.ref("pages.id")} in (select page_admin_search.page_id from page_admin_search where page_admin_search.text like ${pattern} escape '\\')`;
    return { scan, indexed: database.selectFrom("pages").where(matching) };
  }
  // A quoted FTS5 phrase (its quotes doubled) over trigrams is "contains", in any script; both sides are lower-cased.
  const matches = database
    .selectFrom(sql.table("page_admin_search_trigrams").as("trigram"))
    .select(sql<number>`trigram.rowid`.as("match_id"))
    .where(sql<boolean>`page_admin_search_trigrams match ${`"${text.replaceAll('"', '""')}"`}`);
  const joined = database.selectFrom(matches.as("admin_match")).crossJoin("page_admin_search").crossJoin("pages") as unknown as SelectQueryBuilder<Database, "pages", object>;
  return { scan, indexed: joined.where(sql<boolean>`page_admin_search.id = admin_match.match_id`).where(sql<boolean>`pages.id = page_admin_search.page_id`) };
}

/**
 * PostgreSQL: "the page's text contains `text`" for text too short for a trigram, tested row by row as the
 * list is read. A scalar subquery, not EXISTS: PostgreSQL turns EXISTS into a join that reads the
 * index table in its own order, where the list's order and a count's LIMIT stop this after a few rows
 * ("品質" at scale: 3,059 rows, where the join read 11,013). strpos, not LIKE (both sides are lower-cased, so it is the same test): it skips
 * ahead through the text where LIKE steps, a third to half of LIKE's time.
 */
function postgresScanWithoutIndex(text: string): PagesCondition {
  return sql<SqlBool>`(select strpos(page_admin_search.text, ${text}) from page_admin_search where page_admin_search.page_id = ${sql.ref("pages.id")}) > 0`;
}
