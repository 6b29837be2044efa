import { beforeEach, describe, expect, it } from "vitest";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { readXliff } from "#app/features/translations/xliff/xliff-document.ts";
import { exportXliff } from "#app/features/translations/xliff/xliff-export.server.ts";
import { applyImport, planImport } from "#app/features/translations/xliff/xliff-import.server.ts";
import { pageRejection } from "#tests/utils/page-rejection.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage, deletePage, getPage, updatePage } from "../cms/pages.server.ts";
import { PageInput, type PageInputDraft, type PageRecord } from "../cms/schema.ts";
import { applyBulkChange } from "../pages-list/bulk-changes.server.ts";
import { createSamplePage, importSeedPages } from "../pages-list/page-seeding.server.ts";
import { duplicatePage } from "../publishing/page-duplicate.server.ts";
import { getPageRevision, listPageRevisions } from "../publishing/page-revisions.server.ts";
import { listPageSchedules, runScheduledPageChange, schedulePageChange } from "../publishing/page-schedule.server.ts";
import { APPROVAL_NEEDED, SITE_SCOPE } from "../publishing/publish-gate.server.ts";
import { ensureSitePages } from "../site-pages/site-pages-seed.server.ts";
import { resetSitePage } from "../site-pages/site-pages.server.ts";
import { createTranslation } from "../translating/create-translation.server.ts";

/**
 * Decision 048: with "Editors need approval to publish" on, an Editor makes nothing live by any path
 * that can publish. Each test tries one path as an Editor and proves the live site did not change;
 * the Admin beside them shows the path itself works.
 */
const { testDb, editor, admin } = setUpPagesTestDb();

const T0 = new Date("2030-03-02T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeEach(async () => {
  const { db } = testDb();
  for (const table of ["review_settings", "page_schedules", "jobs", "redirects"] as const) await db.deleteFrom(table).execute();
  await approval(SITE_SCOPE, true);
});

async function approval(scope: string, required: boolean) {
  await testDb().db.deleteFrom("review_settings").where("scope", "=", scope).execute();
  await testDb().db.insertInto("review_settings").values({ scope, approval_required: required }).execute();
}

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "Pricing", slug: "pricing", metaDescription: "What it costs.", isPublished: false, content: { html: "<p>Draft</p>" }, ...overrides });
}

/** Every row that is live, as visitors get it: the proof that nothing changed. */
async function liveSite() {
  return testDb().db.selectFrom("pages").select(["id", "slug", "locale", "title", "content", "fields", "version"]).where("is_published", "=", true).orderBy("id").execute();
}

async function expectNotApproved(work: Promise<unknown>) {
  const error = await pageRejection(work);
  expect(error).toMatchObject({ status: 403, message: APPROVAL_NEEDED });
}

async function livePage(overrides: Partial<PageInputDraft> = {}): Promise<PageRecord> {
  return createPage(input({ isPublished: true, content: { html: "<p>Live</p>" }, ...overrides }), admin(), { now: T0 });
}

describe("the editor's save", () => {
  it("refuses an Editor's new page saved as published, and a draft saved with Published on; an Admin publishes", async () => {
    await expectNotApproved(createPage(input({ isPublished: true }), editor(), { now: T0 }));
    expect(await liveSite()).toEqual([]);
    expect(await testDb().db.selectFrom("pages").select("id").execute()).toEqual([]);

    const draft = await createPage(input(), editor(), { now: T0 });
    await expectNotApproved(updatePage(draft.id, input({ isPublished: true }), draft.version, editor(), { now: at(1) }));
    expect(await getPage(draft.id)).toMatchObject({ isPublished: false, version: draft.version });
    expect(await listPageRevisions(draft.id)).toHaveLength(1);

    expect(await updatePage(draft.id, input({ isPublished: true }), draft.version, admin(), { now: at(2) })).toMatchObject({ isPublished: true });
  });

  it("refuses an Editor's change to a live page (its words would go live unreviewed), but lets them unpublish it", async () => {
    const live = await livePage();
    const before = await liveSite();
    await expectNotApproved(updatePage(live.id, input({ isPublished: true, content: { html: "<p>Unreviewed</p>" } }), live.version, editor(), { now: at(1) }));
    expect(await liveSite()).toEqual(before);

    await updatePage(live.id, input({ isPublished: false }), live.version, editor(), { now: at(2) });
    expect(await liveSite()).toEqual([]);
  });

  it("refuses a restored revision saved live: Restore loads a version into the editor, and the save decides", async () => {
    const live = await livePage({ content: { html: "<p>Version one</p>" } });
    const second = await updatePage(live.id, input({ isPublished: true, content: { html: "<p>Version two</p>" } }), live.version, admin(), { now: at(1) });
    const [, first] = await listPageRevisions(live.id);
    const old = (await getPageRevision(live.id, first!.id))!;
    await expectNotApproved(updatePage(live.id, input({ isPublished: true, content: old.content }), second.version, editor(), { now: at(2) }));
    expect((await getPage(live.id))?.content).toEqual({ html: "<p>Version two</p>" });
  });

  it("holds for collection items, and follows a collection's own setting over the site's", async () => {
    const item = (slug: string) => input({ slug, isPublished: true, fields: { excerpt: "An article." } });
    await expectNotApproved(createPage(item("insight-one"), editor(), { now: T0, collection: "insights" }));

    // The site needs no approval, the Insights do.
    await approval(SITE_SCOPE, false);
    await approval("insights", true);
    await expectNotApproved(createPage(item("insight-two"), editor(), { now: T0, collection: "insights" }));
    expect(await createPage(input({ slug: "a-page", isPublished: true }), editor(), { now: T0 })).toMatchObject({ isPublished: true });

    // The site needs approval, the Insights do not.
    await approval(SITE_SCOPE, true);
    await approval("insights", false);
    expect(await createPage(item("insight-three"), editor(), { now: T0, collection: "insights" })).toMatchObject({ isPublished: true });
    await expectNotApproved(createPage(input({ slug: "another-page", isPublished: true }), editor(), { now: T0 }));
  });
});

describe("state changes and bulk actions", () => {
  it("skips every row of an Editor's bulk Publish with the reason; an Admin's publishes them", async () => {
    const one = await createPage(input({ slug: "one" }), editor(), { now: T0 });
    const two = await createPage(input({ slug: "two" }), editor(), { now: T0 });
    const outcome = await applyBulkChange({ intent: "bulk-publish", collection: null, ids: [one.id, two.id] }, editor(), { now: at(1) });
    expect(outcome.done).toEqual([]);
    expect(outcome.skipped.map((row) => row.reason)).toEqual([APPROVAL_NEEDED, APPROVAL_NEEDED]);
    expect(await liveSite()).toEqual([]);

    const byAdmin = await applyBulkChange({ intent: "bulk-publish", collection: null, ids: [one.id, two.id] }, admin(), { now: at(2) });
    expect(byAdmin.done).toHaveLength(2);
  });

  it("skips an Editor's bulk Add Topic on a live article (it changes what is live), and allows it on a draft", async () => {
    await testDb().db.deleteFrom("topics").execute();
    await testDb().db.insertInto("topics").values({ id: "t-1", translation_key: "testing", locale: "en", name: "Testing", slug: "testing", created_at: T0.toISOString(), updated_at: T0.toISOString() }).execute();
    const fields = { excerpt: "An article.", topics: [] };
    const live = await createPage(input({ slug: "live-article", isPublished: true, fields }), admin(), { now: T0, collection: "insights" });
    const draft = await createPage(input({ slug: "draft-article", fields }), editor(), { now: T0, collection: "insights" });
    const before = await liveSite();
    const outcome = await applyBulkChange({ intent: "bulk-add-topic", collection: "insights", ids: [live.id, draft.id], topic: { key: "testing", name: "Testing" } }, editor(), { now: at(1) });
    expect(outcome.skipped).toEqual([{ id: live.id, title: live.title, reason: APPROVAL_NEEDED }]);
    expect(outcome.done.map((row) => row.id)).toEqual([draft.id]);
    expect(await liveSite()).toEqual(before);
  });

  it("refuses an Editor's delete of a live page (Admins only, docs/roles.md); an Editor deletes drafts", async () => {
    const live = await livePage();
    const error = await pageRejection(deletePage(live.id, editor()));
    expect(error.status).toBe(403);
    expect(await getPage(live.id)).not.toBeNull();
    const outcome = await applyBulkChange({ intent: "bulk-delete", collection: null, ids: [live.id] }, editor(), { now: at(1) });
    expect(outcome.done).toEqual([]);

    const draft = await createPage(input({ slug: "draft" }), editor(), { now: T0 });
    await deletePage(draft.id, editor());
    expect(await getPage(draft.id)).toBeNull();
  });
});

describe("schedules", () => {
  it("keeps an Editor's scheduled publish waiting: the job publishes nothing and the schedule stays", async () => {
    const draft = await createPage(input(), editor(), { now: T0 });
    await schedulePageChange(draft.id, "publish", at(60), editor(), { now: T0 });
    const job = await testDb().db.selectFrom("jobs").select("payload").executeTakeFirstOrThrow();
    expect(await runScheduledPageChange(job.payload, at(60))).toBe(false);
    expect(await liveSite()).toEqual([]);
    expect((await listPageSchedules([draft.id])).get(draft.id)).toEqual([expect.objectContaining({ action: "publish" })]);
  });
});

describe("copies, resets, translations and imports", () => {
  it("duplicates as a draft, so a copy of a live page is not live", async () => {
    const live = await livePage();
    const copy = await duplicatePage(live.id, editor(), { now: at(1) });
    expect(copy.isPublished).toBe(false);
    expect((await liveSite()).map((row) => row.id)).toEqual([live.id]);
  });

  it("refuses an Editor's Reset to Default of a live website page; an Admin's resets it", async () => {
    await ensureSitePages(testDb().db);
    const row = await testDb().db.selectFrom("pages").select("id").where("system_key", "=", "services").where("locale", "=", "en").executeTakeFirstOrThrow();
    const services = (await getPage(row.id))!;
    const before = await liveSite();
    await expectNotApproved(resetSitePage(services.id, services.version, editor(), { now: at(1) }));
    expect(await liveSite()).toEqual(before);
    await resetSitePage(services.id, services.version, admin(), { now: at(2) });
  });

  it("starts a translation as a draft, and refuses an Editor's XLIFF import into a live translation", async () => {
    const english = await livePage();
    const draft = await createTranslation(english.id, "de", editor(), { now: at(1) });
    expect(draft.isPublished).toBe(false);
    const german = await updatePage(draft.id, input({ title: "Preise", slug: "preise", isPublished: true }), draft.version, admin(), { now: at(2) });
    // The English page changes: the German one is outdated, and an Editor imports its new translation.
    await updatePage(english.id, input({ title: "Prices", isPublished: true, content: { html: "<p>Live</p>" } }), english.version, admin(), { now: at(3) });
    const { xml } = await exportXliff({ lang: "de", status: "outdated" });
    const model = await xliff2js(xml, {});
    for (const units of Object.values(model.resources ?? {})) for (const [id, unit] of Object.entries(units)) if (id === "title") unit.target = "Preise (neu)";
    const read = await readXliff(new TextEncoder().encode(await js2xliff(model, { indent: "" })));
    if (!read.ok) throw new Error(read.message);
    const { plan } = await planImport(read.document);
    const before = await liveSite();
    await expectNotApproved(applyImport(read.document, plan.fingerprint, editor(), { now: at(4) }));
    expect(await liveSite()).toEqual(before);
    expect((await getPage(german.id))?.title).toBe("Preise");
  });

  it("makes an Editor's sample page and imported website pages drafts", async () => {
    expect(await createSamplePage(editor(), { now: T0 })).toMatchObject({ isPublished: false });
    expect((await importSeedPages(editor(), { now: T0 })).imported).toBeGreaterThan(0);
    expect(await liveSite()).toEqual([]);
  });
});

describe("with the setting off", () => {
  it("lets an Editor publish as before", async () => {
    await approval(SITE_SCOPE, false);
    expect(await createPage(input({ isPublished: true }), editor(), { now: T0 })).toMatchObject({ isPublished: true });
  });
});
