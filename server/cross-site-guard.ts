import type { NextFunction, Request, Response } from "express";
import { logger } from "#app/lib/logger.server.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSAL = "This request came from another website and was refused. Open the page on this site and try again.";

export interface CrossSiteGuardOptions {
  /** SITE_URL's origin when set: behind a proxy that does not say it spoke HTTPS, the browser's Origin still names it. */
  siteOrigin: string | undefined;
  /** Requests authorised by something no other site can forge (a signed token in the URL), documented where they are exempted. */
  exempt: (req: Request) => boolean;
}

/**
 * Cross-site request forgery, refused for every write before any route sees it (docs/security.md).
 * React Router checks the Origin of page actions only: resource routes (/api/auth/*, sign-out,
 * webhooks, preview) are not covered, and a request without Origin passes. Here a write is refused
 * when the browser says it came from elsewhere by any of its three signals: an Origin that is not
 * this site's (or is "null"), Sec-Fetch-Site other than same-origin or none, or, with neither, a
 * Referer from another origin. A request naming none of them is not a browser's, so it carries no
 * visitor's cookie to abuse and goes on.
 */
export function refuseCrossSiteWrites({ siteOrigin, exempt }: CrossSiteGuardOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || exempt(req)) return next();
    // As React Router builds request.url: the protocol and host Express trusts (TRUST_PROXY).
    const requestOrigin = originOf(`${req.protocol}://${req.host}`);
    const ours = (origin: string | null) => origin !== null && (origin === requestOrigin || origin === siteOrigin);
    const reason = crossSiteReason(req, ours);
    if (!reason) return next();
    logger.warn({ method: req.method, path: req.path, reason }, "Cross-site write refused");
    res.status(403).setHeader("Cache-Control", "no-store").type("text/plain").send(CROSS_SITE_REFUSAL);
  };
}

function crossSiteReason(req: Request, ours: (origin: string | null) => boolean): string | null {
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  const referer = req.get("referer");
  if (origin !== undefined && !ours(origin)) return `Origin ${origin}`;
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return `Sec-Fetch-Site ${fetchSite}`;
  if (origin === undefined && referer !== undefined && !ours(originOf(referer))) return "foreign Referer";
  return null;
}

/** The origin of a URL, normalised (lower-case host, no default port); null when it is not a URL. */
function originOf(url: string): string | null {
  const origin = URL.canParse(url) ? new URL(url).origin : "null";
  return origin === "null" ? null : origin;
}
