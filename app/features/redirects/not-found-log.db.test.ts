import { beforeEach, describe, expect, it } from "vitest";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { clearNotFoundLog, listNotFound, NotFoundLog, topNotFound } from "./not-found-log.server.ts";
import { createRedirect } from "./redirects.server.ts";
import { MAX_REDIRECT_PATH } from "./schema.ts";

const { testDb, editor } = setUpPagesTestDb();
const rowCount = async () => (await testDb().db.selectFrom("not_found_log").select("path").execute()).length;

beforeEach(async () => {
  await testDb().db.deleteFrom("not_found_log").execute();
});

describe("the 404 log", () => {
  it("counts hits per path and day in one batched write, with the last referrer's host", async () => {
    const log = new NotFoundLog({ limits: { maxRows: 100, maxPending: 10, flushEveryMs: 60_000 } });
    log.record("/old-page", "https://news.example/story?id=1", new Date("2026-01-01T10:00:00Z"));
    log.record("/old-page", undefined, new Date("2026-01-01T10:05:00Z"));
    log.record("/missing", "not a url");
    expect(await rowCount()).toBe(0);
    await log.flush();
    log.record("/old-page", undefined, new Date("2026-01-01T11:00:00Z"));
    await log.flush();
    const rows = await listNotFound();
    expect(rows.find((r) => r.path === "/old-page")).toMatchObject({ hits: 3, referrerHost: "news.example" });
    expect(new Date(rows.find((r) => r.path === "/old-page")!.lastSeen).toISOString()).toBe("2026-01-01T11:00:00.000Z");
    expect(rows.find((r) => r.path === "/missing")).toMatchObject({ hits: 1, referrerHost: null });
    expect(await testDb().db.selectFrom("not_found_log").select(["day", "path", "hits"]).where("path", "=", "/old-page").execute()).toEqual([
      { day: "2026-01-01", path: "/old-page", hits: 3 },
    ]);
  });

  it("is one record for both screens: the Redirects screen sums every day, the dashboard its period", async () => {
    const log = new NotFoundLog({ limits: { maxRows: 100, maxPending: 10, flushEveryMs: 60_000 } });
    log.record("/old-page", undefined, new Date("2026-01-01T23:59:00Z"));
    log.record("/old-page", undefined, new Date("2026-01-02T00:01:00Z"));
    log.record("/old-page", undefined, new Date("2026-01-03T12:00:00Z"));
    log.record("/other", undefined, new Date("2026-01-03T13:00:00Z"));
    log.record("/other", undefined, new Date("2026-01-03T13:01:00Z"));
    await log.flush();
    expect((await listNotFound()).map((r) => [r.path, r.hits, r.lastSeen])).toEqual([
      ["/other", 2, "2026-01-03T13:01:00.000Z"],
      ["/old-page", 3, "2026-01-03T12:00:00.000Z"],
    ]);
    expect((await topNotFound("2026-01-02", 10)).map((r) => [r.path, r.hits])).toEqual([
      ["/old-page", 2],
      ["/other", 2],
    ]);
    expect((await topNotFound("2026-01-03", 1)).map((r) => [r.path, r.hits])).toEqual([["/other", 2]]);
  });

  it("says where a logged path goes once a redirect is made from it, instead of offering another", async () => {
    const log = new NotFoundLog({ limits: { maxRows: 100, maxPending: 10, flushEveryMs: 60_000 } });
    log.record("/old-pricing", undefined);
    log.record("/still-missing", undefined);
    await log.flush();
    await createRedirect({ fromPath: "/old-pricing", toPath: "/contact", statusCode: 301 }, editor());
    for (const rows of [await listNotFound(), await topNotFound("2000-01-01", 10)]) {
      expect(rows.find((r) => r.path === "/old-pricing")).toMatchObject({ redirectedTo: "/contact" });
      expect(rows.find((r) => r.path === "/still-missing")).toMatchObject({ redirectedTo: null });
    }
  });

  it("stays bounded under a scanner's flood: paths cut, few held in memory, the table trimmed to its rows", async () => {
    const log = new NotFoundLog({ limits: { maxRows: 25, maxPending: 10, flushEveryMs: 60_000 } });
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 1000; i += 1) log.record(`/scan-${round}-${i}-${"x".repeat(2000)}`, undefined, new Date(Date.UTC(2026, 0, 1, 0, round, i % 60)));
      await log.flush();
    }
    expect(await rowCount()).toBe(25);
    const rows = await testDb().db.selectFrom("not_found_log").select("path").execute();
    expect(Math.max(...rows.map((r) => r.path.length))).toBe(MAX_REDIRECT_PATH);
    // Ten paths per batch were counted; the newest rounds are what is kept.
    expect(rows.filter((r) => r.path.startsWith("/scan-4-"))).toHaveLength(10);
    expect(rows.filter((r) => r.path.startsWith("/scan-3-"))).toHaveLength(10);
    expect(rows.filter((r) => r.path.startsWith("/scan-2-"))).toHaveLength(5);
  });

  it("is cleared by staff, with an audit entry", async () => {
    const log = new NotFoundLog();
    log.record("/x", undefined);
    await log.flush();
    expect(await clearNotFoundLog(editor())).toBe(1);
    expect(await rowCount()).toBe(0);
  });
});
