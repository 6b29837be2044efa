import { db } from "#app/db/client.server.ts";
import { parseMediaReference } from "#app/lib/media-url.ts";
import type { PageSeo } from "./page-seo.ts";
import { socialCardPath } from "./social-card.server.tsx";

/** The library image staff chose in the SEO panel, while it is still in the library as chosen; else null. */
export async function chosenShareImage(seo: PageSeo): Promise<string | null> {
  const chosen = seo.socialImage ? parseMediaReference(seo.socialImage) : null;
  if (!chosen) return null;
  const stored = await db().selectFrom("media").select("id").where("id", "=", chosen.id).where("hash", "=", chosen.hash).executeTakeFirst();
  return stored ? seo.socialImage : null;
}

/**
 * The image a published page shares (og:image, twitter:image): the library image staff chose in the
 * SEO panel, else the card the site makes from the title.
 */
export async function pageShareImage(page: { slug: string; title: string; seo: PageSeo }, siteName: string): Promise<string> {
  return (await chosenShareImage(page.seo)) ?? socialCardPath(page.slug, { title: page.title, siteName });
}
