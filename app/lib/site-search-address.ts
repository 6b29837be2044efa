/**
 * The site search's address (routes.ts: /search, and /{prefix}/search in another language) and the
 * names of its parameters: one home for the header's form, the search page's form and links, and the
 * route that reads them.
 */
export const SEARCH_PATH = "/search";
/** The words searched for. */
export const SEARCH_QUERY_PARAM = "q";
/** The page of results, from 1. */
export const SEARCH_PAGE_PARAM = "page";

/** The search page's address for `query` at `page` ("/de/search?q=pr%C3%BCfung&page=2"); the first page names no page. */
export function searchHref(searchPath: string, query: string, page = 1): string {
  const params = new URLSearchParams({ [SEARCH_QUERY_PARAM]: query });
  if (page > 1) params.set(SEARCH_PAGE_PARAM, String(page));
  return `${searchPath}?${params.toString()}`;
}
