import { randomBytes } from "node:crypto";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { logger } from "#app/lib/logger.server.ts";
import type { RequestInfo } from "#app/lib/request-context.ts";
import type { HtmlCache, SharedPage } from "./html-cache.ts";
import { buildSharedPage } from "./html-cache-page.ts";
import { canonicalPagePath } from "./canonical-path.ts";
import { sessionCookiePattern } from "./session-cookie.ts";

/** React Router's request handler; the nonce goes on every inline script it writes. */
export type RenderPage = (request: globalThis.Request, info: RequestInfo) => Promise<globalThis.Response>;

export interface PublicHtmlOptions {
  /** Null when HTML_CACHE=off: shared pages are still rendered for everyone alike, but every time. */
  cache: HtmlCache | null;
  render: RenderPage;
  /**
   * The site's public origin (publicOrigin()): shared pages are rendered at it and kept by path
   * alone, so no Host or X-Forwarded-Host a request names makes another copy of a page.
   */
  origin: string;
  /** better-auth's cookie prefix: a visitor carrying one of its cookies is signed in, or was. */
  sessionCookiePrefix: string;
  /** The key of the one cached not-found page a path gets, or null when it may name a page (server/not-found-key.ts). */
  notFoundKey?: (url: URL) => Promise<string | null>;
}

/** CDNs may keep a public page a minute and serve it stale for five more while they fetch it again; browsers always ask (cheaply, with If-None-Match). */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

// Campaign and click ids: the page does not read them, so they do not make another page.
const IGNORED_PARAMS = /^(?:utm_\w+|gclid|fbclid|msclkid)$/i;
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

type Route =
  | { kind: "skip" }
  | { kind: "private"; url: URL }
  | { kind: "shared"; url: URL; key: string };

const sharedKey = (url: URL): string => url.pathname;

/**
 * Public GET and HEAD requests for pages (docs/decisions/012-html-cache.md). A page is shared, that
 * is rendered for nobody in particular and served to everyone alike from the cache, when the
 * request names nothing personal: no query string (beyond campaign ids), no session cookie, and
 * its path is the page's canonical spelling (canonicalPaths() sends the others there). The
 * answer must be a 200 or 404 HTML page that sets no cookie and does not ask to stay private.
 * Other page requests are rendered for the visitor and marked `private, no-store`. The admin area,
 * the API and file-like paths (sitemap.xml, client-navigation `.data`) go on to the next handler.
 */
export function publicHtml({ cache, render, sessionCookiePrefix, notFoundKey, origin }: PublicHtmlOptions) {
  const sessionCookie = sessionCookiePattern(sessionCookiePrefix);

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const route = routeOf(req, sessionCookie, origin);
      if (route.kind === "skip") return next();
      const info: RequestInfo = { ip: req.ip ?? "unknown", nonce: String(res.locals.cspNonce ?? "") };
      if (route.kind === "private") return await sendResponse(req, res, await render(fetchRequest(req, res, route.url), info));

      const { url } = route;
      const { nonce } = info;
      const renderShared = () => renderForNobody(render, url, info);
      // Pages held are served even while the cache keeps nothing new (suspended): see HtmlCache.suspend().
      const held = cache?.get(route.key);
      if (cache && held) return sendShared(req, res, cache, route.key, held, "HIT");
      // An unknown path shares the one not-found page: its render (and its log line) happen once.
      // Should the lookup fail (the database is down), the page is rendered and answers for itself.
      const notFound = cache ? await notFoundKey?.(url).catch(() => null) : null;
      const key = notFound ?? route.key;
      const cached = cache && (cache.get(key) ?? (await cache.inFlight(key)));
      if (cache && cached) {
        if (notFound) logger.warn({ path: url.pathname }, "404: no page at this path");
        return sendShared(req, res, cache, key, cached, "HIT");
      }
      if (!cache?.keeping) {
        const shared = await shareable(await renderShared(), nonce, false);
        return await (shared instanceof globalThis.Response ? sendResponse(req, res, shared) : sendShared(req, res, null, key, shared));
      }

      let refused: globalThis.Response | SharedPage | undefined;
      const page = await cache.fill(key, async () => {
        const shared = await shareable(await renderShared(), nonce, true);
        // A page published since the path was looked up is this visitor's, never the not-found copy.
        if (shared instanceof globalThis.Response || (notFound && shared.status !== 404)) {
          refused = shared;
          return null;
        }
        return shared;
      });
      if (page) return sendShared(req, res, cache, key, page, "MISS");
      return await (refused instanceof globalThis.Response ? sendResponse(req, res, refused) : sendShared(req, res, cache, route.key, refused!, "MISS"));
    } catch (error) {
      next(error);
    }
  };
}

/** The render sees no cookie, no header and no host of the visitor's, so the key (the path) is all the page can depend on. */
function renderForNobody(render: RenderPage, url: URL, info: RequestInfo): Promise<globalThis.Response> {
  return render(new Request(url, { headers: { accept: "text/html" } }), info);
}

/**
 * Renders the shared page at `url` into the cache ahead of its first visitor, exactly as that
 * visitor's request would have (server/html-cache-warmer.ts). Nothing happens for a page the cache
 * holds or is rendering, or while it keeps nothing new. True when a page was kept.
 */
export async function warmSharedPage(cache: HtmlCache, render: RenderPage, url: URL): Promise<boolean> {
  const key = sharedKey(url);
  if (!cache.keeping || cache.has(key) || cache.inFlight(key)) return false;
  // A marker like a request's nonce, which no visitor ever sees (buildSharedPage).
  const nonce = randomBytes(16).toString("base64");
  const page = await cache.fill(key, async () => {
    const shared = await shareable(await renderForNobody(render, url, { ip: "cache-warm-up", nonce }), nonce, true);
    if (shared instanceof globalThis.Response) {
      await shared.body?.cancel();
      return null;
    }
    return shared;
  });
  return page !== null;
}

function routeOf(req: Request, sessionCookie: RegExp, origin: string): Route {
  if (req.method !== "GET" && req.method !== "HEAD") return { kind: "skip" };
  const canonical = canonicalPagePath(req.path);
  if (canonical === null) return { kind: "skip" };
  const host = req.host;
  if (!host || !HOST.test(host)) return { kind: "skip" };
  const href = `${req.protocol}://${host}${req.originalUrl}`;
  if (!URL.canParse(href)) return { kind: "skip" };
  const url = new URL(href);
  if (
    sessionCookie.test(req.headers.cookie ?? "") ||
    [...url.searchParams.keys()].some((name) => !IGNORED_PARAMS.test(name)) ||
    canonical !== req.path
  ) {
    return { kind: "private", url };
  }
  const shared = new URL(canonical, origin);
  return { kind: "shared", url: shared, key: sharedKey(shared) };
}

/** The rendered page as a SharedPage, or the response itself when it must not be shared. */
async function shareable(response: globalThis.Response, nonce: string, compress: boolean): Promise<SharedPage | globalThis.Response> {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (
    (response.status !== 200 && response.status !== 404) ||
    !/^text\/html\b/i.test(response.headers.get("Content-Type") ?? "") ||
    response.headers.has("Set-Cookie") ||
    /\b(?:private|no-store|no-cache)\b/i.test(cacheControl)
  ) {
    return response;
  }
  const html = await response.text();
  const { status, statusText, headers } = response;
  return (await buildSharedPage(html, { status, headers, nonce, compress })) ?? new globalThis.Response(html, { status, statusText, headers });
}

function sendShared(req: Request, res: Response, cache: HtmlCache | null, key: string, page: SharedPage, state?: "HIT" | "MISS"): void {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = page.br && /\bbr\b/.test(accepts) ? "br" : page.gzip && /\bgzip\b/.test(accepts) ? "gzip" : null;
  // One strong tag per encoding (they are different bytes); without a cache the compression
  // middleware may still encode the body, so the tag can only be weak.
  const etag = cache ? `"${page.hash}${encoding ? `-${encoding}` : ""}"` : `W/"${page.hash}"`;

  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", SHARED_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etag);
  if (state) res.setHeader("X-Cache", state);
  // A 304 also carries the page's policy: the browser updates its stored copy's headers from it.
  if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page.hash)) {
    res.status(304).end();
    return;
  }
  const body = encoding ? page[encoding]! : cache ? cache.identity(key, page) : page.identity!;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** If-None-Match names this page in any of its encodings (compared weakly, as RFC 9110 says). */
function matchesEtag(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag.replace(/^"|"$/g, "").replace(/-(?:br|gzip)$/, "") === hash;
  });
}

/** The visitor's request as React Router takes it; aborted when the visitor goes away. */
function fetchRequest(req: Request, res: Response, url: URL): globalThis.Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return new Request(url, { method: req.method, headers, signal: controller.signal });
}

/** A response rendered for this visitor alone; a page says so to every cache on the way. */
async function sendResponse(req: Request, res: Response, response: globalThis.Response): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    // The visitor went away mid-stream: nothing is left to answer.
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
