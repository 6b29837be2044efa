// The built server's HTML cache as a deployment meets it (decision 020). After a start, every public
// page the sitemap lists is in the cache by the time /readyz answers 200, so the first visitor after
// a start or a deploy gets a cache hit. Unknown paths, as a scanner sends them, share one not-found
// page, rendered once and then served from the cache, each path still logged as a 404; a path that
// names a page published meanwhile is never answered with that copy. A page holding a Collection List
// (the home page's latest Insights) shows an article published over HTTP on the next request.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSamplePage } from "#app/features/pages/pages-list/page-seeding.server.ts";
import { insertBenchAdmin } from "../../bench/lib/site-database.ts";
import { PAGE_FORM } from "#app/features/pages/editor/page-editor-data.ts";
import { WARM_EVERY_PAGE, startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;
let app: AppProcess;

beforeAll(async () => {
  t = await createTestDb();
  app = await startAppProcess({ databaseUrl: t.url, env: WARM_EVERY_PAGE });
});

afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

it("serves every page of the sitemap from the cache on its first request after the start", async () => {
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(paths).toContain("/");
  const answers = await Promise.all(paths.map(async (path) => [path, (await fetch(`${app.url}${path}`)).headers.get("x-cache")] as const));
  expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(paths.map((path) => [path, "HIT"])));
});

async function get(path: string) {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, cache: response.headers.get("x-cache"), body: await response.text() };
}

it.each([
  ["paths no route claims", "/scan/wp-admin/install", "/scan/phpmyadmin/setup"],
  ["slugs no page has", "/no-such-page-a", "/no-such-page-b"],
  // Two segments are a language's prefix and a slug ("/de/leistungen"): those no page answers share one too.
  ["two-part paths no page has", "/scan/wp-admin", "/xx/setup"],
  // The search under a prefix no language has, and Insights addresses naming no article, topic or author (decision 039).
  ["search pages and Insights addresses nothing answers", "/xx/search", "/insights/no-such-article"],
  ["Insights topics and authors nothing answers", "/insights/topics/no-such-topic", "/insights/authors/no-such-author"],
])("%s share one rendered not-found page, and each is logged as a 404", async (_kind, first, second) => {
  const one = await get(first);
  const two = await get(second);
  expect([one.status, two.status]).toEqual([404, 404]);
  expect(two.cache).toBe("HIT");
  expect(two.body).toBe(one.body);
  expect(two.body).toContain("Oops! Page not found");
  expect(two.body).not.toContain(second);
  await expect.poll(() => app.output()).toContain(`"path":"${second}"`);
});

it("a slug published after the not-found page was cached gets its page", async () => {
  await get("/no-such-page-c");
  const page = await createSamplePage(await insertBenchAdmin(t.db), { database: t.db });
  const answer = await get(`/${page.slug}`);
  expect(answer.status).toBe(200);
  expect(answer.body).toContain(page.title);
});

/** Saves a new page or item the way the editor does: its form posted to `path` (/admin/pages/new, /admin/insights/new). */
async function saveNew(cookie: string, path: string, page: Record<string, unknown>) {
  const form = new URLSearchParams({ [PAGE_FORM.intent]: "save", [PAGE_FORM.page]: JSON.stringify({ metaDescription: "", isPublished: true, ...page }) });
  const response = await fetch(`${app.url}${path}`, { method: "POST", headers: { cookie, origin: app.url }, body: form, redirect: "manual" });
  expect(response.status, await response.clone().text()).toBe(302);
}

it("a page holding a Collection List shows an article published since on the next request, and pages its list by plain links, bounded", async () => {
  const home = await get("/");
  // The home page's latest three Insights: the fresh install's sample articles.
  expect(home.body.match(/<a href="\/insights\/[^"]+" class="after:absolute/g)).toHaveLength(3);
  await createStaffAccount(t.db, { email: "ed@cache.test", role: "editor" });
  const cookie = await signInOverHttp(app.url, "ed@cache.test");
  await saveNew(cookie, "/admin/insights/new", { title: "Fresh Findings", slug: "fresh-findings", content: { sections: [] }, fields: { excerpt: "Just out." } });
  const after = await get("/");
  expect(after.body).toContain('href="/insights/fresh-findings"');
  expect(after.body.match(/<a href="\/insights\/[^"]+" class="after:absolute/g)).toHaveLength(3);
  // The home page's list has no pages: ?page= is ignored there.
  expect((await get("/?page=99999999999999999999")).status).toBe(200);

  const list = { id: "library-list", type: "collection-list", order: 0, eyebrow: "", heading: "Library", intro: "", collection: "insights", filter: "", sort: "oldest", count: 2, layout: "list", paginate: true, showAllLink: false };
  await saveNew(cookie, "/admin/pages/new", { title: "Library", slug: "library", content: { sections: [list] } });
  const first = await get("/library");
  expect(first.status).toBe(200);
  expect(first.body).toMatch(/<a href="\/library\?page=2" rel="next"/);
  const second = await get("/library?page=2");
  expect(second.status).toBe(200);
  expect(second.body).toMatch(/<a href="\/library" rel="prev"/);
  expect(second.body).toContain('href="/insights/fresh-findings"');
  for (const page of ["3", "99999999999999999999", "1", "0", "-1", "abc", "%00", "2%27%22", "%EF%BC%92"]) expect((await get(`/library?page=${page}`)).status, page).toBe(404);
});
