import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { DEFAULT_PAGE_SEO, type PageSeo } from "#app/features/seo/page-seo.ts";
import { logger } from "#app/lib/logger.server.ts";
import type { PageContent } from "../cms/content.ts";
import { withLibraryPictures } from "../cms/public-page-content.server.ts";
import type { PageRecord } from "../cms/schema.ts";
import { getSitePage } from "./site-pages.server.ts";
import { sitePageTranslationKey, type SitePageKey } from "./site-pages.ts";

export interface SitePageView {
  title: string;
  metaDescription: string;
  content: PageContent;
  /** The SEO panel's settings (docs/decisions/027). */
  seo: PageSeo;
  /** Its language, and the key its translations share (hreflang, the switcher). */
  locale: string | null;
  translationKey: string;
}

/** What a site page's record shows: the page sanitised, its library images drawn as <picture>. */
export function sitePageView(page: PageRecord): SitePageView {
  return {
    title: page.title,
    metaDescription: page.metaDescription,
    content: withLibraryPictures(page.content),
    seo: page.seo,
    locale: page.locale,
    translationKey: page.translationKey,
  };
}

/**
 * What a site route shows in the default language. Should the row be missing (a database restored
 * from before the site pages, not yet restarted), the seeded content is shown instead: a site route
 * never becomes a 404.
 */
export async function loadSitePage(key: SitePageKey): Promise<SitePageView> {
  const page = await getSitePage(key);
  if (page) return sitePageView(page);
  const seed = sitePageSeed(key);
  if (!seed) throw new Error(`Site page ${key} has no seed`);
  logger.warn({ key }, "Site page missing from the database; showing its seeded content");
  return { title: seed.title, metaDescription: seed.metaDescription, content: { sections: seed.sections }, seo: DEFAULT_PAGE_SEO, locale: null, translationKey: sitePageTranslationKey(key) };
}
