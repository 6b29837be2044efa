import type { Route } from "./+types/sitemap";
import { listPublishedPagesForSitemap } from "#app/features/pages/pages.server.ts";
import { renderSitemap, sitemapEntries } from "#app/features/seo/sitemap.server.ts";
import { siteConfig } from "#app/lib/site-config.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = renderSitemap(siteConfig(request).origin, sitemapEntries(await listPublishedPagesForSitemap()));
  return new Response(xml, {
    // Short, so a page published or unpublished a moment ago is soon right for crawlers too.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
