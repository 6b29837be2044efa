import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { VIDEO_FRAME_ORIGINS } from "#app/lib/video-address.ts";

/**
 * Security headers for every response. Scripts run only with this request's nonce (React Router
 * stamps it on its inline scripts); styles allow inline attributes because React and the toast
 * library set element styles, which cannot carry a nonce. A page shared by every visitor (the
 * public HTML cache) replaces the policy with one naming its scripts' hashes: no nonce is shared.
 *
 * Cross-Origin-Opener-Policy only on what staff see (/admin, /api): pages that depend on who asks, so a
 * window from another origin must not keep a handle on them. A public page is the same for every
 * visitor, so an opener could learn nothing from it; there the header cost a browsing-context-group
 * swap that Lighthouse scores as about 300 ms of blocking time, with or without our script
 * (decision 032, "Measured").
 */
const STAFF_PATH = /^\/(?:admin|api)(?:\/|$)/i;

export function securityHeaders({ dev }: { dev: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], dev));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    if (STAFF_PATH.test(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}

/** `scriptSources`: what may run besides the site's own script files: a nonce, or inline scripts' hashes. */
export function contentSecurityPolicy(scriptSources: readonly string[], dev: boolean): string {
  const directives = [
    "default-src 'self'",
    // Vite's dev server injects its own unsigned inline scripts and talks over a websocket.
    dev ? "script-src 'self' 'unsafe-inline'" : ["script-src 'self'", ...scriptSources].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws:" : "connect-src 'self'",
    // The Video section's players, loaded only when a visitor presses play (decision 051).
    ["frame-src", ...VIDEO_FRAME_ORIGINS].join(" "),
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}
