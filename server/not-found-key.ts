import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The route that answers a path no other route claims, and the route of a CMS page by slug (app/routes.ts). */
const CATCH_ALL = "catch-all";
const CMS_PAGE = "cms-page";

/**
 * The cache key of the not-found page a path will get, or null when the path may name a page.
 * The not-found page does not name the path, so every unknown path can share one cached copy:
 * a flood of made-up paths (a scanner's) then costs no render each (decision 020). Decided the way
 * React Router will: by matching the app's routes, and, for a CMS slug, by whether that page is
 * published. There are two copies, as the two routes render their 404s differently; their keys
 * cannot be a page's, which are paths.
 */
export function notFoundKeys(routes: ServerBuild["routes"], isPublished: (slug: string) => Promise<boolean>) {
  const tree = routeTree(routes, undefined);
  return async (url: URL): Promise<string | null> => {
    const last = matchRoutes(tree, url.pathname)?.at(-1);
    const id = last?.route.id;
    if (id === CATCH_ALL) return `404 ${CATCH_ALL}`;
    if (id === CMS_PAGE && !(await isPublished(last!.params.slug ?? ""))) return `404 ${CMS_PAGE}`;
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
