// The yardstick for the Lighthouse benchmark: each page exactly as the server sends it, with every
// script taken out, served by a plain static server from memory with the client build's files beside
// it (the same stylesheet and images, brotli where the build made a twin). What a static site
// generator would publish for the page, and so the fastest the page could paint. Library images
// (/media/…) are the server's own variants, fetched from it once and then served from memory: a
// static site would publish the same files.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, resolve, sep } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const CONTENT_TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
};

/** The page without its scripts: script elements (inline and external) and module preloads. */
export function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

export interface ScriptFreeSite {
  origin: string;
  close(): Promise<void>;
}

/** Serves `pages` (path to HTML, scripts already stripped), the files under `root` and the media library's images from `mediaOrigin`. */
export async function serveScriptFreeCopy(pages: Map<string, string>, mediaOrigin: string, root = "build/client"): Promise<ScriptFreeSite> {
  const base = resolve(root);
  const compressed = new Map([...pages].map(([path, html]) => [path, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]));
  const media = new Map<string, Promise<MediaFile>>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://copy");
    const path = decodeURIComponent(url.pathname);
    const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    // A page with a query string (the search's results) is kept under its whole address.
    const page = compressed.get(`${url.pathname}${url.search}`) ?? compressed.get(path);
    if (page) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "br", "Cache-Control": "no-cache" });
      return void res.end(page);
    }
    if (path.startsWith("/media/")) return void sendMedia(`${mediaOrigin}${path}`, res, media);
    const file = join(base, path);
    if (!file.startsWith(base + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404);
      return void res.end();
    }
    const twin = brotli && existsSync(`${file}.br`);
    res.writeHead(200, {
      "Content-Type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(twin ? { "Content-Encoding": "br" } : {}),
    });
    res.end(readFileSync(twin ? `${file}.br` : file));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

/** One library image as the server sends it (its variants are made on first request), then kept in memory like a static file. */
async function sendMedia(url: string, res: ServerResponse, kept: Map<string, Promise<MediaFile>>): Promise<void> {
  let file = kept.get(url);
  if (!file) {
    file = fetch(url).then(async (answer) => ({ status: answer.status, type: answer.headers.get("content-type") ?? "application/octet-stream", body: Buffer.from(await answer.arrayBuffer()) }));
    kept.set(url, file);
  }
  const { status, type, body } = await file;
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "public, max-age=31536000, immutable" });
  res.end(body);
}

interface MediaFile {
  status: number;
  type: string;
  body: Buffer;
}
