import { readAddress, type AddressBook } from "#app/features/languages/public-address.ts";
import { findPublishedInLanguage, findPublishedPage, listPublishedTranslations } from "./cms/pages.server.ts";
import type { PageRecord } from "./cms/schema.ts";
import { pagePublicPath } from "./page-address.ts";
import { sitePageByKey, type SitePage } from "./site-pages/site-pages.ts";

/** What a public path that is not a default-language site page's fixed route shows. */
export type PublicPage = { kind: "site"; site: SitePage; record: PageRecord } | { kind: "cms"; record: PageRecord };

/**
 * The published page at a public path (docs/decisions/037-locale-model.md): a CMS page of the
 * default language at /{slug}, or any page of another language under its prefix ("/de" is the
 * German home page, "/de/leistungen" the German services page). null for a path no published page
 * answers, including a page whose language is switched off, and any second spelling of an address
 * ("/de/home"): each page answers at exactly one path.
 */
export async function findPublicPage(pathname: string, book: AddressBook): Promise<PublicPage | null> {
  const { tag, path } = readAddress(pathname, book);
  const slug = tag !== book.defaultTag && path === "/" ? "home" : path.slice(1);
  if (slug === "" || slug.includes("/")) return null;
  const record = tag === book.defaultTag ? await findPublishedPage(slug, tag) : await findPublishedInLanguage(slug, tag);
  if (!record || pagePublicPath(record, book) !== pathname) return null;
  const site = record.systemKey ? sitePageByKey(record.systemKey) : undefined;
  return site ? { kind: "site", site, record } : { kind: "cms", record };
}

export interface PageAlternate {
  /** BCP 47, as hreflang writes it. */
  tag: string;
  path: string;
}

/**
 * Every published translation of a page at its public path, the page's own included, in a stable
 * order (the default language first): hreflang lists the same set on every member, and the switcher
 * offers these.
 */
export async function pageAlternates(page: Pick<PageRecord, "translationKey">, book: AddressBook): Promise<PageAlternate[]> {
  const translations = await listPublishedTranslations(page.translationKey);
  return translations
    .flatMap((translation) => {
      const path = pagePublicPath(translation, book);
      return path === null ? [] : [{ tag: translation.locale, path }];
    })
    .sort((a, b) => Number(b.tag === book.defaultTag) - Number(a.tag === book.defaultTag) || a.tag.localeCompare(b.tag));
}
