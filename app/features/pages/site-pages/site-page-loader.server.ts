import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { DEFAULT_PAGE_SEO, type PageSeo } from "#app/features/seo/page-seo.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { PageContent } from "../cms/content.ts";
import { withLibraryPictures } from "../cms/public-page-content.server.ts";
import { getSitePage } from "./site-pages.server.ts";
import type { SitePageKey } from "./site-pages.ts";

export interface SitePageView {
  title: string;
  metaDescription: string;
  content: PageContent;
  /** The SEO panel's settings (docs/decisions/027). */
  seo: PageSeo;
}

/**
 * What a site route shows: the page sanitised, its library images drawn as <picture>. Should the row be missing (a database restored from before the site
 * pages, not yet restarted), the seeded content is shown instead: a site route never becomes a 404.
 */
export async function loadSitePage(key: SitePageKey): Promise<SitePageView> {
  const page = await getSitePage(key);
  if (page) return { title: page.title, metaDescription: page.metaDescription, content: withLibraryPictures(page.content), seo: page.seo };
  const seed = sitePageSeed(key);
  if (!seed) throw new Error(`Site page ${key} has no seed`);
  logger.warn({ key }, "Site page missing from the database; showing its seeded content");
  return { title: seed.title, metaDescription: seed.metaDescription, content: { sections: seed.sections }, seo: DEFAULT_PAGE_SEO };
}
