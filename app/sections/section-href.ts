const HAS_SCHEME_OR_HOST = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The href a section's link should get on the page at `pagePath`. React Router resolves a bare
 * relative link ("pricing") against the route ("/about-us/pricing"), a browser against the
 * document ("/pricing"); resolving it here first makes both agree with what staff expect from an
 * ordinary web link. Absolute, scheme and root-relative links pass through unchanged.
 */
export function sectionHref(url: string, pagePath: string): string {
  if (url.startsWith("/") || HAS_SCHEME_OR_HOST.test(url)) return url;
  const resolved = new URL(url, new URL(pagePath, "http://page.invalid"));
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
