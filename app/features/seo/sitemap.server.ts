import { SITE_PAGES } from "#app/features/pages/site-pages/site-pages.ts";
import { SITE_PAGE_SLUGS } from "#app/features/pages/cms/slug.ts";

/** Every public marketing path, in the order a visitor would meet them. Published CMS pages follow them. */
export const STATIC_PUBLIC_PATHS: readonly string[] = SITE_PAGES.map((page) => page.path);

export interface SitemapEntry {
  path: string;
  lastModified?: string;
  /** The page in every language it is published in, itself included (hreflang alternates); none for a page in one language. */
  alternates?: ReadonlyArray<{ tag: string; path: string }>;
}

/**
 * The built-in paths (but those marked noindex), then each published CMS page once, with the time it last changed. A page whose
 * slug a site page answers is left out: visitors (and crawlers) get the site page there.
 */
export function sitemapEntries(cmsPages: ReadonlyArray<{ slug: string; updatedAt: string }>, noindexPaths: readonly string[] = []): SitemapEntry[] {
  const entries: SitemapEntry[] = STATIC_PUBLIC_PATHS.filter((path) => !noindexPaths.includes(path)).map((path) => ({ path }));
  const seen = new Set<string>(STATIC_PUBLIC_PATHS);
  for (const page of cmsPages) {
    const path = `/${page.slug}`;
    if (SITE_PAGE_SLUGS.has(page.slug) || seen.has(path)) continue;
    seen.add(path);
    entries.push({ path, lastModified: page.updatedAt });
  }
  return entries;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const url = (path: string) => escapeXml(new URL(path, origin).toString());
  const urls = entries
    .map(({ path, lastModified, alternates = [] }) => {
      const loc = `<loc>${url(path)}</loc>`;
      const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : "";
      // Google's form of hreflang in a sitemap: every member lists the whole set, x-default the default language's.
      const links = alternates.length > 1 ? [...alternates.map((alternate) => link(alternate.tag, url(alternate.path))), link("x-default", url(alternates[0]!.path))].join("") : "";
      return `  <url>${loc}${lastmod}${links}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

function link(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${href}"/>`;
}

export function renderRobots(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${new URL("/sitemap.xml", origin)}`, ""].join("\n");
}
