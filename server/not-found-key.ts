import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The route that answers a path no other route claims, and the two routes of pages found by their
 * path: a CMS page by slug, a page of another language under its prefix (app/routes.ts).
 */
const CATCH_ALL = "catch-all";
const PAGE_BY_PATH = new Set(["cms-page", "translated-page"]);

/**
 * The cache key of the not-found page a path will get, or null when the path may name a page.
 * The not-found page does not name the path, so every unknown path can share one cached copy:
 * a flood of made-up paths (a scanner's) then costs no render each (decision 020). Decided the way
 * React Router will: by matching the app's routes, and, for a page found by its path, by whether a
 * published page answers it. There are two copies, as the two kinds of route render their 404s
 * differently, and one per language, as each speaks the language its address names; their keys
 * cannot be a page's, which are paths.
 */
export function notFoundKeys(routes: ServerBuild["routes"], pages: { hasPage: (pathname: string) => Promise<boolean>; languageOf: (pathname: string) => Promise<string> }) {
  const tree = routeTree(routes, undefined);
  return async (url: URL): Promise<string | null> => {
    const last = matchRoutes(tree, url.pathname)?.at(-1);
    const id = last?.route.id;
    if (id === CATCH_ALL) return `404 ${CATCH_ALL} ${await pages.languageOf(url.pathname)}`;
    if (id && PAGE_BY_PATH.has(id) && !(await pages.hasPage(url.pathname))) return `404 page ${await pages.languageOf(url.pathname)}`;
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
