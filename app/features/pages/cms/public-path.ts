import { BUILT_IN_SLUGS, slugProblem } from "./slug.ts";

/**
 * True when the public site's `/:slug` route answers this path: a single segment that is a valid
 * slug and not one of the built-in pages or system paths, which outrank it. The site layout uses
 * it to show a page skeleton while a CMS page loads; it does not say that a page exists.
 */
export function isCmsPagePath(pathname: string): boolean {
  const slug = pathname.replace(/^\/|\/$/g, "");
  return slug !== "" && !slug.includes("/") && slugProblem(slug) === null && !BUILT_IN_SLUGS.has(slug);
}
