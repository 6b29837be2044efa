import { listSitemapEntries } from "#app/features/seo/public-paths.server.ts";
import { renderSitemap } from "#app/features/seo/sitemap.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

export async function loader() {
  const xml = renderSitemap(publicOrigin(), await listSitemapEntries());
  return new Response(xml, {
    // Short, so a page published or unpublished a moment ago is soon right for crawlers too.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
