import { languagePath, type AddressBook } from "#app/features/languages/public-address.ts";
import { env } from "#app/lib/env.server.ts";
import { consumeRateLimit } from "#app/lib/rate-limit.server.ts";
import { SEARCH_PAGE_PARAM, SEARCH_PATH, SEARCH_QUERY_PARAM, searchHref } from "#app/lib/site-search-address.ts";
import { searchSite } from "./site-search.server.ts";
import type { SiteSearch } from "./site-search.ts";

/** What the search page shows: the form alone, a "please wait", or the search's answer. */
type SearchPageState = { kind: "form" } | { kind: "limited"; retryAfterSeconds: number } | ({ kind: "searched" } & SiteSearch);

export interface SearchPageData {
  /** The page's language and its search page ("/de/search"). */
  lang: string;
  path: string;
  /** The query as typed (cut to what is read), for the form. */
  query: string;
  state: SearchPageState;
  /** The same search in each other served language, for the language switcher. */
  alternates: { tag: string; path: string }[];
}

/** The language of the search page under `prefix` (none: the default language's /search); undefined when no served language has it. */
export function searchLanguage(prefix: string | undefined, book: AddressBook): string | undefined {
  return prefix === undefined ? book.defaultTag : book.tagByPrefix.get(prefix);
}

/** The most characters of `q` read from the address: the search reads fewer (parseSearchQuery); this bounds the copy shown in the form. */
const MAX_SHOWN_QUERY = 400;

/**
 * The search page at /search or /{prefix}/search: null when the prefix names no served language (a
 * 404). A search costs one hit of the client's rate limit (SEARCH_RATE_LIMIT per window, counted in
 * the database, so every instance counts alike); the form alone costs none.
 */
export async function searchPageData({ prefix, url, book, ip }: { prefix: string | undefined; url: URL; book: AddressBook; ip: string }): Promise<SearchPageData | null> {
  const lang = searchLanguage(prefix, book);
  if (!lang) return null;
  const path = languagePath(lang, SEARCH_PATH, book) ?? SEARCH_PATH;
  const query = (url.searchParams.get(SEARCH_QUERY_PARAM) ?? "").slice(0, MAX_SHOWN_QUERY);
  const page = Number.parseInt(url.searchParams.get(SEARCH_PAGE_PARAM) ?? "1", 10);
  const alternates = (book.served ?? []).flatMap(({ tag }) => {
    const other = languagePath(tag, SEARCH_PATH, book);
    return other === null ? [] : [{ tag, path: query.trim() ? searchHref(other, query) : other }];
  });
  const base = { lang, path, query, alternates };
  if (!query.trim()) return { ...base, state: { kind: "form" } };

  const { SEARCH_RATE_LIMIT, SEARCH_RATE_WINDOW_SECONDS } = env();
  const limit = await consumeRateLimit(`search:${ip}`, { limit: SEARCH_RATE_LIMIT, windowSeconds: SEARCH_RATE_WINDOW_SECONDS });
  if (!limit.allowed) return { ...base, state: { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds } };
  const found = await searchSite({ locale: lang, query, page: Number.isSafeInteger(page) ? page : 1, book });
  return { ...base, state: { kind: "searched", ...found } };
}
