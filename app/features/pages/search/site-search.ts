import type { CollectionKey } from "#app/features/collections/collections.ts";
import type { TextPart } from "./search-snippet.ts";

// The site search's answer as the search page draws it (site-search.server.ts finds it).

/** Results on one page of the search. */
export const SEARCH_PAGE_SIZE = 10;
/** The search counts this many matches at most ("more than 1,000"), and offers their pages. */
export const SEARCH_RESULT_CAP = 1000;

/** What a result is, for its label: a page, or an item of a collection (decision 039), labelled as the collection names its items ("Article"). */
export type SearchResultType = "page" | CollectionKey;

export interface SearchResult {
  id: string;
  type: SearchResultType;
  path: string;
  title: TextPart[];
  snippet: TextPart[];
}

export interface SiteSearch {
  /** The query as read (cleaned and cut), to show back in the form. */
  query: string;
  /** Set when nothing matched the words as typed and these, the closest words the pages use, did. */
  correctedQuery?: string;
  results: SearchResult[];
  /** The matches counted; with `more`, there are more than that. */
  total: number;
  more: boolean;
  page: number;
  pageCount: number;
}
