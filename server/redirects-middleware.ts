import type { NextFunction, Request, Response } from "express";
import type { NotFoundLog } from "#app/features/redirects/not-found-log.server.ts";
import type { RedirectMap } from "#app/features/redirects/redirect-map.server.ts";
import { isReservedPath } from "#app/features/redirects/schema.ts";

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
    const query = req.originalUrl.indexOf("?");
    const location = query >= 0 && !target.toPath.includes("?") ? `${target.toPath}${req.originalUrl.slice(query)}` : target.toPath;
    res.setHeader("Cache-Control", target.statusCode === 301 ? PERMANENT_CACHE_CONTROL : "no-store");
    res.redirect(target.statusCode, location);
  };
}

/**
 * Counts the public paths that answer 404 (from the cache or rendered), for the Redirects screen's
 * log. A client navigation's data request ("/old.data") counts as the page's path.
 */
export function loggedNotFound(log: NotFoundLog) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method === "GET" || req.method === "HEAD") && !isReservedPath(req.path)) {
      res.on("finish", () => {
        if (res.statusCode !== 404) return;
        const path = req.path === "/_root.data" ? "/" : req.path.replace(/\.data$/, "");
        log.record(path, req.get("referer"));
      });
    }
    next();
  };
}
