import { mostVisitedPaths } from "#app/features/analytics/most-visited.server.ts";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { addressBook, languagePath, type AddressBook } from "#app/features/languages/public-address.ts";
import { SITE_PAGES } from "#app/features/pages/site-pages/site-pages.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { listPublishedPagesForSitemap } from "#app/features/pages/cms/pages.server.ts";
import { alternatesInOrder, listPublishedAddresses } from "#app/features/pages/public-page.server.ts";
import { listNoindexSitePaths } from "#app/features/pages/site-pages/site-pages.server.ts";
import { sitemapEntries, type SitemapEntry } from "./sitemap.server.ts";

/**
 * What sitemap.xml lists: the default language's site pages and published CMS pages, then its
 * published collection items (docs/decisions/039-collections.md) and every published page and item
 * of the other served languages, but those marked noindex; each with its translations as hreflang
 * alternates (docs/decisions/037-locale-model.md).
 */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const book = addressBook(await listLanguages());
  const [cmsPages, noindexPaths, addresses] = await Promise.all([listPublishedPagesForSitemap(), listNoindexSitePaths(), listPublishedAddresses(book)]);
  const others = addresses
    .filter((address) => !address.noindex && (address.locale !== book.defaultTag || (address.collection !== null && !address.sitePage)))
    .map((address) => ({ path: address.path, lastModified: address.updatedAt }));
  const keyOf = new Map(addresses.map((address) => [address.path, address.translationKey]));
  const group = (key: string | undefined) =>
    alternatesInOrder(
      addresses.filter((address) => address.translationKey === key && !address.noindex).map(({ locale, path }) => ({ tag: locale, path })),
      book,
    );
  // An item at a site page's fixed path (the shipped case studies, /case-study-1) says when it last changed, as every item does.
  const itemChanged = new Map(addresses.filter((address) => address.collection !== null && address.sitePage && address.locale === book.defaultTag).map((address) => [address.path, address.updatedAt]));
  const entries = [...sitemapEntries(cmsPages, noindexPaths), ...others].map((entry) => {
    const lastModified = entry.lastModified ?? itemChanged.get(entry.path);
    const dated = lastModified ? { ...entry, lastModified } : entry;
    const alternates = group(keyOf.get(entry.path));
    return alternates.length > 1 ? { ...dated, alternates } : dated;
  });
  return [...entries, ...collectionListings(addresses, book)];
}

/**
 * Each collection's listing in every served language that has a published item of it, last modified
 * when its newest change was (docs/decisions/039-collections.md), the listings of the other languages as alternates.
 */
function collectionListings(addresses: ReadonlyArray<{ locale: string; collection: string | null; sitePage: boolean; updatedAt: string }>, book: AddressBook): SitemapEntry[] {
  // A collection whose listing is a site page (the case studies at /case-studies) is listed as that page.
  return Object.values(COLLECTIONS).flatMap((collection) => {
    const newest = new Map<string, string>();
    for (const address of addresses) {
      if (address.collection !== collection.key || address.sitePage) continue;
      if ((newest.get(address.locale) ?? "") < address.updatedAt) newest.set(address.locale, address.updatedAt);
    }
    if (SITE_PAGES.some((page) => page.path === `/${collection.base}`)) return [];
    const listings = [...newest].flatMap(([tag, lastModified]) => {
      const path = languagePath(tag, `/${collection.base}`, book);
      return path === null ? [] : [{ tag, path, lastModified }];
    });
    const alternates = alternatesInOrder(listings.map(({ tag, path }) => ({ tag, path })), book);
    return listings.map(({ path, lastModified }) => ({ path, lastModified, ...(alternates.length > 1 ? { alternates } : {}) }));
  });
}

/** Every public page's path, as the sitemap lists them: one list, so a page the sitemap gains can be warmed too. */
async function listPublicPaths(): Promise<string[]> {
  return (await listSitemapEntries()).map((entry) => entry.path);
}

/**
 * The public pages the HTML cache renders ahead of their first visitor, after a start and after every
 * change (server/html-cache-warmer.ts): at most `limit` (HTML_CACHE_WARM_PAGES), the most visited of
 * the last month first, then the rest in the sitemap's order (each language's home and site pages
 * lead it). Bounded, because every change empties the cache: with 10,000 articles, warming them all
 * after each save would render 10,000 pages for one edit. A page beyond the limit is cached by its
 * first visitor, as every page was before warming.
 */
export async function listWarmPaths(limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const [paths, visited] = await Promise.all([listPublicPaths(), mostVisitedPaths(limit)]);
  const published = new Set(paths);
  // A path visited while it was published may be gone or a draft now: only the sitemap's are pages.
  return [...new Set([...visited.filter((path) => published.has(path)), ...paths])].slice(0, limit);
}
