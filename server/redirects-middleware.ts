import type { NextFunction, Request, Response } from "express";
import type { NotFoundLog } from "#app/features/redirects/not-found-log.server.ts";
import type { RedirectMap } from "#app/features/redirects/redirect-map.server.ts";
import { isReservedPath } from "#app/lib/reserved-paths.ts";
import { canonicalPagePath } from "./canonical-path.ts";
import { sessionCookiePattern } from "./session-cookie.ts";
import { notFoundHitPath } from "./visitor-request.ts";

/** Browsers keep a 301 for as long as they are told; a few minutes lets an edited redirect reach them. */
const PERMANENT_CACHE_CONTROL = "public, max-age=300";

/**
 * Staff's redirects (features/redirects), answered before anything is rendered or read from the
 * HTML cache: a lookup in memory (RedirectMap). Only GET and HEAD: a form posted to an old path is
 * not sent on. The request's query string goes along when the target names none.
 */
export function servedRedirects(map: RedirectMap) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || isReservedPath(req.path)) return next();
    const target = await map.lookup(req.path);
    if (!target) return next();
    const location = target.toPath.includes("?") ? target.toPath : `${target.toPath}${queryOf(req)}`;
    res.setHeader("Cache-Control", target.statusCode === 301 ? PERMANENT_CACHE_CONTROL : "no-store");
    res.redirect(target.statusCode, location);
  };
}

/**
 * Sends every other spelling of a page's path ("/Services", "/services/", "//services") to its one
 * canonical path with a 301 and the request's query string, so that the HTML cache keeps one copy
 * of each page (canonicalPagePath). After the staff redirects, whose old paths keep their case:
 * a redirect from "/Old-Page" still answers. Before the HTML cache, so a 301 is never kept there.
 */
export function canonicalPaths() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPagePath(req.path);
    if (canonical === null || canonical === req.path) return next();
    res.setHeader("Cache-Control", PERMANENT_CACHE_CONTROL);
    res.redirect(301, `${canonical}${queryOf(req)}`);
  };
}

/** The request's query string with its "?", as it came, or "". */
function queryOf(req: Request): string {
  const query = req.originalUrl.indexOf("?");
  return query >= 0 ? req.originalUrl.slice(query) : "";
}

/**
 * Records the 404 hits (notFoundHitPath: a visitor's request, no bots, prefetches or staff) in the
 * one 404 log the Redirects screen and the dashboard read (decision 042), from the cache or rendered.
 */
export function loggedNotFound(log: NotFoundLog, sessionCookiePrefix: string) {
  const sessionCookie = sessionCookiePattern(sessionCookiePrefix);
  return (req: Request, res: Response, next: NextFunction) => {
    const path = notFoundHitPath(req, sessionCookie);
    if (path !== null) {
      res.once("finish", () => {
        if (res.statusCode === 404) log.record(path, req.get("referer"));
      });
    }
    next();
  };
}
