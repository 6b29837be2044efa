import { CONTENT_SEGMENTS } from "#app/features/collections/collection-segments.ts";
import { RESERVED_SEGMENTS } from "#app/lib/reserved-paths.ts";
import { SITE_PAGES } from "../site-pages/site-pages.ts";

import { MAX_SLUG_LENGTH, normalizeSlug } from "#app/lib/slug.ts";

// The slug's spelling is lib/slug.ts's (topics and author profiles share it); the rules of page slugs are here.
export { MAX_SLUG_LENGTH, normalizeSlug, slugFromTitle } from "#app/lib/slug.ts";

/**
 * Paths the application itself needs (lib/reserved-paths.ts) and the collections' bases and the site
 * search (docs/decisions/039-collections.md): a page there could never be reached, or would hide a
 * route. Checked after normalisation, so "sitemap.xml" arrives here as "sitemapxml" and is listed so.
 * A base a site page holds ("case-studies": that page is the collection's listing) stays a site page
 * slug below, where the site page already wins over a CMS page.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([...RESERVED_SEGMENTS, ...[...CONTENT_SEGMENTS].filter((segment) => !SITE_PAGES.some(({ path }) => path === `/${segment}`))].map(normalizeSlug));

/**
 * Slugs a site page already answers. They stay allowed (the import's seed pages use them), but
 * visitors at that URL see the site page, and the admin screens say so.
 */
export const SITE_PAGE_SLUGS: ReadonlySet<string> = new Set(SITE_PAGES.flatMap(({ path }) => (path === "/" ? [] : [path.slice(1)])));

export const SITE_PAGE_SLUG_NOTICE = "A built-in page of the website already uses this URL, so visitors see the built-in page there, not this one.";

/** Why a (normalised) slug cannot be used, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (slug === "") return "Missing slug: Please enter a URL slug for the page.";
  if (slug.length > MAX_SLUG_LENGTH) return `The URL slug can be at most ${MAX_SLUG_LENGTH} characters.`;
  if (slug !== normalizeSlug(slug)) return "The URL slug may only contain lower-case letters, digits, hyphens and underscores.";
  if (RESERVED_SLUGS.has(slug)) return `The URL slug "${slug}" is used by the website itself. Please choose another.`;
  return null;
}

/**
 * True when the public site's `/:slug` route answers this path: a single segment that is a valid
 * slug and not one of the site pages or system paths, which outrank it. The public script uses it
 * to show a page skeleton while a CMS page loads; it does not say that a page exists.
 */
export function isCmsPagePath(pathname: string): boolean {
  const slug = pathname.replace(/^\/|\/$/g, "");
  return slug !== "" && !slug.includes("/") && slugProblem(slug) === null && !SITE_PAGE_SLUGS.has(slug);
}
