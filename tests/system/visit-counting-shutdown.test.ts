// Visit counts survive a graceful stop: a built server counting with a long batch interval (nothing is
// written on a timer during the test) is sent SIGTERM, and the views it held in memory are in the
// database afterwards, each in its language. On PostgreSQL two such servers add up (upserts that increment).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

let testDb: TestDb;
const apps: AppProcess[] = [];
beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await testDb?.cleanup();
});

async function visit(app: AppProcess, path: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await fetch(app.url + path, { headers: { "user-agent": BROWSER } });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }
}

async function views(path: string): Promise<number> {
  const rows = await testDb.db.selectFrom("visit_pages").select("views").where("path", "=", path).where("status", "=", 200).execute();
  return rows.reduce((sum, row) => sum + row.views, 0);
}

async function languageViews(): Promise<Record<string, number>> {
  const rows = await testDb.db.selectFrom("visit_languages").select(["locale", "views"]).execute();
  return Object.fromEntries(rows.map((row) => [row.locale, row.views]));
}

describe("visit counts at shutdown", () => {
  it("are written when the server stops gracefully, not lost with the process", async () => {
    const app = await startAppProcess({ databaseUrl: testDb.url, env: { VISITS_FLUSH_MS: "600000" } });
    apps.push(app);
    await visit(app, "/services", 5);
    expect(await views("/services")).toBe(0); // still in memory
    await app.stop();
    expect(await views("/services")).toBe(5);
    expect(await languageViews()).toEqual({ en: 5 });
  });

  it.skipIf(!onPostgres)("add up across two instances on one database (PostgreSQL)", async () => {
    const a = await startAppProcess({ databaseUrl: testDb.url, env: { VISITS_FLUSH_MS: "600000" } });
    const b = await startAppProcess({ databaseUrl: testDb.url, env: { VISITS_FLUSH_MS: "600000" } });
    apps.push(a, b);
    await Promise.all([visit(a, "/how-it-works", 3), visit(b, "/how-it-works", 4)]);
    await Promise.all([a.stop(), b.stop()]);
    expect(await views("/how-it-works")).toBe(7);
    expect(await languageViews()).toEqual({ en: 12 });
    // One visitor (same address and user agent) on both instances: one hash for the day.
    const hashes = await testDb.db.selectFrom("visitor_hashes").select("hash").execute();
    expect(new Set(hashes.map((h) => h.hash)).size).toBe(1);
  });
});
