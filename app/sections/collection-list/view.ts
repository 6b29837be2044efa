import type { ItemCard, ListPages } from "#app/components/site/item-card.ts";

/**
 * What a Collection List shows, read on the server by the page's loader (the collections feature,
 * features/pages/collection-pages/collection-list.server.ts) and handed down in the render context
 * by section id: sections import no feature (docs/conventions.md, "Layers").
 */
export interface CollectionListView {
  /** The items of the page asked for, in the page's language, as cards. */
  cards: readonly ItemCard[];
  /** Its pages, when the section paginates and there is more than one. */
  pages: ListPages | null;
  /** The collection's own listing in the page's language ("All Insights"), when the section asks for it and there is one. */
  all: { path: string; label: string } | null;
  /** "Filter by industry": All, then each industry with a published item in the page's language, when the section offers it. */
  filterLinks: FilterLinks | null;
}

/** Plain links that narrow a list (?industry=retail), the shown one marked current. */
export interface FilterLinks {
  label: string;
  links: ReadonlyArray<{ label: string; href: string; current: boolean }>;
}

export type CollectionListViews = Readonly<Record<string, CollectionListView>>;
