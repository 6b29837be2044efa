import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobTable } from "#app/db/schema.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setSuiteEnv, withEnv } from "#tests/utils/test-env.ts";
import { purgeExpiredRows } from "./retention.server.ts";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
// The defaults, whatever the shell says: jobs 30 days, rate limits 48 hours, visit counts 13 months.
setSuiteEnv({ JOBS_RETENTION_DAYS: undefined, RATE_LIMIT_RETENTION_HOURS: undefined, CONTACT_RATE_WINDOW_SECONDS: undefined, VISITS_RETENTION_MONTHS: undefined });
afterAll(() => t?.cleanup());

const NOW = new Date("2030-06-01T12:00:00.000Z");
const ago = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);

async function insertJob(id: string, status: JobTable["status"], finishedHoursAgo: number) {
  const at = ago(finishedHoursAgo).toISOString();
  await t.db
    .insertInto("jobs")
    .values({ id, type: "test.retention", payload: "{}", status, max_attempts: 8, run_at: at, locked_until: null, last_error: null, created_at: at, updated_at: at })
    .execute();
}

async function insertAuthRateLimit(key: string, lastRequest: Date) {
  await sql`insert into ${sql.table("rateLimit")} (${sql.ref("id")}, ${sql.ref("key")}, ${sql.ref("count")}, ${sql.ref("lastRequest")}) values (${randomUUID()}, ${key}, 1, ${lastRequest.getTime()})`.execute(t.db);
}

describe("purging rows past their retention", () => {
  it("deletes finished jobs older than 30 days and quiet rate-limit records older than 48 hours, and nothing else", async () => {
    await insertJob("done-old", "done", 31 * 24);
    await insertJob("failed-old", "failed", 31 * 24);
    await insertJob("pending-old", "pending", 31 * 24); // waiting for its turn, however long: never purged
    await insertJob("done-recent", "done", 29 * 24);
    await t.db
      .insertInto("rate_limit_hits")
      .values([
        { id: "hit-old", bucket: "contact:203.0.113.1", created_at: ago(49).toISOString() },
        { id: "hit-recent", bucket: "newsletter-mail:ann@example.com", created_at: ago(23).toISOString() },
      ])
      .execute();
    await insertAuthRateLimit("203.0.113.1/sign-in/email", ago(49));
    await insertAuthRateLimit("203.0.113.2/sign-in/email", ago(1));

    expect(await purgeExpiredRows({ database: t.db, now: NOW })).toEqual({ jobs: 2, rateLimitHits: 1, authRateLimits: 1, visitRows: 0 });

    const jobs = await t.db.selectFrom("jobs").select("id").orderBy("id").execute();
    expect(jobs.map((job) => job.id)).toEqual(["done-recent", "pending-old"]);
    const hits = await t.db.selectFrom("rate_limit_hits").select("id").execute();
    expect(hits.map((hit) => hit.id)).toEqual(["hit-recent"]);
    const { rows } = await sql<{ key: string }>`select ${sql.ref("key")} from ${sql.table("rateLimit")}`.execute(t.db);
    expect(rows.map((row) => row.key)).toEqual(["203.0.113.2/sign-in/email"]);
  });

  it("keeps the tables bounded: a second purge at the same moment finds nothing more", async () => {
    expect(await purgeExpiredRows({ database: t.db, now: NOW })).toEqual({ jobs: 0, rateLimitHits: 0, authRateLimits: 0, visitRows: 0 });
  });

  it("follows JOBS_RETENTION_DAYS, and keeps rate-limit hits for the contact form's longer window", async () => {
    await withEnv({ JOBS_RETENTION_DAYS: "7", CONTACT_RATE_WINDOW_SECONDS: String(72 * 60 * 60) }, async () => {
      await t.db.insertInto("rate_limit_hits").values({ id: "hit-60h", bucket: "contact:203.0.113.3", created_at: ago(60).toISOString() }).execute();
      expect(await purgeExpiredRows({ database: t.db, now: NOW })).toEqual({ jobs: 1, rateLimitHits: 0, authRateLimits: 0, visitRows: 0 });
      expect(await t.db.selectFrom("jobs").select("id").execute()).toEqual([{ id: "pending-old" }]);
    });
  });

  it("deletes daily visit counts older than 13 months (VISITS_RETENTION_MONTHS), and keeps the 13 months", async () => {
    // NOW is 2030-06-01: the first day kept is 2029-05-01.
    const days = ["2029-04-30", "2029-05-01", "2030-06-01"];
    await t.db.insertInto("visit_days").values(days.map((day) => ({ day, views: 3, visitors: 2 }))).execute();
    await t.db.insertInto("visit_pages").values(days.map((day) => ({ day, path: "/", status: 200, views: 3 }))).execute();
    await t.db.insertInto("visit_languages").values(days.map((day) => ({ day, locale: "en", views: 3 }))).execute();
    await t.db
      .insertInto("visit_sources")
      .values(days.map((day) => ({ day, referrer_host: "", utm_source: "", utm_medium: "", utm_campaign: "", device: "desktop", views: 3 })))
      .execute();

    expect(await purgeExpiredRows({ database: t.db, now: NOW })).toMatchObject({ visitRows: 4 });
    for (const table of ["visit_days", "visit_languages", "visit_pages", "visit_sources"] as const) {
      expect((await t.db.selectFrom(table).select("day").orderBy("day").execute()).map((row) => row.day)).toEqual(["2029-05-01", "2030-06-01"]);
    }

    await withEnv({ VISITS_RETENTION_MONTHS: "1" }, async () => {
      expect(await purgeExpiredRows({ database: t.db, now: NOW })).toMatchObject({ visitRows: 4 });
      expect(await t.db.selectFrom("visit_days").select("day").execute()).toEqual([{ day: "2030-06-01" }]);
    });
  });
});
