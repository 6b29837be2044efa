import { listPublishedPagesForSitemap } from "#app/features/pages/cms/pages.server.ts";
import { listNoindexSitePaths } from "#app/features/pages/site-pages/site-pages.server.ts";
import { sitemapEntries, type SitemapEntry } from "./sitemap.server.ts";

/** What sitemap.xml lists: the site pages and the published CMS pages, but those marked noindex. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const [cmsPages, noindexPaths] = await Promise.all([listPublishedPagesForSitemap(), listNoindexSitePaths()]);
  return sitemapEntries(cmsPages, noindexPaths);
}

/**
 * Every public page's path, as the sitemap lists them: the HTML cache renders these ahead of the
 * first visitor (server/html-cache-warmer.ts). One list, so a page the sitemap gains is warmed too.
 */
export async function listPublicPaths(): Promise<string[]> {
  return (await listSitemapEntries()).map((entry) => entry.path);
}
