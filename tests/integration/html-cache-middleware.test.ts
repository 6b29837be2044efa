// The public HTML cache as visitors meet it over HTTP: a real Express server with the production
// middleware order (security headers, then the cache), in front of a renderer that writes pages the
// way React Router does: its own inline scripts carry the response's nonce. What is shared, what
// is not, the hash-based policy, ETag and 304, HEAD, and the race with a content change.
import { createHash } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestInfo } from "#app/lib/request-context.ts";
import { HtmlCache } from "#server/html-cache.ts";
import { PRIVATE_CACHE_CONTROL, publicHtml, SHARED_CACHE_CONTROL } from "#server/html-cache-middleware.ts";
import { securityHeaders } from "#server/security-headers.ts";

const BOOTSTRAP = 'window.__context = {"page":1};';
const RESTORE = "history.scrollRestoration = 'manual';";
/** Stands for a script that reached the HTML through content: it lacks the nonce and must stay blocked. */
const INJECTED = "alert('injected')";
/** SITE_URL's origin, or the one derived from HOST and PORT: publicOrigin(). */
const SITE_ORIGIN = "https://site.example";

interface Rendered {
  url: string;
  method: string;
  headers: Record<string, string>;
  nonce: string;
}

/** The app behind the cache: pages by path, and a log of what each render saw. */
function createSite() {
  const renders: Rendered[] = [];
  let hold: Promise<void> | undefined;
  let version = 1;

  async function render(request: Request, { nonce }: RequestInfo): Promise<Response> {
    renders.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers), nonce });
    // The content is read first; a held render then finishes with what it read.
    const read = version;
    if (hold) await hold;
    const path = new URL(request.url).pathname;
    const html = (title: string) =>
      `<!DOCTYPE html><html><head><title>${title} v${read}</title><script nonce="${nonce}">${RESTORE}</script>` +
      `<script type="module" src="/assets/entry.js" nonce="${nonce}"></script></head>` +
      `<body><p>${title}</p><div>${`<script>${INJECTED}</script>`}</div><script nonce="${nonce}">${BOOTSTRAP}</script></body></html>`;
    const page = (title: string, init: ResponseInit = {}) =>
      new Response(html(title), { ...init, headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers } });
    switch (path) {
      case "/missing":
        return page("Not found", { status: 404 });
      case "/boom":
        return page("Error", { status: 500 });
      case "/sets-cookie":
        return page("Cookie", { headers: { "Set-Cookie": "theme=dark; Path=/" } });
      case "/own-private":
        return page("Mine", { headers: { "Cache-Control": "private, max-age=0" } });
      case "/leaks-nonce":
        return new Response(html("Leak").replace("<p>", `<p data-token="${nonce}">`), { headers: { "Content-Type": "text/html" } });
      case "/moved":
        return new Response(null, { status: 302, headers: { Location: "/" } });
      case "/json":
        return Response.json({ ok: true });
      default:
        return page(path === "/" ? "Home" : path.slice(1), { headers: { "X-Robots-Tag": "index" } });
    }
  }

  return {
    render,
    renders,
    changeContent: () => (version += 1),
    /** Holds every render until the returned function is called. */
    holdRenders(): () => void {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start({ cached = true } = {}) {
  const site = createSite();
  const cache = cached ? new HtmlCache({ maxBytes: 10 * 1024 * 1024 }) : null;
  const app = express();
  // As in production (TRUST_PROXY's default): a proxy on this host may name the Host it was asked for.
  app.set("trust proxy", "loopback");
  app.use(securityHeaders({ dev: false }));
  app.use(publicHtml({ cache, render: site.render, sessionCookiePrefix: "brandcheck", origin: SITE_ORIGIN }));
  app.use((_req, res) => void res.status(299).send("next handler"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;

  function send(path: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
  }
  return { site, cache, send, origin: `http://127.0.0.1:${port}` };
}

function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  const body = encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body;
  return body.toString("utf8");
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function scriptSources(answer: Answer): string[] {
  const csp = String(answer.headers["content-security-policy"]);
  return /script-src ([^;]*)/.exec(csp)![1]!.split(" ");
}

describe("a public page without a personal detail in the request", () => {
  it("is rendered once, then served from the cache to everyone alike", async () => {
    const { site, send } = await start();
    const first = await send("/", { headers: { "Accept-Encoding": "gzip, br" } });
    const second = await send("/", { headers: { "Accept-Encoding": "gzip, br" } });

    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(site.renders).toHaveLength(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    expect(second.headers.vary).toBe("Accept-Encoding");
    // What the route set itself comes along; the type too.
    expect(second.headers["x-robots-tag"]).toBe("index");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("is kept as brotli and gzip, and sent plain to a client that accepts neither", async () => {
    const { send } = await start();
    const br = await send("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    const gzip = await send("/", { headers: { "Accept-Encoding": "gzip" } });
    const plain = await send("/");

    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["x-cache"]).toBe("HIT");
    for (const answer of [br, gzip, plain]) expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(decoded(br)).toBe(decoded(plain));
    expect(decoded(gzip)).toBe(decoded(plain));
    expect(decoded(plain)).toContain("<title>Home v1</title>");
    // One strong tag per encoding, all from the same content.
    const tags = [br, gzip, plain].map((answer) => String(answer.headers.etag));
    expect(new Set(tags).size).toBe(3);
    expect(tags[0]).toBe(tags[2]!.replace(/"$/, '-br"'));
  });

  it("shares no nonce: its policy names the hashes of the app's own inline scripts, and none from content", async () => {
    const { site, send } = await start();
    const first = await send("/");
    const second = await send("/");
    const html = decoded(second);

    expect(html).not.toContain("nonce");
    expect(html).not.toContain(site.renders[0]!.nonce);
    const sources = scriptSources(second);
    expect(sources).toEqual(scriptSources(first));
    expect(sources).toContain("'self'");
    expect(sources).toContain(sha256(RESTORE));
    expect(sources).toContain(sha256(BOOTSTRAP));
    expect(sources).not.toContain(sha256(INJECTED));
    expect(sources.some((source) => source.startsWith("'nonce-") || source === "'unsafe-inline'")).toBe(false);
    // The module script is loaded from 'self' and keeps working without its nonce.
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>');
  });

  it("answers 304 to a matching If-None-Match, in any encoding's or a weak form, with the page's policy", async () => {
    const { send } = await start();
    const page = await send("/", { headers: { "Accept-Encoding": "br" } });
    const tag = String(page.headers.etag);

    for (const ifNoneMatch of [tag, `W/${tag}`, `"nope", ${tag.replace("-br", "-gzip")}`, tag.replace("-br", ""), "*"]) {
      const answer = await send("/", { headers: { "Accept-Encoding": "br", "If-None-Match": ifNoneMatch } });
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(tag);
      expect(answer.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
      expect(answer.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    }
    expect((await send("/", { headers: { "If-None-Match": '"something-else"' } })).status).toBe(200);
  });

  it("is cached as the not-found page too, but never answered 304 as if it were found", async () => {
    const { site, send } = await start();
    const first = await send("/missing");
    const second = await send("/missing", { headers: { "If-None-Match": String(first.headers.etag) } });
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(site.renders).toHaveLength(1);
  });

  it("answers HEAD with the GET's headers and no body, filling the cache for the GET after it", async () => {
    const { site, send } = await start();
    const head = await send("/about", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    const get = await send("/about", { headers: { "Accept-Encoding": "gzip" } });

    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["x-cache"]).toBe("MISS");
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(get.headers["x-cache"]).toBe("HIT");
    // Rendered once, as a GET: a HEAD render has no body to keep.
    expect(site.renders.map((render) => render.method)).toEqual(["GET"]);
  });

  it("is rendered without the visitor's cookies or headers, so the key is all it can depend on", async () => {
    const { site, send } = await start();
    await send("/", { headers: { Cookie: "theme=dark", "Accept-Language": "de", "User-Agent": "Googlebot" } });
    expect(site.renders[0]!.headers).toEqual({ accept: "text/html" });
  });

  it("ignores campaign parameters, which do not change the page", async () => {
    const { site, send } = await start();
    await send("/");
    const tagged = await send("/?utm_source=newsletter&utm_medium=email&gclid=abc");
    expect(tagged.headers["x-cache"]).toBe("HIT");
    expect(site.renders).toHaveLength(1);
  });

  it("is kept once whatever Host or X-Forwarded-Host the request names: it is rendered at the site's origin", async () => {
    const { site, cache, send } = await start();
    const answers = [];
    for (const [index, host] of ["one.example", "two.example:8080", "127.0.0.1", "[::1]"].entries()) {
      answers.push(await send("/", { headers: { Host: host, "X-Forwarded-Host": `proxied-${index}.example`, "X-Forwarded-Proto": index % 2 ? "https" : "http" } }));
    }
    expect(answers.map((answer) => answer.headers["x-cache"])).toEqual(["MISS", "HIT", "HIT", "HIT"]);
    expect(site.renders.map((render) => render.url)).toEqual([`${SITE_ORIGIN}/`]);
    expect(cache!.size).toBe(1);
  });

  it("is kept under its canonical path only: other spellings are rendered for their visitor and not kept", async () => {
    const { site, cache, send } = await start();
    await send("/services");
    for (const path of ["/SERVICES", "/Services/", "/services/", "/services//", "//services", "/%73ervices"]) {
      const answer = await send(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["x-cache"], path).toBeUndefined();
      expect(answer.headers["cache-control"], path).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(site.renders).toHaveLength(7);
    expect(cache!.size).toBe(1);
  });

  it("is rendered once for requests that arrive while it renders", async () => {
    const { site, send } = await start();
    const release = site.holdRenders();
    const answers = Promise.all([send("/"), send("/"), send("/")]);
    await vi.waitFor(() => expect(site.renders).toHaveLength(1));
    release();
    const states = (await answers).map((answer) => answer.headers["x-cache"]);
    expect(site.renders).toHaveLength(1);
    expect(states.sort()).toEqual(["HIT", "HIT", "MISS"]);
  });
});

describe("a content change", () => {
  it("shows at once: the next request renders again", async () => {
    const { site, cache, send } = await start();
    expect(decoded(await send("/"))).toContain("Home v1");
    site.changeContent();
    cache!.clear();
    const after = await send("/");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(decoded(after)).toContain("Home v2");
  });

  it("during a render keeps that render's old page out of the cache", async () => {
    const { site, cache, send } = await start();
    const release = site.holdRenders();
    const during = send("/");
    await vi.waitFor(() => expect(site.renders).toHaveLength(1));
    // The render has started from the old content; the change commits now.
    site.changeContent();
    cache!.clear();
    release();
    expect(decoded(await during)).toContain("Home v1");

    const next = await send("/");
    expect(next.headers["x-cache"]).toBe("MISS");
    expect(decoded(next)).toContain("Home v2");
  });
});

describe("requests and answers that are never shared", () => {
  it("a visitor with a session cookie gets a page rendered for them, with a nonce, marked private", async () => {
    const { site, send } = await start();
    for (const cookie of ["brandcheck.session_token=abc", "a=1; __Secure-brandcheck.session_token=abc"]) {
      const answer = await send("/", { headers: { Cookie: cookie } });
      expect(answer.status).toBe(200);
      expect(answer.headers["x-cache"]).toBeUndefined();
      expect(answer.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
      expect(nonce).toBeTruthy();
      expect(decoded(answer)).toContain(`nonce="${nonce}"`);
    }
    expect(site.renders.map((render) => render.headers.cookie)).toEqual(["brandcheck.session_token=abc", "a=1; __Secure-brandcheck.session_token=abc"]);
    // And nothing of theirs was kept for the next visitor.
    expect((await send("/")).headers["x-cache"]).toBe("MISS");
  });

  it("a query string that may change the page (a flash notice, a sent form) is rendered for that visitor", async () => {
    const { site, send } = await start();
    for (const path of ["/contact?sent=1", "/?flash=signed-out", "/?utm_source=x&sent=1"]) {
      const answer = await send(path);
      expect(answer.headers["x-cache"], path).toBeUndefined();
      expect(answer.headers["cache-control"], path).toBe(PRIVATE_CACHE_CONTROL);
    }
    expect(site.renders).toHaveLength(3);
  });

  it("an answer that is not a 200 or 404 page, sets a cookie, asks to stay private or shows the nonce elsewhere is passed on as it is", async () => {
    const { site, send } = await start();
    for (const path of ["/boom", "/sets-cookie", "/own-private", "/moved", "/leaks-nonce"]) {
      const first = await send(path);
      const second = await send(path);
      expect(second.headers["x-cache"], path).toBeUndefined();
      expect(second.headers.etag, path).toBeUndefined();
      expect(first.headers["cache-control"], path).toBe(path === "/own-private" ? "private, max-age=0" : PRIVATE_CACHE_CONTROL);
    }
    expect((await send("/sets-cookie")).headers["set-cookie"]).toEqual(["theme=dark; Path=/"]);
    expect((await send("/moved")).headers.location).toBe("/");
    expect(site.renders).toHaveLength(12);
    // The error page was rendered with this response's nonce, which its policy names.
    const error = await send("/boom");
    const nonce = /'nonce-([^']+)'/.exec(String(error.headers["content-security-policy"]))?.[1];
    expect(decoded(error)).toContain(`nonce="${nonce}"`);
  });

  it("a page path answered with something other than HTML is not kept", async () => {
    const { send } = await start();
    await send("/json");
    const again = await send("/json");
    expect(again.headers["x-cache"]).toBeUndefined();
    expect(JSON.parse(decoded(again))).toEqual({ ok: true });
  });

  it("the admin area, the API, files and client-navigation data go to the next handler", async () => {
    const { site, send } = await start();
    for (const path of ["/admin", "/admin/pages", "/Admin/login", "/api/auth/session", "/sitemap.xml", "/services.data", "/_.data"]) {
      const answer = await send(path);
      expect(answer.status, path).toBe(299);
    }
    expect((await send("/", { method: "POST" })).status).toBe(299);
    expect(site.renders).toHaveLength(0);
  });
});

describe("while the cache is suspended (its change listener is down)", () => {
  it("serves the pages it holds, renders others like HTML_CACHE=off (compressing nothing itself) and keeps nothing new", async () => {
    const { site, cache, send } = await start();
    await send("/services");
    cache!.suspend();
    expect((await send("/services")).headers["x-cache"]).toBe("HIT");
    expect(site.renders).toHaveLength(1);

    const first = await send("/", { headers: { "Accept-Encoding": "br" } });
    const second = await send("/", { headers: { "Accept-Encoding": "br" } });
    expect(site.renders).toHaveLength(3);
    expect(second.headers["x-cache"]).toBeUndefined();
    expect(second.headers["content-encoding"]).toBeUndefined();
    expect(first.headers.etag).toMatch(/^W\//);
    cache!.resume();
    expect((await send("/services")).headers["x-cache"]).toBe("MISS");
    await send("/");
    expect((await send("/")).headers["x-cache"]).toBe("HIT");
  });
});

describe("with HTML_CACHE=off", () => {
  it("renders every request the same shared way, with a weak ETag, a hash policy and no cache header", async () => {
    const { site, send } = await start({ cached: false });
    const first = await send("/");
    const second = await send("/", { method: "HEAD" });
    expect(site.renders).toHaveLength(2);
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(first.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(scriptSources(first)).toContain(sha256(BOOTSTRAP));
    expect(second.body.length).toBe(0);
    expect(second.headers["content-length"]).toBe(first.headers["content-length"]);
    expect((await send("/", { headers: { "If-None-Match": String(first.headers.etag) } })).status).toBe(304);
  });
});
