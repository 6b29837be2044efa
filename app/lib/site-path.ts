/**
 * The one rule for a path staff type that the site serves back as a link, a canonical URL or a
 * redirect's Location: it must stay a path of this site in the form that is stored and served.
 *
 * The text as typed is not enough to check: the URL parser resolves "." and ".." segments (also
 * percent-encoded ones, "%2e%2e") and turns "\" into "/", so "/.//evil.example" or
 * "/a/..//evil.example" become "//evil.example", which a browser reads as another host. The check
 * therefore runs again on the parser's result, which is what callers store.
 */

const BASE = "http://site-path.invalid";
// eslint-disable-next-line no-control-regex -- control characters and spaces are what is refused
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;
/** "//host" and "/\host": browsers read both as another host. */
const OTHER_HOST = /^\/[/\\]/;

export interface SitePath {
  /** The path as requests carry it: dot segments resolved, percent-encoded ("/a%20b"). */
  pathname: string;
  /** "?…" or "" */
  search: string;
  /** "#…" or "" */
  hash: string;
}

/**
 * The parsed form of a same-site path ("/new?x=1#top"), or null when the text, or what the parser
 * makes of it, is not one: it must start with a single "/", carry no scheme, backslash, space or
 * control character, and its resolved path must not start with "//".
 */
export function parseSitePath(raw: string): SitePath | null {
  const text = raw.trim();
  if (!text.startsWith("/") || OTHER_HOST.test(text) || CONTROL_OR_SPACE.test(text) || text.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return null;
  }
  if (!resolvesOnSite(url)) return null;
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function resolvesOnSite(url: URL): boolean {
  return url.origin === BASE && !OTHER_HOST.test(url.pathname);
}

/**
 * For links and images, which may be any URL: false only when a path that starts with one "/" would
 * resolve to another host ("/.//evil.example"). Spaces stay allowed there (a browser encodes them).
 */
export function isRootRelativeOffSite(raw: string): boolean {
  const text = raw.trim();
  if (!text.startsWith("/") || OTHER_HOST.test(text)) return false;
  try {
    return !resolvesOnSite(new URL(text, BASE));
  } catch {
    return true;
  }
}

/** True when the text is a path of this site, checked as it resolves (see parseSitePath). */
export function isSitePath(raw: string): boolean {
  return parseSitePath(raw) !== null;
}
