import type { Route } from "./+types/sitemap";
import { renderSitemap, STATIC_PUBLIC_PATHS } from "#app/features/seo/sitemap.server.ts";
import { siteConfig } from "#app/lib/site-config.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const xml = renderSitemap(
    siteConfig(request).origin,
    STATIC_PUBLIC_PATHS.map((path) => ({ path })),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
