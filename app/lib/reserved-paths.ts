/**
 * The first path segments the application itself answers: no CMS page, redirect or language prefix
 * may take one (one home for the rule: the pages' slugs, the redirects, the languages and the HTML
 * cache read it). Lower case; matched against a path's first segment.
 */

/** The admin and the API: never a public page, so the HTML cache and the canonical spelling leave them alone. */
export const APP_AREAS: readonly string[] = ["admin", "api"];

/**
 * Every other fixed first segment of app/routes.ts that is not a site page. The routes cannot be
 * imported here (they are React Router's build configuration), so tests/integration/reserved-paths.test.ts
 * derives this list from app/routes.ts and fails when the two differ.
 */
export const ROUTE_SEGMENTS: readonly string[] = ["newsletter", "unsubscribe", "not-found", "preview", "sitemap.xml", "robots.txt", "media", "social-cards"];

/**
 * What Express answers before the routes (server.ts, server/app.ts: static files, health checks)
 * and React Router's own requests (`__manifest`, the client's `.data` fetches), with the bare names
 * a visitor would take for the site's files ("sitemap", "robots", "favicon").
 */
const SERVER_SEGMENTS: readonly string[] = ["assets", "images", "healthz", "readyz", "favicon.svg", "favicon.ico", "__manifest", "data", "sitemap", "robots", "favicon"];

export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([...APP_AREAS, ...ROUTE_SEGMENTS, ...SERVER_SEGMENTS]);

/** The path's first segment, lower-cased ("/Admin/users" → "admin"). */
function firstSegment(path: string): string {
  return path.replace(/^\/+/, "").split("/")[0]!.toLowerCase();
}

/** True for a path the application itself answers ("/admin", "/preview/…", "/sitemap.xml"). */
export function isReservedPath(path: string): boolean {
  return RESERVED_SEGMENTS.has(firstSegment(path));
}

/** True for a path in the admin or the API ("/admin", "/api/auth/…"). */
export function isAppAreaPath(path: string): boolean {
  return APP_AREAS.includes(firstSegment(path));
}
