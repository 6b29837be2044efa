// What the HTML cache renders ahead of visitors (decision 020's update): bounded, the pages visitors
// read most over the last month first, then the sitemap's order; never a path the sitemap no longer
// lists (an unpublished page visited last week), never an old month's favourite ahead of this one's.
import { describe, expect, it } from "vitest";
import { dayBefore, utcDay } from "#app/lib/dates.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { mostVisitedPaths } from "../analytics/most-visited.server.ts";
import { listWarmPaths } from "./public-paths.server.ts";

const { testDb } = setUpPagesTestDb();

async function insertPage(slug: string, isPublished: boolean): Promise<void> {
  const now = new Date().toISOString();
  await testDb()
    .db.insertInto("pages")
    .values({ id: crypto.randomUUID(), title: slug, slug, locale: "en", translation_key: crypto.randomUUID(), meta_description: null, content: JSON.stringify({ html: "<p>x</p>" }), is_published: isPublished, author_id: null, created_at: now, updated_at: now })
    .execute();
}

async function visits(rows: Array<{ path: string; views: number; daysAgo?: number; status?: number }>): Promise<void> {
  const today = utcDay(new Date());
  await testDb()
    .db.insertInto("visit_pages")
    .values(rows.map(({ path, views, daysAgo = 0, status = 200 }) => ({ day: dayBefore(today, daysAgo), path, status, views })))
    .execute();
}

describe("the pages the cache warms", () => {
  it("puts this month's most visited published pages first, then the sitemap's order, and stops at the limit", async () => {
    await testDb().db.deleteFrom("visit_pages").execute();
    await insertPage("pricing", true);
    await insertPage("old-offer", true);
    await insertPage("withdrawn", false);
    await visits([
      { path: "/pricing", views: 40 },
      { path: "/pricing", views: 5, daysAgo: 3 },
      { path: "/contact", views: 30, daysAgo: 29 },
      // Gone from the sitemap: a draft now, and a path that only ever answered 404.
      { path: "/withdrawn", views: 500 },
      { path: "/no-such-page", views: 900, status: 404 },
      // Popular, but before the month the counts look back over.
      { path: "/old-offer", views: 1000, daysAgo: 30 },
    ]);

    const all = await listWarmPaths(1000);
    expect(all.slice(0, 2)).toEqual(["/pricing", "/contact"]);
    expect(all).toContain("/");
    expect(all).toContain("/old-offer");
    expect(all).not.toContain("/withdrawn");
    expect(all).not.toContain("/no-such-page");
    expect(new Set(all).size).toBe(all.length);
    // The rest keep the sitemap's order, the home page first.
    expect(all[2]).toBe("/");

    expect(await listWarmPaths(3)).toEqual(["/pricing", "/contact", "/"]);
    expect(await listWarmPaths(0)).toEqual([]);
  });

  it("counts views summed over the month's days, most first, ties by path", async () => {
    await testDb().db.deleteFrom("visit_pages").execute();
    await visits([
      { path: "/b", views: 10 },
      { path: "/a", views: 4 },
      { path: "/a", views: 6, daysAgo: 1 },
      { path: "/c", views: 11, daysAgo: 2 },
    ]);
    expect(await mostVisitedPaths(10)).toEqual(["/c", "/a", "/b"]);
    expect(await mostVisitedPaths(1)).toEqual(["/c"]);
  });
});
