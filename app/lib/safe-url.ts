import { isRootRelativeOffSite } from "./site-path.ts";

/**
 * Which URLs staff may put in links and images. Browsers ignore control characters and whitespace
 * inside a scheme ("java\tscript:"), so the scheme is read after removing them, exactly as a browser
 * would, and compared against an allowlist rather than a blocklist.
 */
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const IMAGE_SCHEMES = new Set(["http", "https"]);
// Raster images only: an SVG data URL can carry script.
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being stripped
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;

function schemeOf(url: string): string | null {
  const compact = url.replace(IGNORED_BY_BROWSERS, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match ? match[1]!.toLowerCase() : null;
}

/** http, https, mailto, tel, or a relative URL ("/contact", "#form", "pricing"). */
export function isSafeLinkUrl(url: string): boolean {
  const scheme = schemeOf(url);
  // "//evil.example" is relative to the scheme, not to the site; it is allowed like any https link.
  return scheme === null ? isSafeRelativeUrl(url) : LINK_SCHEMES.has(scheme);
}

/** http, https, a relative URL, or a base64 raster image (PNG, JPEG, GIF, WebP, AVIF). */
export function isSafeImageUrl(url: string): boolean {
  const scheme = schemeOf(url);
  if (scheme === null) return isSafeRelativeUrl(url);
  if (scheme === "data") return DATA_IMAGE.test(url.trim());
  return IMAGE_SCHEMES.has(scheme);
}

/**
 * "\\host" is another host to a browser. "/.//host" is still this site as an href, but its resolved
 * form, "//host", is another host wherever it is written out again (a redirect, a canonical URL), so
 * no stored link holds one (lib/site-path.ts).
 */
function isSafeRelativeUrl(url: string): boolean {
  return !/^[\\]/.test(url.trim()) && !isRootRelativeOffSite(url);
}

export const UNSAFE_LINK_MESSAGE = "Use a link that starts with https://, http://, mailto:, tel: or /.";
export const UNSAFE_IMAGE_MESSAGE = "Use an image URL that starts with https://, http:// or /.";
