import { readAddress, type AddressBook } from "#app/features/languages/public-address.ts";
import { findPublishedInLanguage, findPublishedPage, listPublishedPageAddresses, listPublishedTranslations } from "./cms/pages.server.ts";
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

/** Every published page that has a public address, with what the sitemap says of it. */
export async function listPublishedAddresses(
  book: AddressBook,
): Promise<{ path: string; translationKey: string; locale: string; noindex: boolean; updatedAt: string; sitePage: boolean; collection: string | null }[]> {
  const rows = await listPublishedPageAddresses();
  return rows.flatMap((row) => {
    const path = pagePublicPath(row, book);
    return path === null
      ? []
      : [{ path, translationKey: row.translationKey, locale: row.locale, noindex: row.noindex, updatedAt: row.updatedAt, sitePage: row.systemKey !== null, collection: row.collection }];
  });
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
  return alternatesInOrder(
    translations.flatMap((translation) => {
      const path = pagePublicPath(translation, book);
      return path === null ? [] : [{ tag: translation.locale, path }];
    }),
    book,
  );
}

/** The default language first (hreflang's x-default), then by tag: the same order on every member of a group. */
export function alternatesInOrder(alternates: PageAlternate[], book: AddressBook): PageAlternate[] {
  return alternates.sort((a, b) => Number(b.tag === book.defaultTag) - Number(a.tag === book.defaultTag) || a.tag.localeCompare(b.tag));
}
