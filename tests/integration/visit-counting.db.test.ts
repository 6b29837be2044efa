// Which requests count as page views and as 404 hits, over HTTP: a real Express server with the
// production order (the 404 log, the counter, then the public HTML cache) in front of a renderer,
// and a real counter and 404 log writing to the test database. One rule for both (decision 042):
// cache hits count; bots, staff, prefetches, errors, the admin and files do not. Each view counts
// for its path's language, with the languages enabled when it is counted.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VisitCounter } from "#app/features/analytics/visit-counter.server.ts";
import { listNotFound, NotFoundLog } from "#app/features/redirects/not-found-log.server.ts";
import { addressBookSnapshot } from "#app/features/languages/address-book.server.ts";
import { updateLanguage } from "#app/features/languages/languages.server.ts";
import { onContentChange } from "#app/lib/content-events.server.ts";
import { HtmlCache } from "#server/html-cache.ts";
import { publicHtml } from "#server/html-cache-middleware.ts";
import { securityHeaders } from "#server/security-headers.ts";
import { loggedNotFound } from "#server/redirects-middleware.ts";
import { countVisits } from "#server/visit-counting.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let t: TestDb;
let server: Server;
let base: string;
let counter: VisitCounter;
let notFoundLog: NotFoundLog;
let stopListening: () => void;

beforeAll(async () => {
  t = await createTestDb();
  counter = new VisitCounter({ database: () => t.db, flushEveryMs: 60_000 });
  await counter.start();
  // A fresh install's languages (English, /de, /zh-hk), and French added but switched off.
  const now = new Date().toISOString();
  await t.db
    .insertInto("site_languages")
    .values({ tag: "fr", native_name: "Français", url_prefix: "fr", direction: "ltr", enabled: false, is_default: false, position: 3, created_at: now, updated_at: now })
    .execute();
  // Wired as server/app.ts does: the copy of the languages is read again after a content change.
  const languages = addressBookSnapshot({ database: () => t.db });
  stopListening = onContentChange(() => languages.invalidate());
  const app = express();
  app.use(securityHeaders({ dev: false }));
  notFoundLog = new NotFoundLog({ database: () => t.db });
  app.use(loggedNotFound(notFoundLog, "brandcheck"));
  app.use(countVisits({ counter, sessionCookiePrefix: "brandcheck", languages: () => languages.get() }));
  app.get("/admin/dashboard", (_req, res) => void res.type("html").send("<p>admin</p>"));
  app.get("/services.data", (_req, res) => void res.type("text/x-script").send("[]"));
  app.get("/sitemap.xml", (_req, res) => void res.type("xml").send("<urlset/>"));
  app.use(
    publicHtml({
      cache: new HtmlCache({ maxBytes: 1024 * 1024 }),
      sessionCookiePrefix: "brandcheck",
      origin: "http://site.example",
      // A page as React Router writes it: its inline script carries the response's nonce (so the cache keeps it).
      render: async (request, { nonce }) => {
        const path = new URL(request.url).pathname;
        const status = path === "/boom" ? 500 : /^\/(?:missing|preview\/)/.test(path) ? 404 : 200;
        return new Response(`<!DOCTYPE html><html><body><h1>${path}</h1><script nonce="${nonce}">window.x = 1;</script></body></html>`, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
      },
    }),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  stopListening?.();
  await new Promise((resolve) => server?.close(resolve));
  await counter?.stop();
  await t?.cleanup();
});
beforeEach(async () => {
  await counter.flush();
  await notFoundLog.flush();
  for (const table of ["visit_days", "visit_languages", "visit_pages", "visit_sources", "visitor_hashes", "not_found_log"] as const) await t.db.deleteFrom(table).execute();
});

async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { "user-agent": FIREFOX, ...headers } });
  await response.arrayBuffer();
  return response;
}

async function counted() {
  await counter.flush();
  const pages = await t.db.selectFrom("visit_pages").select(["status", "path", "views"]).orderBy("status").orderBy("path").execute();
  const days = await t.db.selectFrom("visit_days").select("views").execute();
  await notFoundLog.flush();
  const notFound = await listNotFound(t.db);
  return { pages: pages.map((p) => `${p.status} ${p.path} ${p.views}`), views: days[0]?.views ?? 0, notFound: notFound.map((n) => `${n.path} ${n.hits}`) };
}

describe("counting page views", () => {
  it("counts pages answered 200, from the cache too, and a 304 revalidation; a 404 only in the 404 log", async () => {
    expect((await visit("/")).headers.get("x-cache")).toBe("MISS");
    const hit = await visit("/");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect((await visit("/", { "if-none-match": hit.headers.get("etag")! })).status).toBe(304);
    await visit("/missing-page");
    await visit("/missing-page/");
    expect(await counted()).toEqual({ pages: ["200 / 3"], views: 3, notFound: ["/missing-page 2"] });
  });

  it.each(["/", "/missing-page"])("does not count bots, prefetches, signed-in staff, errors, HEAD, the admin or files, on %s and in the 404 log alike", async (path) => {
    await visit(path);
    await visit(path, { "user-agent": GOOGLEBOT });
    await visit(path, { "user-agent": "" });
    await visit(path, { "sec-purpose": "prefetch" });
    await visit(path, { "sec-purpose": "prefetch;prerender" });
    await visit(path, { purpose: "prefetch" });
    await visit(path, { cookie: "theme=dark; brandcheck.session_token=abc" });
    await visit(path, { cookie: "__Secure-brandcheck.session_token=abc" });
    expect((await visit("/boom")).status).toBe(500);
    await fetch(base + path, { method: "HEAD", headers: { "user-agent": FIREFOX } });
    await visit("/admin/dashboard");
    await visit("/sitemap.xml");
    await visit("/__manifest?paths=%2F&version=1");
    // The application's own paths (a preview link's holds its secret) are never a 404 hit.
    await visit("/preview/not-a-valid-token");
    expect(await counted()).toEqual(path === "/" ? { pages: ["200 / 1"], views: 1, notFound: [] } : { pages: [], views: 0, notFound: ["/missing-page 1"] });
  });

  it("counts a client-side navigation's data request as a view of its page, but not the same page's revalidation", async () => {
    await visit("/services.data", { referer: `${base}/` });
    await visit("/services.data", { referer: `${base}/services` });
    expect(await counted()).toEqual({ pages: ["200 /services 1"], views: 1, notFound: [] });
  });

  it("keeps the referrer's host (outside ones only), the campaign and the device class", async () => {
    await visit("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring", { "user-agent": IPHONE });
    await visit("/", { referer: "https://www.Search.example/q?term=brand+protection" });
    await visit("/", { referer: `${base}/about` });
    await counter.flush();
    const sources = await t.db.selectFrom("visit_sources").select(["referrer_host", "utm_source", "utm_medium", "utm_campaign", "device", "views"]).orderBy("referrer_host").orderBy("device").execute();
    expect(sources).toEqual([
      { referrer_host: "", utm_source: "", utm_medium: "", utm_campaign: "", device: "desktop", views: 1 },
      { referrer_host: "", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", device: "mobile", views: 1 },
      { referrer_host: "search.example", utm_source: "", utm_medium: "", utm_campaign: "", device: "desktop", views: 1 },
    ]);
  });
});

describe("views by language", () => {
  const byLanguage = async () => {
    await counter.flush();
    const rows = await t.db.selectFrom("visit_languages").select(["locale", "views"]).orderBy("locale").execute();
    return Object.fromEntries(rows.map((row) => [row.locale, row.views]));
  };

  it("counts each view for its path's language; a switched-off language's prefix is the default language's path, until it is switched on", async () => {
    await visit("/de/leistungen");
    await visit("/de");
    await visit("/zh-hk");
    await visit("/zh-hk/services");
    await visit("/services");
    await visit("/");
    await visit("/fr/services"); // French is off: an English path (that would be a 404 on the real site)
    await visit("/missing-de"); // a 404 is in no language
    expect(await byLanguage()).toEqual({ de: 2, en: 3, "zh-HK": 2 });

    // Switched on (a content change): its prefix is French from the next view on, with no restart.
    await updateLanguage({ tag: "fr", urlPrefix: "fr", enabled: true }, { id: "admin", email: "admin@brandcheck.test" }, { database: t.db });
    await visit("/fr/services");
    await visit("/fr");
    expect(await byLanguage()).toEqual({ de: 2, en: 3, fr: 2, "zh-HK": 2 });
    const days = await t.db.selectFrom("visit_days").select("views").execute();
    expect(days).toEqual([{ views: 9 }]);
  });
});
