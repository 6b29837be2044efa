/** What a log line shows in place of a secret (pino's own word for what `redact` removes). */
export const REDACTED = "[Redacted]";

/** Any origin: only the path and query of what is parsed against it are used. */
const BASE = "http://log.invalid";

/**
 * Paths whose last part is a secret: a preview link, /preview/<id>.<secret> and its data request
 * /preview/<id>.<secret>.data (features/pages/publishing/page-preview-links.server.ts), and better-auth's
 * password-reset callback, /api/auth/reset-password/<token>. The id before the dot stays, to tell
 * links apart; everything after it goes, whatever it is.
 */
const SECRET_IN_PATH = [/^(\/+preview\/+(?:[0-9a-f-]{1,36}\.)?)(.+?)(\.data)?$/is, /^(\/+api\/+auth\/+reset-password\/+)(.+?)()$/is];

/**
 * A request's URL as a log line may hold it: the path as the router reads it (dot segments
 * resolved, percent-escapes decoded, as React Router matches it) with the secret of a preview or
 * reset link replaced, and the query's parameter names with every value replaced. Query values are
 * where this site's links carry their tokens (reset, invitation, confirmation, newsletter), and a
 * search or filter typed by staff is nobody else's business either. `url` is a request target
 * ("/path?query") or an absolute URL.
 */
export function loggedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = url.startsWith("/") ? new URL(`${BASE}${url}`) : new URL(url);
  } catch {
    return REDACTED;
  }
  const path = SECRET_IN_PATH.reduce((result, pattern) => result.replace(pattern, `$1${REDACTED}$3`), decodedPath(parsed.pathname));
  const names = [...new Set(parsed.searchParams.keys())];
  return names.length ? `${path}?${names.map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join("&")}` : path;
}

/** The path with each segment's escapes decoded (an escaped "/" stays escaped); a malformed escape leaves its segment as sent. */
function decodedPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll("/", "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}
