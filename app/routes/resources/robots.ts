import { renderRobots } from "#app/features/seo/sitemap.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

export function loader() {
  return new Response(renderRobots(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
