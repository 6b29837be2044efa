import { beforeEach, describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { registerJobHandler, runDueJobs } from "#app/lib/jobs.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { PageError } from "../cms/page-error.ts";
import { duplicatePage } from "./page-duplicate.server.ts";
import { createPreviewLink, findPreviewPage, listPreviewLinks, revokePreviewLink } from "./page-preview-links.server.ts";
import { MAX_ACTIVE_PREVIEW_LINKS } from "./page-publishing-schema.ts";
import { listPageRevisions } from "./page-revisions.server.ts";
import { cancelPageSchedule, listPageSchedules, PAGE_SCHEDULE_JOB, runScheduledPageChange, schedulePageChange } from "./page-schedule.server.ts";
import { createPage, getPage, getPublishedPageBySlug, updatePage } from "../cms/pages.server.ts";
import { PageInput, type PageInputDraft } from "../cms/schema.ts";

const { testDb, editor, admin } = setUpPagesTestDb();

// The pages' tables are emptied by setUpPagesTestDb; the jobs are this file's.
beforeEach(async () => {
  await testDb().db.deleteFrom("jobs").execute();
});

const T0 = new Date("2030-01-05T15:04:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "Launch", slug: "launch", metaDescription: "Soon.", isPublished: false, content: { html: "<p>First draft</p>" }, ...overrides });
}

async function pageJobs() {
  return testDb().db.selectFrom("jobs").select(["id", "payload", "run_at", "status"]).where("type", "=", PAGE_SCHEDULE_JOB).orderBy("created_at").execute();
}

async function expectRefused(work: Promise<unknown>, status: number, message: RegExp) {
  const error = await work.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(PageError);
  expect(error).toMatchObject({ status, message: expect.stringMatching(message) });
}

describe("scheduled publish and unpublish", () => {
  it("queues a job at the chosen time; when it runs it publishes the page as saved then, once, audited under the scheduler's name", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    await schedulePageChange(page.id, "publish", at(60), editor(), { now: T0 });
    const [job] = await pageJobs();
    expect(job).toMatchObject({ status: "pending", payload: { pageId: page.id, action: "publish", runAt: at(60).toISOString() } });
    expect(new Date(job!.run_at).toISOString()).toBe(at(60).toISOString());
    expect((await listPageSchedules([page.id])).get(page.id)).toEqual([{ action: "publish", runAt: at(60).toISOString(), createdByEmail: editor().email }]);

    // Saved after scheduling: this is what goes live.
    const saved = await updatePage(page.id, input({ content: { html: "<p>Final copy</p>" } }), page.version, admin(), { now: at(10) });

    expect(await runScheduledPageChange(job!.payload, at(60))).toBe(true);
    const live = await getPublishedPageBySlug("launch");
    expect(live?.content).toEqual({ html: "<p>Final copy</p>" });
    expect(live?.version).toBe(saved.version + 1);
    expect((await listPageRevisions(page.id))[0]).toMatchObject({ version: saved.version + 1, isPublished: true, savedByEmail: editor().email });
    expect((await listPageSchedules([page.id])).size).toBe(0);

    // A second delivery of the same job changes nothing.
    expect(await runScheduledPageChange(job!.payload, at(61))).toBe(false);
    expect((await getPage(page.id))?.version).toBe(saved.version + 1);

    const audit = await listRecentAudit(10);
    expect(audit.map((entry) => entry.summary)).toContain(`Published page "Launch" (/launch) as scheduled by ${editor().email}`);
    expect(audit.find((entry) => entry.action === "page.schedule")?.summary).toBe(`Scheduled page "Launch" (/launch) to be published at ${at(60).toISOString()}`);
  });

  it("runs through the jobs table: not before its time, then once", async () => {
    registerJobHandler(PAGE_SCHEDULE_JOB, async (payload, _job, now) => void (await runScheduledPageChange(payload, now)));
    const page = await createPage(input(), editor(), { now: T0 });
    await schedulePageChange(page.id, "publish", at(5), editor(), { now: T0 });
    expect(await runDueJobs(testDb().db, () => at(4))).toBe(0);
    expect((await getPage(page.id))?.isPublished).toBe(false);
    expect(await runDueJobs(testDb().db, () => at(5))).toBe(1);
    expect((await getPage(page.id))?.isPublished).toBe(true);
    expect(await runDueJobs(testDb().db, () => at(6))).toBe(0);
  });

  it("unpublishes on schedule too", async () => {
    const page = await createPage(input({ isPublished: true }), editor(), { now: T0 });
    await schedulePageChange(page.id, "unpublish", at(30), admin(), { now: T0 });
    const [job] = await pageJobs();
    expect(await runScheduledPageChange(job!.payload, at(30))).toBe(true);
    expect(await getPublishedPageBySlug("launch")).toBeNull();
  });

  it("a cancelled schedule's job does nothing, and a moved one fires only at the new time", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    await schedulePageChange(page.id, "publish", at(60), editor(), { now: T0 });
    await cancelPageSchedule(page.id, "publish", editor(), { now: at(1) });
    const [cancelled] = await pageJobs();
    expect(await runScheduledPageChange(cancelled!.payload, at(60))).toBe(false);
    expect((await getPage(page.id))?.isPublished).toBe(false);
    expect((await listRecentAudit(5)).some((entry) => entry.action === "page.schedule_cancel")).toBe(true);
    await expectRefused(cancelPageSchedule(page.id, "publish", editor()), 404, /no scheduled publish/);

    await schedulePageChange(page.id, "publish", at(90), editor(), { now: at(2) });
    await schedulePageChange(page.id, "publish", at(120), editor(), { now: at(3) });
    const [, moved, final] = await pageJobs();
    expect(await runScheduledPageChange(moved!.payload, at(90))).toBe(false);
    expect(await runScheduledPageChange(final!.payload, at(120))).toBe(true);
    expect((await getPage(page.id))?.isPublished).toBe(true);
  });

  it("refuses a time in the past or years ahead, a missing page and a site page, and writes nothing", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    await expectRefused(schedulePageChange(page.id, "publish", at(-1), editor(), { now: T0 }), 400, /in the future/);
    await expectRefused(schedulePageChange(page.id, "publish", new Date("2040-01-01T00:00:00Z"), editor(), { now: T0 }), 400, /within the next 5 years/);
    await expectRefused(schedulePageChange("no-such-page", "publish", at(5), editor(), { now: T0 }), 404, /no longer exists/);
    await testDb().db.updateTable("pages").set({ system_key: "services" }).where("id", "=", page.id).execute();
    await expectRefused(schedulePageChange(page.id, "unpublish", at(5), editor(), { now: T0 }), 409, /always published/);
    expect(await pageJobs()).toEqual([]);
    expect(await testDb().db.selectFrom("page_schedules").selectAll().execute()).toEqual([]);
  });

  it("a deleted page's schedule goes with it, and its job does nothing", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    await schedulePageChange(page.id, "publish", at(5), editor(), { now: T0 });
    await testDb().db.deleteFrom("pages").where("id", "=", page.id).execute();
    const [job] = await pageJobs();
    expect(await runScheduledPageChange(job!.payload, at(5))).toBe(false);
  });
});

describe("duplicate", () => {
  it("makes a draft copy titled 'Copy of …' at the first free slug", async () => {
    const source = await createPage(input({ isPublished: true }), editor(), { now: T0 });
    const first = await duplicatePage(source.id, admin(), { now: at(1) });
    expect(first).toMatchObject({ title: "Copy of Launch", slug: "launch-copy", isPublished: false, metaDescription: "Soon.", content: { html: "<p>First draft</p>" } });
    const second = await duplicatePage(source.id, admin(), { now: at(2) });
    expect(second.slug).toBe("launch-copy-2");
    const ofCopy = await duplicatePage(first.id, admin(), { now: at(3) });
    expect(ofCopy).toMatchObject({ title: "Copy of Copy of Launch", slug: "launch-copy-3" });
    expect((await listRecentAudit(1))[0]).toMatchObject({ action: "page.create", actor_email: admin().email });
  });

  it("keeps a long title and slug within their limits", async () => {
    const source = await createPage(input({ title: "T".repeat(200), slug: "s".repeat(100) }), editor(), { now: T0 });
    const copy = await duplicatePage(source.id, editor(), { now: at(1) });
    expect(copy.title).toHaveLength(200);
    expect(copy.slug.length).toBeLessThanOrEqual(100);
    expect(copy.slug.endsWith("-copy")).toBe(true);
  });

  it("refuses a missing page and a site page", async () => {
    await expectRefused(duplicatePage("nope", editor()), 404, /no longer exists/);
    const page = await createPage(input(), editor(), { now: T0 });
    await testDb().db.updateTable("pages").set({ system_key: "services" }).where("id", "=", page.id).execute();
    await expectRefused(duplicatePage(page.id, editor()), 409, /cannot be duplicated/);
  });
});

describe("preview links", () => {
  const tokenOf = (url: string) => url.slice(url.indexOf("/preview/") + "/preview/".length);

  it("opens the saved draft until it expires; only the secret's hash is stored", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    const link = await createPreviewLink(page.id, editor(), { now: T0 });
    expect(link.expiresAt).toBe(at(7 * 24 * 60).toISOString());
    const token = tokenOf(link.url);
    const [id, secret] = token.split(".");
    expect(secret).toMatch(/^[\w-]{43}$/);
    const stored = await testDb().db.selectFrom("page_preview_links").selectAll().executeTakeFirstOrThrow();
    expect(stored.id).toBe(id);
    expect(JSON.stringify(stored)).not.toContain(secret);

    expect((await findPreviewPage(token, { now: at(60) }))?.page).toMatchObject({ title: "Launch", isPublished: false, content: { html: "<p>First draft</p>" } });
    expect(await findPreviewPage(token, { now: at(7 * 24 * 60) })).toBeNull();
    expect(await listPreviewLinks(page.id, { now: at(1) })).toEqual([{ id, createdAt: T0.toISOString(), expiresAt: link.expiresAt, createdByEmail: editor().email }]);
    expect(await listPreviewLinks(page.id, { now: at(7 * 24 * 60) })).toEqual([]);
  });

  it("refuses a wrong secret, a malformed token and a revoked link", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    const link = await createPreviewLink(page.id, editor(), { now: T0, days: 1 });
    const token = tokenOf(link.url);
    const [id] = token.split(".");
    for (const bad of [`${id}.${"A".repeat(43)}`, `${id}.`, id!, `.${token}`, "", "x".repeat(500), `${token}x`]) {
      expect(await findPreviewPage(bad, { now: at(1) })).toBeNull();
    }
    await revokePreviewLink(page.id, id!, admin(), { now: at(2) });
    expect(await findPreviewPage(token, { now: at(3) })).toBeNull();
    await expectRefused(revokePreviewLink(page.id, id!, admin()), 404, /no longer exists/);
    expect((await listRecentAudit(5)).map((entry) => entry.action)).toEqual(expect.arrayContaining(["page.share", "page.share_revoke"]));
  });

  it("revokes only a link of the page named", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    const other = await createPage(input({ slug: "other" }), editor(), { now: T0 });
    const link = await createPreviewLink(page.id, editor(), { now: T0 });
    await expectRefused(revokePreviewLink(other.id, link.id, editor(), { now: at(1) }), 404, /no longer exists/);
    expect(await findPreviewPage(tokenOf(link.url), { now: at(1) })).not.toBeNull();
  });

  it("bounds the links that work per page, and refuses a missing page", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    for (let n = 0; n < MAX_ACTIVE_PREVIEW_LINKS; n++) await createPreviewLink(page.id, editor(), { now: T0 });
    await expectRefused(createPreviewLink(page.id, editor(), { now: T0 }), 409, /Revoke one/);
    await expectRefused(createPreviewLink("nope", editor(), { now: T0 }), 404, /no longer exists/);
  });
});
