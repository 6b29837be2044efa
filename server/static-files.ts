import { readdirSync, statSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

interface StaticFile {
  path: string;
  br: boolean;
  gzip: boolean;
}

/**
 * Serves the client build. Files are listed once at start, so a request can only ever reach a file
 * the build produced; the brotli and gzip twins written at build time (scripts/precompress.ts) are
 * sent as they are, so no asset is compressed per request.
 */
export function staticFiles(root: string) {
  // Absolute paths: res.sendFile refuses a relative one (and the process's cwd could change).
  const files = listFiles(resolve(root));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(safeDecode(req.path));
    if (!file) return next();
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding = file.br && /\bbr\b/.test(accepts) ? "br" : file.gzip && /\bgzip\b/.test(accepts) ? "gzip" : null;
    res.setHeader("Cache-Control", req.path.startsWith("/assets/") ? IMMUTABLE : SHORT);
    res.setHeader("Content-Type", CONTENT_TYPES[extname(file.path)] ?? "application/octet-stream");
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : "";
    res.sendFile(file.path + suffix, { cacheControl: false, lastModified: true, etag: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/** A malformed escape (a visitor can type one) is simply not a file of ours. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "";
  }
}

function listFiles(root: string): Map<string, StaticFile> {
  const all = new Set(walk(root));
  const files = new Map<string, StaticFile>();
  for (const path of all) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const url = "/" + relative(root, path).split(sep).join("/");
    files.set(url, { path, br: all.has(path + ".br"), gzip: all.has(path + ".gz") });
  }
  return files;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
