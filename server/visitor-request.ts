import type { Request } from "express";
import { isbot } from "isbot";
import { normalizeRequestPath } from "#app/features/redirects/schema.ts";
import { isReservedPath } from "#app/lib/reserved-paths.ts";

// A page's client-side navigation: React Router fetches /path.data (/_.data for "/") instead of the HTML.
const DATA_SUFFIX = /\/_\.data$|\.data$/;
const PREFETCH = /prefetch|prerender|preview/i;

/** isbot's verdict per user agent, remembered: a handful of user agents make most requests, and the test is a large regular expression. */
const botVerdicts = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (botVerdicts.size >= 1000) botVerdicts.clear();
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/**
 * The page path a request is a visitor's request for, or null: the one rule for what the site counts,
 * page views and 404 hits alike (docs/decisions/030-cookie-free-visit-counts.md, 042-one-record-of-404s.md).
 * Not a visitor's: anything but GET, the admin and the API, files, bots (isbot), prefetches and
 * previews (Sec-Purpose, Purpose, X-Purpose, X-Moz), and requests with a session cookie, which only
 * staff hold; trusting the cookie's presence costs no database lookup, and a forged one only hides
 * its own visit. A client navigation's data request ("/old.data") is the page's path.
 */
export function visitorPagePath(req: Request, sessionCookie: RegExp): string | null {
  if (req.method !== "GET") return null;
  let path = req.path;
  // React Router's own requests (/__manifest: route discovery) are not pages.
  if (/^\/(?:admin|api)(?:\/|$)|^\/__/i.test(path)) return null;
  const headers = req.headers;
  const userAgent = headers["user-agent"];
  if (!userAgent || isBot(userAgent)) return null;
  if (PREFETCH.test(String(headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"] ?? ""))) return null;
  if (sessionCookie.test(headers.cookie ?? "")) return null;
  if (DATA_SUFFIX.test(path)) {
    path = path.replace(DATA_SUFFIX, "") || "/";
    // The same page's data again is a revalidation (after a form was sent), not another view.
    if (sameOriginPath(headers.referer, req.host) === path) return null;
  } else if (path.slice(path.lastIndexOf("/")).includes(".")) {
    return null;
  }
  return path;
}

/**
 * The path a 404 answer counts for, or null: a visitor's request (visitorPagePath) for a path a
 * redirect could take. The application's own paths are left out (a preview link's path holds its
 * secret, and none of them can be redirected); the path is spelled as a redirect's old path is, so a
 * redirect made from it covers it exactly.
 */
export function notFoundHitPath(req: Request, sessionCookie: RegExp): string | null {
  const path = visitorPagePath(req, sessionCookie);
  return path === null || isReservedPath(path) ? null : normalizeRequestPath(path);
}

function sameOriginPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.host === host ? url.pathname : null;
}
