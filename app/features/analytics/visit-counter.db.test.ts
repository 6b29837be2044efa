import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb, type DB } from "#app/db/client.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { CLOSE_GRACE_MS, OTHER, VisitCounter, type VisitCounterLimits } from "./visit-counter.server.ts";
import type { PageView } from "./visit.ts";
import { visitorHash } from "./visitor-salts.server.ts";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  for (const table of ["visit_days", "visit_languages", "visit_pages", "visit_sources", "visitor_hashes", "visitor_salts"] as const) await t.db.deleteFrom(table).execute();
});

const view = (path: string, more: Partial<Omit<PageView, "day">> = {}): Omit<PageView, "day"> => ({
  path,
  locale: "en",
  referrerHost: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  device: "desktop",
  ...more,
});
const ann = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Macintosh) Firefox/140.0" };
const bob = { ip: "198.51.100.2", userAgent: "Mozilla/5.0 (iPhone) Safari/18" };

/** A counter whose clock the test moves; the timer is never started (flushes are explicit). */
function counterAt(clock: { now: Date }, database: DB = t.db, limits?: VisitCounterLimits) {
  return new VisitCounter({ database: () => database, now: () => clock.now, flushEveryMs: 60_000, limits });
}

async function days() {
  return t.db.selectFrom("visit_days").select(["day", "views", "visitors"]).orderBy("day").execute();
}
async function languages() {
  return t.db.selectFrom("visit_languages").select(["day", "locale", "views"]).orderBy("day").orderBy("locale").execute();
}
async function pages() {
  return t.db.selectFrom("visit_pages").select(["day", "status", "path", "views"]).orderBy("status").orderBy("path").execute();
}
/**
 * Two instances' writes at once on PostgreSQL. SQLite has one instance in production; here both
 * connections share one thread, where one's open transaction would block the other's until it times out.
 */
async function together(...writes: Array<() => Promise<void>>): Promise<void> {
  if (t.dialect === "postgres") await Promise.all(writes.map((write) => write()));
  else for (const write of writes) await write();
}

const hashCount = async (day: string) => Number((await t.db.selectFrom("visitor_hashes").select((eb) => eb.fn.countAll<number>().as("n")).where("day", "=", day).executeTakeFirstOrThrow()).n);

describe("the visit counter", () => {
  it("keeps views in memory and writes them as one batch: per day, per page, per source and device", async () => {
    const clock = { now: new Date("2030-03-10T09:00:00.000Z") };
    const counter = counterAt(clock);
    await counter.start();
    counter.record(view("/"), ann);
    counter.record(view("/de/leistungen", { locale: "de", referrerHost: "news.example", device: "mobile" }), bob);
    counter.record(view("/services", { utmSource: "newsletter", utmMedium: "email", utmCampaign: "spring" }), ann);
    expect(await days()).toEqual([]); // nothing written before the batch

    await counter.flush();
    expect(await days()).toEqual([{ day: "2030-03-10", views: 3, visitors: 0 }]);
    expect(await pages()).toEqual([
      { day: "2030-03-10", status: 200, path: "/", views: 1 },
      { day: "2030-03-10", status: 200, path: "/de/leistungen", views: 1 },
      { day: "2030-03-10", status: 200, path: "/services", views: 1 },
    ]);
    // Views per language.
    expect(await languages()).toEqual([
      { day: "2030-03-10", locale: "de", views: 1 },
      { day: "2030-03-10", locale: "en", views: 2 },
    ]);
    const sources = await t.db.selectFrom("visit_sources").select(["referrer_host", "utm_source", "utm_medium", "utm_campaign", "device", "views"]).orderBy("referrer_host").orderBy("utm_source").execute();
    expect(sources).toEqual([
      { referrer_host: "", utm_source: "", utm_medium: "", utm_campaign: "", device: "desktop", views: 1 },
      { referrer_host: "", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", device: "desktop", views: 1 },
      { referrer_host: "news.example", utm_source: "", utm_medium: "", utm_campaign: "", device: "mobile", views: 1 },
    ]);
    // Two visitors today (Ann twice is once).
    expect(await hashCount("2030-03-10")).toBe(2);

    // The next batch adds to the same rows.
    counter.record(view("/"), ann);
    await counter.stop();
    expect(await days()).toEqual([{ day: "2030-03-10", views: 4, visitors: 0 }]);
    expect((await languages()).map((row) => [row.locale, row.views])).toEqual([["de", 1], ["en", 3]]);
    expect(await hashCount("2030-03-10")).toBe(2);
  });

  it("adds up across instances: two counters on one database, the same visitor counted once", async () => {
    const clock = { now: new Date("2030-03-10T09:00:00.000Z") };
    const other = createDb(t.url);
    try {
      const [a, b] = [counterAt(clock), counterAt(clock, other)];
      await together(() => a.start(), () => b.start());
      for (let i = 0; i < 5; i++) a.record(view("/"), ann);
      for (let i = 0; i < 7; i++) b.record(view("/"), ann);
      b.record(view("/about"), bob);
      await together(() => a.flush(), () => b.flush());
      a.record(view("/"), bob);
      await together(() => a.stop(), () => b.stop());

      expect(await days()).toEqual([{ day: "2030-03-10", views: 14, visitors: 0 }]);
      expect((await pages()).map((row) => [row.path, row.views])).toEqual([["/", 13], ["/about", 1]]);
      expect(await languages()).toEqual([{ day: "2030-03-10", locale: "en", views: 14 }]);
      expect(await hashCount("2030-03-10")).toBe(2);
    } finally {
      await other.destroy();
    }
  });

  it("caps a day's distinct paths and sources per instance: the rest fold into (other), so made-up URLs cannot grow the tables", async () => {
    const clock = { now: new Date("2030-03-10T09:00:00.000Z") };
    const counter = counterAt(clock, t.db, { pagesPerDay: 3, sourcesPerDay: 2, visitorsPerBatch: 1 });
    await counter.start();
    for (let i = 0; i < 10; i++) counter.record(view(`/p${i}`, { referrerHost: `r${i}.example` }), { ip: `192.0.2.${i}`, userAgent: "UA" });
    counter.record(view("/p1"), ann); // a path the day already has still counts as itself
    await counter.flush();
    // A later batch of the same day keeps the cap.
    counter.record(view("/p9"), ann);
    await counter.stop();

    expect((await pages()).map((row) => [row.status, row.path, row.views])).toEqual([
      [200, OTHER, 8],
      [200, "/p0", 1],
      [200, "/p1", 2],
      [200, "/p2", 1],
    ]);
    const sources = await t.db.selectFrom("visit_sources").select(["referrer_host", "views"]).orderBy("referrer_host").execute();
    expect(sources).toEqual([
      { referrer_host: OTHER, views: 8 },
      { referrer_host: "r0.example", views: 1 },
      { referrer_host: "r1.example", views: 1 },
      { referrer_host: "", views: 2 },
    ].sort((x, y) => (x.referrer_host < y.referrer_host ? -1 : 1)));
    expect(await days()).toEqual([{ day: "2030-03-10", views: 12, visitors: 0 }]);
    // One hash per batch at most: two batches.
    expect(await hashCount("2030-03-10")).toBe(2);
  });

  it("keeps a batch whose write failed and writes it with the next one, once", async () => {
    const clock = { now: new Date("2030-03-10T09:00:00.000Z") };
    let database: DB = t.db;
    const counter = new VisitCounter({ database: () => database, now: () => clock.now, flushEveryMs: 60_000 });
    await counter.start();
    counter.record(view("/"), ann);
    // A database without the tables refuses the write, as one that is away would.
    const unmigrated = await createTestDb({ migrate: false });
    database = unmigrated.db;
    await counter.flush();
    await unmigrated.cleanup();
    expect(await days()).toEqual([]);
    database = t.db;
    counter.record(view("/"), bob);
    await counter.stop();
    expect(await days()).toEqual([{ day: "2030-03-10", views: 2, visitors: 0 }]);
    expect(await languages()).toEqual([{ day: "2030-03-10", locale: "en", views: 2 }]);
    expect(await hashCount("2030-03-10")).toBe(2);
  });

  it("records a view whose language is still being read once it is known: a flush and a stop wait for it", async () => {
    const clock = { now: new Date("2030-03-10T09:00:00.000Z") };
    const counter = counterAt(clock);
    await counter.start();
    const zhView = { ...view("/zh-hk"), locale: undefined };
    let known!: (tag: string) => void;
    counter.recordOnceKnown(new Promise((resolve) => (known = resolve)), zhView, ann);
    const flushed = counter.flush();
    known("zh-HK");
    await flushed;
    expect(await languages()).toEqual([{ day: "2030-03-10", locale: "zh-HK", views: 1 }]);

    // A language that cannot be known (its read failed) still counts the view, in no language.
    counter.recordOnceKnown(Promise.reject(new Error("database down")), zhView, bob);
    counter.recordOnceKnown(new Promise((resolve) => setTimeout(() => resolve("de"), 20)), zhView, bob);
    await counter.stop();
    expect(await languages()).toEqual([
      { day: "2030-03-10", locale: "", views: 1 },
      { day: "2030-03-10", locale: "de", views: 1 },
      { day: "2030-03-10", locale: "zh-HK", views: 1 },
    ]);
    expect(await days()).toEqual([{ day: "2030-03-10", views: 3, visitors: 0 }]);
  });
});

describe("the daily salt", () => {
  it("is shared by the instances, and is deleted with the day's hashes once the day is counted: yesterday's hashes cannot be computed again", async () => {
    const clock = { now: new Date("2030-03-10T23:59:00.000Z") };
    const other = createDb(t.url);
    try {
      const [a, b] = [counterAt(clock), counterAt(clock, other)];
      await together(() => a.start(), () => b.start());
      a.record(view("/"), ann);
      b.record(view("/"), bob);
      await together(() => a.flush(), () => b.flush());

      const salts = await t.db.selectFrom("visitor_salts").select(["day", "salt"]).orderBy("day").execute();
      expect(salts.map((s) => s.day)).toEqual(["2030-03-10", "2030-03-11"]); // tomorrow's is ready before midnight
      const yesterdaySalt = salts[0]!.salt;
      const stored = (await t.db.selectFrom("visitor_hashes").select("hash").where("day", "=", "2030-03-10").execute()).map((r) => r.hash);
      expect(stored.sort()).toEqual([visitorHash(yesterdaySalt, ann.ip, ann.userAgent), visitorHash(yesterdaySalt, bob.ip, bob.userAgent)].sort());
      // Nothing stored names the visitor.
      const everything = JSON.stringify(await Promise.all(["visit_days", "visit_pages", "visit_sources", "visitor_hashes", "visitor_salts"].map((table) => t.db.selectFrom(table as "visit_days").selectAll().execute())));
      for (const secret of [ann.ip, bob.ip, ann.userAgent, bob.userAgent]) expect(everything).not.toContain(secret);

      // After midnight, views count for the new day; the old day waits for the grace period.
      clock.now = new Date("2030-03-11T00:05:00.000Z");
      a.record(view("/"), ann);
      await a.flush();
      expect(await hashCount("2030-03-10")).toBe(2);
      expect(await hashCount("2030-03-11")).toBe(1);

      clock.now = new Date(Date.parse("2030-03-11T00:00:00.000Z") + CLOSE_GRACE_MS);
      await together(() => a.flush(), () => b.flush()); // both try to close the day: it is counted once
      expect(await days()).toEqual([
        { day: "2030-03-10", views: 2, visitors: 2 },
        { day: "2030-03-11", views: 1, visitors: 0 },
      ]);
      expect(await hashCount("2030-03-10")).toBe(0);
      const left = await t.db.selectFrom("visitor_salts").select(["day", "salt"]).orderBy("day").execute();
      expect(left.map((s) => s.day)).toEqual(["2030-03-11", "2030-03-12"]);
      expect(left.map((s) => s.salt)).not.toContain(yesterdaySalt);
      // Today's salt gives Ann another hash: yesterday's cannot be linked to today's, nor recomputed.
      expect(visitorHash(left[0]!.salt, ann.ip, ann.userAgent)).not.toBe(visitorHash(yesterdaySalt, ann.ip, ann.userAgent));
      await together(() => a.stop(), () => b.stop());
    } finally {
      await other.destroy();
    }
  });
});
