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

/** The Set-Cookie value for a valid token from the link, or null (no token, or not one the page made). */
export function exportStartedCookie(token: string | null): string | null {
  if (!token || !TOKEN.test(token)) return null;
  // Not HttpOnly: the page's script must read it. It holds nothing but the page's own random token.
  return `${EXPORT_STARTED_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=120; SameSite=Lax`;
}

/** Whether the cookies the page sees (document.cookie) say the export with `token` has started. */
export function exportHasStarted(cookies: string, token: string): boolean {
  return cookies.split(/;\s*/).includes(`${EXPORT_STARTED_COOKIE}=${token}`);
}

/** Expires the cookie again once the page has seen it. */
export const CLEAR_EXPORT_STARTED_COOKIE = `${EXPORT_STARTED_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; SameSite=Lax`;
