import { isAppAreaPath } from "#app/lib/reserved-paths.ts";

// Escapes of the characters a page's path is made of (slugs: app/features/pages/cms/slug.ts): decoded,
// since React Router decodes them before matching. Other escapes stay escaped.
const PAGE_CHARACTER_ESCAPE = /%(?:3[0-9]|[46][1-9a-f]|[57][0-9a]|2d|5f|7e)/gi;

/**
 * The one spelling of a public page's path (docs/decisions/012-html-cache.md), or null when `path`
 * (a request's raw path) is not a page's: the admin and the API (better-auth's endpoints among
 * them) and file-like paths (a dot in the last segment: assets, media variants, social cards,
 * preview links, sitemap.xml, client navigations' `.data`) keep their spelling, since file names
 * and tokens may be case-sensitive.
 *
 * React Router ignores case and trailing slashes, so each spelling would be a page of its own to
 * the HTML cache. The canonical form: dot segments resolved and backslashes read as slashes, as
 * the URL parser (and a browser) reads them; escapes of letters, digits, "-", "_" and "~" decoded;
 * lower case (page paths and slugs are lower case only; other escapes' hex digits too); runs of
 * slashes made one, so it never starts with "//" (another host, to a browser); no trailing slash
 * but the root's. Applying it twice changes nothing more.
 */
export function canonicalPagePath(path: string): string | null {
  const base = "http://path.invalid";
  if (!path.startsWith("/") || !URL.canParse(`${base}${path}`)) return null;
  const canonical =
    new URL(`${base}${path}`).pathname
      .replace(PAGE_CHARACTER_ESCAPE, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
      .toLowerCase()
      .replace(/\/{2,}/g, "/")
      .replace(/(.)\/$/, "$1");
  if (isAppAreaPath(canonical) || canonical.slice(canonical.lastIndexOf("/")).includes(".")) return null;
  return canonical;
}
