import { collectionOf } from "#app/features/collections/collections.ts";
import { languagePath, type AddressBook } from "#app/features/languages/public-address.ts";
import { sitePageByKey } from "./site-pages/site-pages.ts";

/** What the public address of a page depends on. */
export interface PageAddressFields {
  locale: string;
  slug: string;
  systemKey: string | null;
  /** The collection of a collection item (docs/decisions/039-collections.md); null for a page. */
  collection: string | null;
}

/**
 * A page's public path (docs/decisions/037-locale-model.md): the default language's site pages at
 * their fixed paths ("/", "/services") and its other pages at /{slug}; another language's pages
 * under its prefix ("/de", "/de/leistungen"). A collection item lives under its collection's base
 * ("/insights/{slug}", "/de/insights/{slug}", decision 039), but a row with a site page's key keeps
 * that page's fixed path. null when the page's language is not served, or its collection unknown.
 */
export function pagePublicPath(page: PageAddressFields, book: AddressBook): string | null {
  const site = page.systemKey ? sitePageByKey(page.systemKey) : undefined;
  if (!site && page.collection !== null) {
    const collection = collectionOf(page.collection);
    return collection ? languagePath(page.locale, `/${collection.base}/${page.slug}`, book) : null;
  }
  if (page.locale === book.defaultTag) return site?.path ?? `/${page.slug}`;
  return languagePath(page.locale, site?.key === "home" ? "/" : `/${page.slug}`, book);
}

