import { languagePath, type AddressBook } from "#app/features/languages/public-address.ts";
import { sitePageByKey } from "./site-pages/site-pages.ts";

/** What the public address of a page depends on. */
export interface PageAddressFields {
  locale: string;
  slug: string;
  systemKey: string | null;
}

/**
 * A page's public path (docs/decisions/037-locale-model.md): the default language's site pages at
 * their fixed paths ("/", "/services") and its other pages at /{slug}; another language's pages
 * under its prefix ("/de", "/de/leistungen"). null when the page's language is not served.
 */
export function pagePublicPath(page: PageAddressFields, book: AddressBook): string | null {
  const site = page.systemKey ? sitePageByKey(page.systemKey) : undefined;
  if (page.locale === book.defaultTag) return site?.path ?? `/${page.slug}`;
  return languagePath(page.locale, site?.key === "home" ? "/" : `/${page.slug}`, book);
}
