import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { insightTable } from "./insight-tables.ts";
import { refreshInsightTotals } from "./insight-totals.server.ts";
import { loadInsights } from "./insights.server.ts";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());

const NOW = new Date("2030-03-10T15:00:00.000Z");

async function enquiry(createdAt: string, sourcePath: string | null) {
  await t.db
    .insertInto("contact_submissions")
    .values({ id: randomUUID(), name: "N", email: "n@example.com", company: null, message: "m", status: "new", created_at: createdAt, source_path: sourcePath })
    .execute();
}

async function subscriber(confirmedAt: string | null, unsubscribedAt: string | null = null) {
  await t.db
    .insertInto("subscribers")
    .values({
      id: randomUUID(),
      email: `${randomUUID()}@example.com`,
      first_name: null,
      last_name: null,
      subscribed_at: confirmedAt ?? "2030-01-01T00:00:00.000Z",
      is_active: unsubscribedAt === null,
      confirmed_at: confirmedAt,
      unsubscribed_at: unsubscribedAt,
    })
    .execute();
}

const source = (day: string, referrer_host: string, views: number, utm: [string, string, string] = ["", "", ""]) => ({
  day,
  referrer_host,
  utm_source: utm[0],
  utm_medium: utm[1],
  utm_campaign: utm[2],
  device: "desktop",
  views,
});

describe("the dashboard's insights", () => {
  it("are all zeros and empty lists on a fresh install, one row per day of the period", async () => {
    const insights = await loadInsights(7, { database: t.db, now: NOW });
    expect(insights.daily.map((d) => d.day)).toEqual(["2030-03-04", "2030-03-05", "2030-03-06", "2030-03-07", "2030-03-08", "2030-03-09", "2030-03-10"]);
    expect(insights.daily.every((d) => d.views + d.visitors + d.enquiries + d.signups + d.unsubscribes === 0)).toBe(true);
    expect([insights.enquirySources, insights.topPages, insights.referrers, insights.campaigns, insights.notFound]).toEqual([[], [], [], [], []]);
  });

  it("count visits, visitors (closed and open days), enquiries by page, sign-ups and unsubscribes per day, within the period only", async () => {
    await t.db
      .insertInto("visit_days")
      .values([
        { day: "2030-03-02", views: 500, visitors: 400 }, // before a 7-day period
        { day: "2030-03-09", views: 40, visitors: 25 },
        { day: "2030-03-10", views: 12, visitors: 0 },
      ])
      .execute();
    await t.db.insertInto("visitor_hashes").values([{ day: "2030-03-10", hash: "a" }, { day: "2030-03-10", hash: "b" }]).execute();
    await t.db
      .insertInto("visit_pages")
      .values([
        { day: "2030-03-02", path: "/old", status: 200, views: 500 },
        { day: "2030-03-09", path: "/", status: 200, views: 30 },
        { day: "2030-03-10", path: "/", status: 200, views: 4 },
        { day: "2030-03-09", path: "/contact", status: 200, views: 10 },
        { day: "2030-03-10", path: "/contact", status: 200, views: 8 },
      ])
      .execute();
    // The 404s are the Redirects screen's log, one record for both screens (decision 042).
    await t.db
      .insertInto("not_found_log")
      .values([
        { day: "2030-03-09", path: "/wp-login.php", hits: 1, last_seen: "2030-03-09T08:00:00.000Z", referrer_host: null },
        { day: "2030-03-10", path: "/wp-login.php", hits: 2, last_seen: "2030-03-10T08:00:00.000Z", referrer_host: null },
        { day: "2030-03-02", path: "/old-pricing", hits: 9, last_seen: "2030-03-02T08:00:00.000Z", referrer_host: "news.example" },
      ])
      .execute();
    const at = "2030-03-05T08:00:00.000Z";
    await t.db.insertInto("redirects").values({ id: randomUUID(), from_path: "/old-pricing", to_path: "/services", status_code: 301, source: "manual", created_at: at, updated_at: at }).execute();
    await t.db
      .insertInto("visit_sources")
      .values([
        source("2030-03-09", "", 30),
        source("2030-03-09", "search.example", 6),
        source("2030-03-10", "search.example", 2),
        source("2030-03-10", "news.example", 3),
        source("2030-03-10", "", 5, ["newsletter", "email", "spring"]),
        source("2030-03-02", "old.example", 100),
      ])
      .execute();
    await enquiry("2030-03-09T10:00:00.000Z", "/contact");
    await enquiry("2030-03-10T14:59:59.000Z", "/contact");
    await enquiry("2030-03-10T09:00:00.000Z", "/");
    await enquiry("2030-03-10T09:30:00.000Z", null);
    await enquiry("2030-03-01T09:30:00.000Z", "/contact"); // before the period
    await subscriber("2030-03-09T08:00:00.000Z");
    await subscriber("2030-03-10T08:00:00.000Z");
    await subscriber("2030-03-08T08:00:00.000Z", "2030-03-10T11:00:00.000Z");
    await subscriber(null); // a sign-up not confirmed: not a subscriber yet

    const insights = await loadInsights(7, { database: t.db, now: NOW });
    const last = insights.daily.slice(-3);
    expect(last).toEqual([
      { day: "2030-03-08", views: 0, visitors: 0, enquiries: 0, signups: 1, unsubscribes: 0 },
      { day: "2030-03-09", views: 40, visitors: 25, enquiries: 1, signups: 1, unsubscribes: 0 },
      { day: "2030-03-10", views: 12, visitors: 2, enquiries: 3, signups: 1, unsubscribes: 1 },
    ]);
    expect(insights.enquirySources).toEqual([
      { path: "/contact", enquiries: 2 },
      expect.objectContaining({ enquiries: 1 }),
      expect.objectContaining({ enquiries: 1 }),
    ]);
    expect(insights.topPages).toEqual([
      { path: "/", views: 34, enquiries: 1 },
      { path: "/contact", views: 18, enquiries: 2 },
    ]);
    expect(insights.referrers).toEqual([
      { host: "search.example", views: 8 },
      { host: "news.example", views: 3 },
    ]);
    expect(insights.campaigns).toEqual([{ source: "newsletter", medium: "email", campaign: "spring", views: 5 }]);
    expect(insights.notFound).toEqual([{ path: "/wp-login.php", views: 3, redirectedTo: null }]);

    // The same figures as tables (the charts' fallback and the CSV export).
    expect(insightTable("top-pages", insights).rows).toEqual([
      ["/", 34, 1, "2.9%"],
      ["/contact", 18, 2, "11.1%"],
    ]);
    expect(insightTable("enquiry-sources", insights).rows.map((row) => row[0]).sort()).toEqual(["(unknown)", "/", "/contact"]);

    // A 90-day period reaches the older rows.
    const quarter = await loadInsights(90, { database: t.db, now: NOW });
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.topPages[0]).toEqual({ path: "/old", views: 500, enquiries: 0 });
    expect(quarter.referrers[0]).toEqual({ host: "old.example", views: 100 });
    // A path a redirect covers since says where it goes (the screen then offers no second redirect).
    expect(quarter.notFound).toEqual([
      { path: "/old-pricing", views: 9, redirectedTo: "/services" },
      { path: "/wp-login.php", views: 3, redirectedTo: null },
    ]);
  });

  it("give the same top pages, referrers and campaigns from the period totals a day's close leaves, plus the days after them, as from the daily rows", async () => {
    const direct = await Promise.all(([7, 30, 90] as const).map((days) => loadInsights(days, { database: t.db, now: NOW })));
    await refreshInsightTotals(t.db, NOW);
    expect(await t.db.selectFrom("visit_total_spans").selectAll().orderBy("period").execute()).toEqual([
      { period: 7, first_day: "2030-03-04", last_day: "2030-03-09" },
      { period: 30, first_day: "2030-02-09", last_day: "2030-03-09" },
      { period: 90, first_day: "2029-12-11", last_day: "2030-03-09" },
    ]);
    // The totals are used: a row changed behind them shows (which a real day never does once closed).
    await t.db.updateTable("visit_page_totals").set({ views: 1000 }).where("period", "=", 7).where("path", "=", "/contact").execute();
    expect((await loadInsights(7, { database: t.db, now: NOW })).topPages[0]).toEqual({ path: "/contact", views: 1008, enquiries: 2 });
    await t.db.updateTable("visit_source_totals").set({ views: 1000 }).where("period", "=", 7).where("referrer_host", "=", "search.example").execute();
    expect((await loadInsights(7, { database: t.db, now: NOW })).referrers[0]).toEqual({ host: "search.example", views: 1002 });
    await refreshInsightTotals(t.db, NOW);
    for (const [i, days] of ([7, 30, 90] as const).entries()) {
      const fromTotals = await loadInsights(days, { database: t.db, now: NOW });
      expect(fromTotals.topPages).toEqual(direct[i]!.topPages);
      expect(fromTotals.notFound).toEqual(direct[i]!.notFound);
      expect(fromTotals.referrers).toEqual(direct[i]!.referrers);
      expect(fromTotals.campaigns).toEqual(direct[i]!.campaigns);
    }
    // The next day, yesterday's totals no longer start where the period does: the daily rows answer.
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    await t.db.insertInto("visit_pages").values({ day: "2030-03-11", path: "/contact", status: 200, views: 50 }).execute();
    expect((await loadInsights(7, { database: t.db, now: tomorrow })).topPages[0]).toEqual({ path: "/contact", views: 68, enquiries: 2 });
  });
});

describe("views by language", () => {
  it("are summed over the period per language, most first, named as the site names them; a language no longer on the site keeps its views under its tag", async () => {
    const row = (day: string, locale: string, views: number) => ({ day, locale, views });
    await t.db
      .insertInto("visit_languages")
      .values([
        row("2030-03-02", "en", 500), // before a 7-day period
        row("2030-03-09", "en", 30),
        row("2030-03-09", "de", 6),
        row("2030-03-09", "zh-HK", 4),
        row("2030-03-10", "en", 10),
        row("2030-03-10", "de", 2),
        row("2030-03-10", "pt", 3), // Portuguese, since removed from the site
        row("2030-03-10", "", 1), // counted while the languages could not be read
      ])
      .execute();

    const insights = await loadInsights(7, { database: t.db, now: NOW });
    expect(insights.multilingual).toBe(true);
    expect(insights.languages).toEqual([
      { tag: "en", name: "English", views: 40 },
      { tag: "de", name: "Deutsch", views: 8 },
      { tag: "zh-HK", name: "繁體中文（香港）", views: 4 },
      { tag: "pt", name: "Português", views: 3 },
      { tag: "", name: "", views: 1 },
    ]);
    // The table and its CSV: each language's share of the period's views by language.
    expect(insightTable("languages", insights)).toEqual({
      title: "Views by language",
      header: ["Language", "Visits", "Share"],
      rows: [
        ["English", 40, "71.4%"],
        ["Deutsch", 8, "14.3%"],
        ["繁體中文（香港）", 4, "7.1%"],
        ["Português", 3, "5.4%"],
        ["(unknown)", 1, "1.8%"],
      ],
    });
    expect((await loadInsights(90, { database: t.db, now: NOW })).languages[0]).toEqual({ tag: "en", name: "English", views: 540 });

    // A site with one language shows no views by language; the rows stay.
    const others = await t.db.selectFrom("site_languages").selectAll().where("is_default", "=", false).execute();
    await t.db.deleteFrom("site_languages").where("is_default", "=", false).execute();
    try {
      const single = await loadInsights(7, { database: t.db, now: NOW });
      expect(single.multilingual).toBe(false);
      expect(single.languages.map((language) => language.tag)).toEqual(["en", "de", "zh-HK", "pt", ""]);
    } finally {
      await t.db.insertInto("site_languages").values(others).execute();
    }
  });
});
