/**
 * What a card of a collection's item shows (docs/decisions/039-collections.md): the Insights' listing,
 * related articles and the Collection List section draw the same card. Plain types, so server
 * modules that build cards import no component.
 */
export interface ItemCard {
  path: string;
  title: string;
  excerpt: string;
  cover: { image: string; alt: string };
  /** An ISO date: the item's publication date, else its last change. */
  publishedAt: string;
  /** Its topics, or a case study's industry and services, named in the page's language (none on the Insights listing). */
  labels?: readonly string[];
}

/** Where a list's pages are: links that work without JavaScript (?page=2). */
export interface ListPages {
  page: number;
  pageCount: number;
  previous: string | null;
  next: string | null;
}
