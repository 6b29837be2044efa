import type { Route } from "./+types/robots";
import { renderRobots } from "#app/features/seo/sitemap.server.ts";
import { siteConfig } from "#app/lib/site-config.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(renderRobots(siteConfig(request).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
