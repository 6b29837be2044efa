// 0032-not-found-per-day on a site with both old records of 404s (decision 042): the visitors' 404s
// the dashboard counted become the one log, per day; the old per-path log (bots and staff counted)
// is not carried over; page views stay where they are.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { listNotFound } from "#app/features/redirects/not-found-log.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0031-site-search-words");
});
afterAll(() => t?.cleanup());

describe("0032-not-found-per-day", () => {
  it("keeps the visitors' 404s, per day, and leaves page views alone", async () => {
    await sql`insert into not_found_log (path, hits, last_seen, referrer_host) values ('/wp-admin', 5000, ${"2026-11-20T10:00:00.000Z"}, null)`.execute(t.db);
    await t.db
      .insertInto("visit_pages")
      .values([
        { day: "2026-11-19", status: 200, path: "/", views: 40 },
        { day: "2026-11-19", status: 404, path: "/old-page", views: 2 },
        { day: "2026-11-20", status: 404, path: "/old-page", views: 3 },
        { day: "2026-11-20", status: 404, path: "(other)", views: 7 },
      ])
      .execute();
    await t.db.insertInto("visit_page_totals").values([{ period: 7, status: 404, path: "/old-page", views: 2 }, { period: 7, status: 200, path: "/", views: 40 }]).execute();

    expect((await migrateToLatest(t.db))[0]).toBe("0032-not-found-per-day");

    expect(await listNotFound(t.db)).toEqual([{ path: "/old-page", hits: 5, lastSeen: "2026-11-20T23:59:59.999Z", referrerHost: null, redirectedTo: null }]);
    expect(await t.db.selectFrom("visit_pages").select(["status", "path"]).execute()).toEqual([{ status: 200, path: "/" }]);
    expect(await t.db.selectFrom("visit_page_totals").select(["status", "path"]).execute()).toEqual([{ status: 200, path: "/" }]);
  });
});
