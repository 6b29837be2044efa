/**
 * What a route module's `handle` may say to the root. `hydrate: false` (the public site's layout):
 * its pages are rendered on the server only and load the public script instead of React Router's
 * client (docs/decisions/032-public-pages-without-hydration.md).
 */
export interface RouteHandle {
  hydrate?: boolean;
}

export function hydrates(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false);
}
