import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PathRoute } from "#app/features/pages/public-path-answers.server.ts";

/**
 * The route that answers a path no other route claims, and the routes that find what they show by
 * the path (app/routes.ts), each in the default language and as "translated-…" under a language's
 * prefix: a CMS page by slug, the search page, the Insights' listings and an article.
 */
const CATCH_ALL = "catch-all";
const BY_PATH: Readonly<Record<string, PathRoute>> = {
  "cms-page": "page",
  page: "page",
  search: "search",
  insights: "insights",
  "insights-topic": "insights",
  "insights-author": "insights",
  insight: "insight",
};

function pathRoute(id: string): PathRoute | undefined {
  const own = id.replace(/^translated-/, "");
  return Object.hasOwn(BY_PATH, own) ? BY_PATH[own] : undefined;
}

/**
 * The cache key of the not-found page a path will get, or null when the path may name a page.
 * The not-found page does not name the path, so every unknown path can share one cached copy:
 * a flood of made-up paths (a scanner's) then costs no render each (decision 020). Decided the way
 * React Router will: by matching the app's routes, and, for a route that finds what it shows by its
 * path, by whether something is there (a published page or article, a listing, a served language's search). There are two copies, as the two kinds of route render their 404s
 * differently, and one per language, as each speaks the language its address names; their keys
 * cannot be a page's, which are paths.
 */
export function notFoundKeys(routes: ServerBuild["routes"], pages: { hasPage: (pathname: string, route: PathRoute) => Promise<boolean>; languageOf: (pathname: string) => Promise<string> }) {
  const tree = routeTree(routes, undefined);
  return async (url: URL): Promise<string | null> => {
    const last = matchRoutes(tree, url.pathname)?.at(-1);
    const id = last?.route.id;
    if (id === CATCH_ALL) return `404 ${CATCH_ALL} ${await pages.languageOf(url.pathname)}`;
    const route = id ? pathRoute(id) : undefined;
    if (route && !(await pages.hasPage(url.pathname, route))) return `404 page ${await pages.languageOf(url.pathname)}`;
    return null;
  };
}

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    return route.index ? [{ ...common, index: true as const }] : [{ ...common, children: routeTree(routes, route.id) }];
  });
}
