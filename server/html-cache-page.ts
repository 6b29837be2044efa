import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { SharedPage } from "./html-cache.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Set per response and replayed by the cache itself; everything else a route sets is kept as it is.
const NOT_REPLAYED = new Set(["cache-control", "content-encoding", "content-length", "content-security-policy", "etag", "set-cookie", "vary"]);

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Turns a page rendered for every visitor into a SharedPage. It was rendered with a one-off nonce
 * that no visitor will ever see: the scripts carrying it are the app's own (the public pages'
 * script loader, app/lib/script-after-first-paint.ts), so exactly their hashes go into the policy,
 * and the nonce is removed. A script that came from content without that nonce gets no hash, and
 * stays blocked. Null when the nonce shows anywhere else in the page: then it is no page to share.
 *
 * `compress`: keep brotli and gzip variants, made once here (a cache hit then costs no
 * compression); otherwise keep the plain body, which the compression middleware handles per request.
 */
export async function buildSharedPage(
  rendered: string,
  { status, headers, nonce, compress }: { status: number; headers: Headers; nonce: string; compress: boolean },
): Promise<SharedPage | null> {
  if (!nonce) return null;
  const marker = ` nonce="${nonce}"`;
  const shared = rendered.replaceAll(marker, "");
  if (shared.includes(nonce)) return null;
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of rendered.matchAll(INLINE_SCRIPT)) {
    if (attributes.includes(marker) && !/\ssrc=/i.test(attributes)) hashes.add(createHash("sha256").update(content, "utf8").digest("base64"));
  }
  const body = Buffer.from(shared, "utf8");
  const page: SharedPage = {
    status,
    headers: [...headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase())),
    csp: contentSecurityPolicy([...hashes].map((hash) => `'sha256-${hash}'`), false),
    hash: createHash("sha256").update(body).digest("base64url").slice(0, 22),
  };
  if (!compress) return { ...page, identity: body };
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { ...page, br, gzip: gz };
}
