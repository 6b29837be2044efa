import { db } from "#app/db/client.server.ts";
import { listPublishedTitlesBySlug } from "#app/features/pages/cms/pages.server.ts";
import { parseMediaReference } from "#app/lib/media-url.ts";
import type { PageSeo } from "./page-seo.ts";
import { socialCardHash, socialCardPath, type SocialCardInput } from "./social-card.server.tsx";

/** The library image staff chose in the SEO panel, while it is still in the library as chosen; else null. */
export async function chosenShareImage(seo: PageSeo): Promise<string | null> {
  const chosen = seo.socialImage ? parseMediaReference(seo.socialImage) : null;
  if (!chosen) return null;
  const stored = await db().selectFrom("media").select("id").where("id", "=", chosen.id).where("hash", "=", chosen.hash).executeTakeFirst();
  return stored ? seo.socialImage : null;
}

/**
 * The image a published page shares (og:image, twitter:image): the library image staff chose in the
 * SEO panel, else the card the site makes from the title, in the page's language (decision 038: its
 * direction and the fonts of its script).
 */
export async function pageShareImage(page: { slug: string; title: string; seo: PageSeo; locale: string }, siteName: string): Promise<string> {
  return (await chosenShareImage(page.seo)) ?? socialCardPath(page.slug, { title: page.title, siteName, lang: page.locale });
}

/**
 * The card a card URL asks for: of the published pages with `slug` in the served languages (`tags`),
 * the one whose title, brand and language give `hash`. Translations may share a slug ("/services",
 * "/zh-hk/services"), and the hash covers the language, so it tells them apart; a page in a language
 * that is not served (switched off, or never added) has no card.
 */
export async function publishedPageCard(slug: string, hash: string, tags: readonly string[], siteName: string): Promise<SocialCardInput | null> {
  // Pages and collection items alike (decision 039): an article and a page may share a slug, and the hash tells them apart too.
  for (const page of await listPublishedTitlesBySlug(slug, tags)) {
    const input = { title: page.title, siteName, lang: page.locale };
    if (socialCardHash(input) === hash) return input;
  }
  return null;
}
