// A fresh start of the built server: every public page the sitemap lists is in the HTML cache by
// the time /readyz answers 200, so the first visitor after a start or a deploy gets a cache hit.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;
let app: AppProcess;

beforeAll(async () => {
  t = await createTestDb();
  app = await startAppProcess({ databaseUrl: t.url });
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
