import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { CONTENT_SEGMENTS } from "#app/features/collections/collection-segments.ts";
import { SITE_PAGES } from "#app/features/pages/site-pages/site-pages.ts";
import { APP_AREAS, isAppAreaPath, isReservedPath, ROUTE_SEGMENTS } from "#app/lib/reserved-paths.ts";

/** Every fixed first segment of the route config ("admin", "newsletter", "sitemap.xml"), wherever it is nested. */
function firstSegments(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const first = path.split("/")[0]!;
    const own = first && !/[:*]/.test(first) ? [first] : [];
    return [...own, ...firstSegments(entry.children ?? [], path)];
  });
}

/** One home for the paths the application answers (docs/conventions.md, "One home per rule"). */
describe("the reserved paths (lib/reserved-paths.ts)", () => {
  it("are app/routes.ts's fixed first segments that are not site pages or content's (a collection's base, the search), so the list cannot drift from the routes", () => {
    const sitePages = new Set(SITE_PAGES.map(({ path }) => path.slice(1)));
    // Content segments are reserved by features/collections/collection-segments.ts: pages and prefixes may not take them, but they are public pages, not the application's own.
    const fromRoutes = new Set(firstSegments(routeConfig).filter((segment) => !sitePages.has(segment) && !CONTENT_SEGMENTS.has(segment)));
    expect(new Set([...APP_AREAS, ...ROUTE_SEGMENTS])).toEqual(fromRoutes);
  });

  it("match a path by its first segment, in any case", () => {
    expect(["/admin", "/Admin/users", "/preview/link.secret", "/sitemap.xml", "/healthz", "/assets/app.js"].filter((path) => !isReservedPath(path))).toEqual([]);
    expect(["/", "/about-us", "/administration", "/services"].filter(isReservedPath)).toEqual([]);
    expect(["/admin", "/api/auth/sign-in", "/API"].every(isAppAreaPath)).toBe(true);
    expect(["/newsletter", "/about", "/administrator"].some(isAppAreaPath)).toBe(false);
  });
});
