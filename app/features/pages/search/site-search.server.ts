import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { pageIndexMatches, pageIndexNewest, similarIndexTerms } from "#app/db/text-search.server.ts";
import { isCollectionKey } from "#app/features/collections/collections.ts";
import type { AddressBook } from "#app/features/languages/public-address.ts";
import { pagePublicPath } from "../page-address.ts";
import { highlight, snippet } from "./search-snippet.ts";
import { allowedTypos, isVocabularyWord, MIN_SIMILARITY, parseSearchQuery, typoDistance, wordSimilarity } from "./search-text.ts";
import { SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP, type SearchResult, type SiteSearch } from "./site-search.ts";

interface SearchInput {
  /** The language searched: a served site_languages tag (the route reads it from the address). */
  locale: string;
  query: string;
  page?: number;
  book: AddressBook;
}

/**
 * The published pages of one language (collection items among them: they are pages, decision 039) matching every word of `query`, best first: pages with all of
 * them in the title, then by the database's rank (title words weigh more), then the latest changed.
 * When nothing matches and a word is not one the language's pages use, the search runs again with
 * the closest such word for it ("complaince" → "compliance") and says so. Any text is a query: it
 * never fails for what a visitor typed (parseSearchQuery).
 */
export async function searchSite({ locale, query, page = 1, book }: SearchInput, database: Kysely<Database> = db()): Promise<SiteSearch> {
  const parsed = parseSearchQuery(query);
  const empty: SiteSearch = { query: parsed.text, results: [], total: 0, more: false, page: 1, pageCount: 1 };
  if (parsed.terms.length === 0) return empty;
  const found = await runSearch(database, { locale, terms: parsed.terms, page, book });
  if (found.total > 0) return { query: parsed.text, ...found };
  const corrected = await correctedTerms(database, locale, parsed.terms);
  if (!corrected) return empty;
  const retried = await runSearch(database, { locale, terms: corrected, page, book });
  return retried.total > 0 ? { query: parsed.text, correctedQuery: corrected.join(" "), ...retried } : empty;
}

type Found = Omit<SiteSearch, "query" | "correctedQuery">;

async function runSearch(database: Kysely<Database>, { locale, terms, page, book }: { locale: string; terms: string[]; page: number; book: AddressBook }): Promise<Found> {
  // Counted on the index, which holds only published, indexable pages at their versions (the guard
  // below hides a row a write forgot, and the start mends it).
  const newest = await pageIndexNewest(database, { locale, terms }, SEARCH_RESULT_CAP + 1);
  const more = newest.length > SEARCH_RESULT_CAP;
  const count = Math.min(newest.length, SEARCH_RESULT_CAP);
  const pageCount = Math.max(1, Math.ceil(count / SEARCH_PAGE_SIZE));
  const current = Math.min(Math.max(Number.isSafeInteger(page) ? page : 1, 1), pageCount);
  if (count === 0) return { results: [], total: 0, more: false, page: 1, pageCount: 1 };
  // A word on most pages ("quality") would have every one of thousands of matches ranked for ten
  // results; the search offers SEARCH_RESULT_CAP of them anyway, so then it ranks the newest that
  // many (the index's rows are written anew when a page's words change) and only those.
  const ranked = pageIndexMatches(database, { locale, terms, among: newest.slice(0, SEARCH_RESULT_CAP) })
    .innerJoin("pages", "pages.id", "page_search.page_id")
    // The index is written with every change to a page; this is the guard should a write ever forget:
    // a row shows only while it describes the page as it is now, and only a published, indexable one.
    .whereRef("pages.version", "=", "page_search.version")
    .where("pages.is_published", "=", true)
    .where("pages.noindex", "=", false)
    .where("pages.locale", "=", locale);
  const rows = await ranked
    .select(["pages.id", "pages.slug", "pages.system_key", "pages.locale", "pages.collection", "page_search.title", "page_search.body"])
    .orderBy("title_hit", "desc")
    .orderBy("rank", "desc")
    .orderBy("pages.updated_at", "desc")
    .orderBy("pages.id")
    .limit(SEARCH_PAGE_SIZE)
    .offset((current - 1) * SEARCH_PAGE_SIZE)
    .execute();
  const results = rows.flatMap((row): SearchResult[] => {
    const path = pagePublicPath({ locale: row.locale, slug: row.slug, systemKey: row.system_key, collection: row.collection }, book);
    if (path === null) return [];
    return [{ id: row.id, type: isCollectionKey(row.collection) ? row.collection : "page", path, title: highlight(row.title, terms), snippet: snippet(row.body, terms) }];
  });
  return { results, total: count, more, page: current, pageCount };
}

/**
 * The query's terms with each word the language's pages do not use replaced by the closest word they
 * do, or undefined when no word changed. Candidates come from the database's trigram index (pg_trgm's
 * similarity of at least MIN_SIMILARITY); of those within the word's allowed typos the fewest edits
 * win, then the most alike, then the most used. Short words, numbers and Chinese are left as typed.
 */
async function correctedTerms(database: Kysely<Database>, locale: string, terms: readonly string[]): Promise<string[] | undefined> {
  const words = terms.filter(isVocabularyWord);
  if (words.length === 0) return undefined;
  const known = new Set((await database.selectFrom("search_terms").select("term").where("locale", "=", locale).where("term", "in", words).execute()).map((row) => row.term));
  let changed = false;
  const corrected: string[] = [];
  for (const term of terms) {
    if (!isVocabularyWord(term) || known.has(term)) {
      corrected.push(term);
      continue;
    }
    const best = (await similarIndexTerms(database, locale, term))
      .map((candidate) => ({ ...candidate, similarity: wordSimilarity(term, candidate.term), typos: typoDistance(term, candidate.term) }))
      .filter((candidate) => candidate.similarity >= MIN_SIMILARITY && candidate.typos > 0 && candidate.typos <= allowedTypos(term))
      .sort((a, b) => a.typos - b.typos || b.similarity - a.similarity || b.documents - a.documents || (a.term < b.term ? -1 : 1))[0];
    if (best) changed = true;
    corrected.push(best?.term ?? term);
  }
  return changed ? corrected : undefined;
}

