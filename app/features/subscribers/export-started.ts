/**
 * A page cannot see when a download it started has begun. The Export CSV link carries a random
 * token; the export's response sets it as a short-lived cookie, and the page, which watches its
 * cookies, then knows the file is on its way and says "Export complete". A refused export answers
 * with a redirect instead (no cookie), so the toast never claims a download that did not happen.
 */
export const EXPORT_STARTED_COOKIE = "subscribers-export-started";
export const EXPORT_TOKEN_PARAM = "download";
const COOKIE_PATH = "/admin/subscribers";
const TOKEN = /^[a-z0-9]{8,40}$/;

// Over HTTPS the cookie is Secure, and named with the `__Secure-` prefix that browsers accept only
// on a Secure cookie set over HTTPS (not `__Host-`: that needs Path=/, and this one stays on its screen).
const cookieName = (secure: boolean) => `${secure ? "__Secure-" : ""}${EXPORT_STARTED_COOKIE}`;
const attributes = (secure: boolean, maxAge: number) => `Path=${COOKIE_PATH}; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The Set-Cookie value for a valid token from the link, or null (no token, or not one the page made). */
export function exportStartedCookie(token: string | null, { secure }: { secure: boolean }): string | null {
  if (!token || !TOKEN.test(token)) return null;
  // Not HttpOnly: the page's script must read it. It holds nothing but the page's own random token.
  return `${cookieName(secure)}=${token}; ${attributes(secure, 120)}`;
}

/** Whether the cookies the page sees (document.cookie) say the export with `token` has started. */
export function exportHasStarted(cookies: string, token: string): boolean {
  const seen = cookies.split(/;\s*/);
  return [false, true].some((secure) => seen.includes(`${cookieName(secure)}=${token}`));
}

/** Expires the cookie again once the page has seen it (`secure`: the page was loaded over HTTPS). */
export function clearExportStartedCookie(secure: boolean): string {
  return `${cookieName(secure)}=; ${attributes(secure, 0)}`;
}
