// Issue L's publishing over HTTP against the built server: a scheduled publish fires once with two
// instances on one PostgreSQL database (and a cancelled one never), and a preview link opens a
// draft signed out, privately and unindexed, until it is revoked or expires.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { PUBLISHING_PATH, type PublishingActionData } from "#app/features/pages/publishing/page-publishing-schema.ts";
import { PAGE_SCHEDULE_JOB } from "#app/features/pages/publishing/page-schedule.server.ts";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { createPageOverHttp } from "#tests/utils/app-pages.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");

function publishing(app: AppProcess, cookie: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${app.url}${PUBLISHING_PATH}`, { method: "POST", headers: { cookie, origin: app.url }, body: new URLSearchParams(fields), redirect: "manual" });
}

async function page(app: AppProcess, path: string) {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe.skipIf(!onPostgres)("scheduled publish with two instances (PostgreSQL: several instances share one database)", () => {
  let testDb: TestDb;
  let a: AppProcess;
  let b: AppProcess;
  let cookie: string;

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    a = await startAppProcess({ databaseUrl: testDb.url });
    b = await startAppProcess({ databaseUrl: testDb.url });
    await createStaffAccount(testDb.db, { email: "ed@publishing.test", role: "editor" });
    cookie = await signInOverHttp(a.url, "ed@publishing.test");
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await testDb?.cleanup();
  });

  test("fires once at its time, whichever worker takes it, and the page appears on both; a cancelled one never fires", async () => {
    const launch = await createPageOverHttp(a.url, cookie, { title: "Launch", slug: "launch", html: "<p>Big news.</p>", isPublished: false });
    const quiet = await createPageOverHttp(a.url, cookie, { title: "Quiet", slug: "quiet", html: "<p>Not yet.</p>", isPublished: false });
    // Each instance's cache holds the 404 until the publish empties it.
    for (const app of [a, b]) for (let n = 0; n < 2; n++) expect((await page(app, "/launch")).status).toBe(404);

    // The picker names a minute, in the person's zone (the site's UTC here, decision 040): the next
    // minute at least five seconds ahead, far enough for the requests below on a loaded machine.
    const at = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000).toISOString();
    const picked = { at: at.slice(0, 16), timeZone: "UTC" };
    const scheduled = await publishing(a, cookie, { intent: "schedule", pageId: launch.id, action: "publish", ...picked });
    expect(scheduled.status, await scheduled.clone().text()).toBe(200);
    const other = await publishing(b, cookie, { intent: "schedule", pageId: quiet.id, action: "publish", ...picked });
    expect(other.status, await other.clone().text()).toBe(200);
    const cancelled = await publishing(b, cookie, { intent: "cancel-schedule", pageId: quiet.id, action: "publish" });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as PublishingActionData).message.title).toBe("Schedule cancelled");

    expect((await page(b, "/launch")).status).toBe(404);
    await expect.poll(async () => (await page(b, "/launch")).status, { timeout: 75_000, interval: 100 }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(at).getTime());
    expect((await page(a, "/launch")).body).toContain("Big news.");

    // Both jobs finish (the cancelled schedule's finds nothing to do), and then a copy of the launch's,
    // queued after them, runs too: a worker has looked for due jobs since, and due jobs are claimed
    // oldest first, so a second claim of either would have come before the copy's.
    const scheduleJobs = () => testDb.db.selectFrom("jobs").select(["id", "payload", "status", "attempts"]).where("type", "=", PAGE_SCHEDULE_JOB).orderBy("created_at").execute();
    await expect.poll(async () => (await scheduleJobs()).map((job) => job.status), { timeout: 10_000, interval: 100 }).toEqual(["done", "done"]);
    const copy = await enqueueJob(testDb.db, PAGE_SCHEDULE_JOB, (await scheduleJobs())[0]!.payload);
    await expect.poll(async () => (await scheduleJobs()).find((job) => job.id === copy)?.status, { timeout: 10_000, interval: 100 }).toBe("done");
    const jobs = (await scheduleJobs()).filter((job) => job.id !== copy).map(({ status, attempts }) => ({ status, attempts }));
    expect(jobs).toEqual([
      { status: "done", attempts: 1 },
      { status: "done", attempts: 1 },
    ]);
    const published = await testDb.db.selectFrom("audit_log").select("summary").where("summary", "like", "%as scheduled by%").execute();
    expect(published).toEqual([{ summary: 'Published page "Launch" (/launch) as scheduled by ed@publishing.test' }]);
    const revisions = await testDb.db.selectFrom("page_revisions").select("version").where("page_id", "=", launch.id).execute();
    expect(revisions).toHaveLength(2);
    expect((await page(a, "/quiet")).status).toBe(404);
    expect((await page(b, "/quiet")).status).toBe(404);
  });
});

describe("preview links", () => {
  let testDb: TestDb;
  let app: AppProcess;
  let cookie: string;

  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    app = await startAppProcess({ databaseUrl: testDb.url });
    await createStaffAccount(testDb.db, { email: "ed@preview.test", role: "editor" });
    await createStaffAccount(testDb.db, { email: "vi@preview.test", role: "viewer" });
    cookie = await signInOverHttp(app.url, "ed@preview.test");
  });

  afterAll(async () => {
    await app?.stop();
    await testDb?.cleanup();
  });

  async function share(pageId: string): Promise<{ path: string; id: string }> {
    const response = await publishing(app, cookie, { intent: "share", pageId });
    expect(response.status).toBe(200);
    const { link } = (await response.json()) as PublishingActionData;
    const url = new URL(link!.url);
    expect(url.origin).toBe(app.url);
    return { path: url.pathname, id: url.pathname.split("/")[2]!.split(".")[0]! };
  }

  test("a Viewer's refused save is a 403 named Forbidden, in the status line and in what the browser's router reads", async () => {
    const viewer = await signInOverHttp(app.url, "vi@preview.test");
    for (const path of ["/admin/settings", "/admin/settings.data"]) {
      const response = await fetch(`${app.url}${path}`, {
        method: "POST",
        headers: { cookie: viewer, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ settings: "{}", version: "1" }),
      });
      expect(response.status).toBe(403);
      expect(response.statusText).toBe("Forbidden");
      const body = await response.text();
      expect(body).toContain("You do not have permission to change the site settings.");
      expect(body).not.toContain("Internal Server Error");
    }
  });

  test("opens the draft signed out, never cached and never indexed; stops when revoked", async () => {
    const draft = await createPageOverHttp(app.url, cookie, { title: "Secret Plan", slug: "secret-plan", html: "<p>Draft words.</p>", isPublished: false });
    expect((await page(app, "/secret-plan")).status).toBe(404);
    const { path, id } = await share(draft.id);

    for (let n = 0; n < 2; n++) {
      const opened = await page(app, path);
      expect(opened.status).toBe(200);
      expect(opened.body).toContain("Draft words.");
      expect(opened.body).toContain("Preview of an unpublished page");
      expect(opened.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(opened.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(opened.headers.get("cache-control")).toBe("private, no-store");
      // Appended to the site's policy: browsers apply the last policy they know.
      expect(opened.headers.get("referrer-policy")).toMatch(/(^|, )no-referrer$/);
      expect(opened.headers.get("x-cache")).not.toBe("HIT");
    }
    const [secretless] = path.split(".");
    expect((await page(app, `${secretless}.${"x".repeat(43)}`)).status).toBe(404);
    expect((await page(app, "/preview/nothing")).status).toBe(404);

    // A Viewer may read the editor but not revoke.
    const viewer = await signInOverHttp(app.url, "vi@preview.test");
    expect((await publishing(app, viewer, { intent: "revoke-share", pageId: draft.id, linkId: id })).status).toBe(403);
    expect((await page(app, path)).status).toBe(200);

    expect((await publishing(app, cookie, { intent: "revoke-share", pageId: draft.id, linkId: id })).status).toBe(200);
    const revoked = await page(app, path);
    expect(revoked.status).toBe(404);
    expect(revoked.body).not.toContain("Draft words.");
    expect(revoked.headers.get("cache-control")).toBe("private, no-store");
  });

  test("stops when expired", async () => {
    const draft = await createPageOverHttp(app.url, cookie, { title: "Later", slug: "later", html: "<p>Soon.</p>", isPublished: false });
    const { path, id } = await share(draft.id);
    expect((await page(app, path)).status).toBe(200);
    await testDb.db.updateTable("page_preview_links").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", id).execute();
    expect((await page(app, path)).status).toBe(404);
  });

  test("duplicate opens the draft copy's editor", async () => {
    const source = await createPageOverHttp(app.url, cookie, { title: "Offer", slug: "offer", html: "<p>Deal.</p>", isPublished: true });
    const response = await publishing(app, cookie, { intent: "duplicate", pageId: source.id });
    expect(response.status).toBe(302);
    const copyId = /\/admin\/pages\/edit\/([^/?]+)\?flash=page-duplicated$/.exec(response.headers.get("location") ?? "")?.[1];
    const copy = await testDb.db.selectFrom("pages").select(["title", "slug", "is_published"]).where("id", "=", copyId!).executeTakeFirstOrThrow();
    expect(copy).toEqual({ title: "Copy of Offer", slug: "offer-copy", is_published: false });
  });
});
