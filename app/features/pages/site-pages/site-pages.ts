import type { TranslationStatus } from "../translation-status.ts";

/**
 * The site pages: the pages behind the website's own fixed routes, stored as pages of sections
 * (docs/decisions/018-site-pages.md). Their path is fixed by this list; everything else about them
 * is content. One home for the list: routes.ts, the sitemap, the admin and the tests derive from it.
 */
export const SITE_PAGES = [
  // The home page also tells search engines about the company (Organization structured data).
  { key: "home", path: "/", slug: "home", type: "website", organization: true },
  { key: "services", path: "/services", slug: "services", type: "website" },
  { key: "case-studies", path: "/case-studies", slug: "case-studies", type: "website" },
  // The case studies are items of the "case-studies" collection that keep these fixed paths (decision 039, migration 0027).
  { key: "case-study-1", path: "/case-study-1", slug: "case-study-1", type: "article", collection: "case-studies" },
  { key: "case-study-2", path: "/case-study-2", slug: "case-study-2", type: "article", collection: "case-studies" },
  { key: "case-study-3", path: "/case-study-3", slug: "case-study-3", type: "article", collection: "case-studies" },
  { key: "how-it-works", path: "/how-it-works", slug: "how-it-works", type: "website" },
  { key: "contact", path: "/contact", slug: "contact", type: "website" },
  // The seeded Request a Quote form on a page of its own (issue S, decision 044), linked from the services page.
  { key: "request-a-quote", path: "/request-a-quote", slug: "request-a-quote", type: "website" },
  { key: "privacy-policy", path: "/privacy-policy", slug: "privacy-policy", type: "website" },
  { key: "terms-of-service", path: "/terms-of-service", slug: "terms-of-service", type: "website" },
] as const satisfies ReadonlyArray<{ key: string; path: string; slug: string; type: "website" | "article"; organization?: boolean; collection?: "case-studies" }>;

export type SitePage = (typeof SITE_PAGES)[number];
export type SitePageKey = SitePage["key"];

/** One row of the Pages screen's Website Pages list. */
export interface SitePageSummary {
  id: string;
  key: SitePageKey;
  title: string;
  path: string;
  updatedAt: string;
  /** The page in each other language the site has: its status there, and its id where it exists. */
  translations: ReadonlyArray<{ tag: string; nativeName: string; status: TranslationStatus; id: string | null }>;
}

/** The collection a site page's rows are items of (the case studies), or null for a page. */
export function sitePageCollection(key: string | null | undefined): "case-studies" | null {
  const page = sitePageByKey(key);
  return page && "collection" in page ? page.collection : null;
}

export function sitePageByKey(key: string | null | undefined): SitePage | undefined {
  return SITE_PAGES.find((page) => page.key === key);
}

/** The site page a public path shows ("/services"), ignoring a trailing slash. */
export function sitePageByPath(pathname: string): SitePage | undefined {
  // React Router matches paths whatever their case ("/Services" reaches the services route), so this does too.
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase();
  return SITE_PAGES.find((page) => page.path === path);
}

/**
 * Whether staff may change a site page's slug. In the default language it is the page's route, fixed
 * (docs/decisions/018-site-pages.md); the home page answers at its language's prefix ("/de") whatever
 * its slug. Every other translation has its own slug ("/de/leistungen"), changed like a CMS page's,
 * a 301 keeping the old address (docs/decisions/037-locale-model.md).
 */
export function sitePageSlugEditable(key: string, inDefaultLanguage: boolean): boolean {
  return !inDefaultLanguage && key !== "home";
}

/** What a site page's translations share (pages.translation_key): the page is the same in every language. */
export function sitePageTranslationKey(key: SitePageKey): string {
  return `site-page:${key}`;
}

export const SITE_PAGE_CANNOT_DELETE = "This page is part of the website and cannot be deleted. Use Reset to default to bring back its original content.";
