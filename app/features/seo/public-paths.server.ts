import { listPublishedPagesForSitemap } from "#app/features/pages/pages.server.ts";
import { sitemapEntries } from "./sitemap.server.ts";

/**
 * Every public page's path, as the sitemap lists them: the HTML cache renders these ahead of the
 * first visitor (server/html-cache-warmer.ts). One list, so a page the sitemap gains is warmed too.
 */
export async function listPublicPaths(): Promise<string[]> {
  return sitemapEntries(await listPublishedPagesForSitemap()).map((entry) => entry.path);
}
