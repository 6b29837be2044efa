import { createHash } from "node:crypto";
import { FEED_FORMATS, type FeedFormat } from "./feed-addresses.ts";

/**
 * Like sitemap.xml: shared caches and readers may keep a feed five minutes, so a change reaches
 * them soon; the server keeps no copy (the HTML cache holds pages only), so there is nothing of its
 * own to invalidate when an item is published, unpublished, scheduled or deleted.
 */
const FEED_CACHE_CONTROL = "public, max-age=300";

/**
 * A feed's answer. Readers poll, so it carries a validator: a reader that sends back the ETag of
 * the feed it has gets a bodiless 304 while nothing changed. The tag is weak, as the server may
 * compress the body on the way.
 */
export function feedResponse(request: Request, body: string, format: FeedFormat): Response {
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = { "Content-Type": `${FEED_FORMATS[format].contentType}; charset=utf-8`, "Cache-Control": FEED_CACHE_CONTROL, ETag: etag };
  if (matches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

/** No feed at this address: plain words, briefly cached (a topic added a moment later soon answers). */
export function feedNotFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
}

/** If-None-Match names this tag (compared weakly, as RFC 9110 says for If-None-Match). */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const own = etag.replace(/^W\//, "");
  return header.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag === own;
  });
}
