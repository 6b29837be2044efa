import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { formViewsOf } from "#app/features/forms/form-view.server.ts";
import type { AddressBook } from "#app/features/languages/public-address.ts";
import { chosenShareImage, pageShareImage } from "#app/features/seo/page-share-image.server.ts";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import type { PageRecord } from "./cms/schema.ts";
import { collectionListViews, shownListPage, type ListRequest } from "./collection-pages/collection-list.server.ts";
import { withLibraryPictures } from "./cms/public-page-content.server.ts";
import { resolvePageLinks } from "./links/page-links.server.ts";
import type { CollectionListViews } from "#app/sections/collection-list/view.ts";
import { pageAlternates, type PageAlternate } from "./public-page.server.ts";
import type { SitePage } from "./site-pages/site-pages.ts";
import type { SitePageView } from "./site-pages/site-page-loader.server.ts";
import { publishedSitePagePath } from "./site-pages/site-pages.server.ts";

/** What every public page's loader returns beside its content: its address, language and translations. */
interface PublicPageFrame {
  path: string;
  /** The page's language; the default language's when its row is missing (a site page shown from its seed). */
  language: string;
  alternates: PageAlternate[];
  /** The contact forms' "filled in too fast" check measures from here (signed). */
  formStamp: string;
}

/**
 * A site page's loader data, at its fixed route or under its language's prefix. `request` is what
 * the request asks of its Collection Lists (`?page=`, `?industry=`); null when it names no page or
 * industry of them (a 404).
 */
export async function sitePageData(site: SitePage, view: SitePageView, path: string, book: AddressBook, request: ListRequest) {
  const { seo, locale, translationKey, ...page } = view;
  const collectionLists = await collectionListViews(page.content, { locale: locale ?? book.defaultTag, path, book, ...request });
  if (!collectionLists) return null;
  // The SEO panel's settings (decision 027); without a social image of its own the page shares the site settings' image.
  const image = await chosenShareImage(seo);
  const search = { canonicalUrl: listCanonical(seo.canonicalUrl, path, collectionLists), noindex: seo.noindex, ...(image ? { image } : {}) };
  const frame: PublicPageFrame = { path, language: locale ?? book.defaultTag, alternates: await pageAlternates({ translationKey }, book), formStamp: issueFormStamp(Date.now()) };
  const content = await resolvePageLinks(page.content, frame.language, book);
  // A shipped case study's listing, which the header marks as the section the visitor is in.
  const listing = "collection" in site ? await publishedSitePagePath(site.collection, frame.language, book) : null;
  const formViews = await formViewsOf(content, { language: frame.language, defaultTag: book.defaultTag, path });
  return { kind: "site" as const, page: { ...page, content }, search, type: site.type, organization: "organization" in site, collectionLists, listing, formViews, ...frame };
}

/** A CMS page's loader data; null when `request` (`?page=`, `?industry=`) names no page or industry of its Collection Lists (a 404). */
export async function cmsPageData(record: PageRecord, path: string, book: AddressBook, request: ListRequest) {
  const collectionLists = await collectionListViews(record.content, { locale: record.locale, path, book, ...request });
  if (!collectionLists) return null;
  const { settings } = await getSiteSettings();
  const frame: PublicPageFrame = { path, language: record.locale, alternates: await pageAlternates(record, book), formStamp: issueFormStamp(Date.now()) };
  return {
    kind: "cms" as const,
    page: { title: record.title, slug: record.slug, metaDescription: record.metaDescription, content: await resolvePageLinks(withLibraryPictures(record.content), record.locale, book), updatedAt: record.updatedAt },
    // The SEO panel's settings (decision 027): the chosen social image or the generated card, canonical URL, noindex.
    search: { image: await pageShareImage(record, settings.companyName), canonicalUrl: listCanonical(record.seo.canonicalUrl, path, collectionLists), noindex: record.seo.noindex },
    collectionLists,
    formViews: await formViewsOf(record.content, { language: record.locale, defaultTag: book.defaultTag, path }),
    ...frame,
  };
}

/**
 * The canonical URL: the SEO panel's, else, on a later page of its Collection Lists (?page=2), that
 * page's own address, as the Insights listing gives its later pages (the list further on is not the
 * first page's copy). A first page narrowed by industry names the page itself (the same items, fewer).
 */
function listCanonical(chosen: string, path: string, lists: CollectionListViews): string {
  const page = shownListPage(lists);
  if (chosen || page === 1) return chosen;
  // A later page of a list narrowed by industry (?industry=retail&page=2) is that list's page; its first page is the page's.
  const narrowed = Object.values(lists).flatMap((list) => list.filterLinks?.links.slice(1).filter((link) => link.current) ?? [])[0];
  return narrowed ? `${narrowed.href}&page=${page}` : `${path}?page=${page}`;
}
