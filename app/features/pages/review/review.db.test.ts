import { beforeEach, describe, expect, it } from "vitest";
import { insertStaffUser } from "#tests/utils/staff-builders.ts";
import { pageRejection } from "#tests/utils/page-rejection.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage, getPage, updatePage } from "../cms/pages.server.ts";
import { PageInput, type PageInputDraft } from "../cms/schema.ts";
import { listPageSchedules, runScheduledPageChange, schedulePageChange } from "../publishing/page-schedule.server.ts";
import { SITE_SCOPE } from "../publishing/publish-gate.server.ts";
import { createTranslation } from "../translating/create-translation.server.ts";
import { listReviewQueue, loadReviewItem } from "./review-queue.server.ts";
import { setReviewer } from "./review-settings.server.ts";
import { approveReview, loadEditorReview, requestChanges, submitForReview } from "./review.server.ts";

/** Decision 048: draft → In Review → Changes Requested → In Review → Approved and published, exactly the version reviewed. */
const { testDb, editor, admin } = setUpPagesTestDb();

const T0 = new Date("2030-03-02T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeEach(async () => {
  const { db } = testDb();
  for (const table of ["review_settings", "page_schedules", "jobs", "notifications"] as const) await db.deleteFrom(table).execute();
  await db.insertInto("review_settings").values({ scope: SITE_SCOPE, approval_required: true }).execute();
});

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "Über uns", slug: "ueber-uns", metaDescription: "Wer wir sind.", isPublished: false, content: { html: "<p>Hallo</p>" }, ...overrides });
}

const asUser = (staff: { id: string; email: string }, role: "admin" | "editor") => ({ ...staff, name: staff.email, role });

/** What the submitter was told, oldest first (review-notifications.db.test.ts follows it to the e-mail). */
async function submitterNotifications() {
  return testDb().db.selectFrom("notifications").select(["kind", "body", "link"]).where("user_id", "=", editor().id).orderBy("created_at").execute();
}

/** The Frankfurt flow: an Editor's German page, submitted. */
async function submittedGermanPage() {
  const english = await createPage(input({ title: "About Us", slug: "about-us", isPublished: true, content: { html: "<p>Hello</p>" } }), admin(), { now: T0 });
  const draft = await createTranslation(english.id, "de", editor(), { now: at(1) });
  const german = await updatePage(draft.id, input(), draft.version, editor(), { now: at(2) });
  await submitForReview(german.id, german.version, "Neue Seite für Frankfurt.", editor(), { now: at(3) });
  return german;
}

describe("the review of a German page", () => {
  it("goes from In Review to Changes Requested and back, then Approved publishes exactly the version reviewed", async () => {
    const german = await submittedGermanPage();
    const queue = await listReviewQueue(asUser(admin(), "admin"));
    expect(queue.rows).toEqual([expect.objectContaining({ pageId: german.id, state: "in_review", version: german.version, message: "Neue Seite für Frankfurt.", language: "Deutsch", canDecide: true })]);

    // What changed against the live version: nothing is live yet, so every field is new.
    const item = await loadReviewItem(german.id, asUser(admin(), "admin"));
    expect(item.diff.fields.find((field) => field.label === "Page Title")).toMatchObject({ before: "", after: "Über uns", changed: true });
    expect(item.diff.after).toEqual([expect.objectContaining({ type: "html", text: "Hallo", status: "added" })]);

    await requestChanges(german.id, german.version, "Bitte „Wer wir sind“ ausschreiben.", admin(), { now: at(4) });
    expect((await loadEditorReview(german, asUser(editor(), "editor"))).review).toMatchObject({ state: "changes_requested", comment: "Bitte „Wer wir sind“ ausschreiben.", reviewedByEmail: admin().email });
    expect(await submitterNotifications()).toEqual([
      { kind: "changes-requested", body: expect.stringContaining("Bitte „Wer wir sind“ ausschreiben."), link: `/admin/pages/edit/${german.id}` },
    ]);

    const fixed = await updatePage(german.id, input({ metaDescription: "Wer wir sind, ausgeschrieben." }), german.version, editor(), { now: at(5) });
    await submitForReview(fixed.id, fixed.version, "Beschreibung ergänzt.", editor(), { now: at(6) });
    // The version first submitted can no longer be approved.
    expect((await pageRejection(approveReview(german.id, german.version, "", admin(), { now: at(7) }))).status).toBe(409);

    expect(await approveReview(fixed.id, fixed.version, "Danke!", admin(), { now: at(8) })).toEqual({ publishAt: null });
    const live = await getPage(fixed.id);
    expect(live).toMatchObject({ isPublished: true, metaDescription: "Wer wir sind, ausgeschrieben.", version: fixed.version + 1 });
    expect(await testDb().db.selectFrom("page_reviews").selectAll().execute()).toEqual([]);
    expect((await submitterNotifications()).at(-1)).toEqual({ kind: "approved", body: expect.stringMatching(/approved and published “Über uns”[^]*Danke!/), link: `/admin/pages/edit/${fixed.id}` });
  });

  it("sends a save after submission back to review: an approval of the version the reviewer opened is refused", async () => {
    const german = await submittedGermanPage();
    const sneaked = await updatePage(german.id, input({ content: { html: "<p>Nicht geprüft</p>" } }), german.version, editor(), { now: at(4) });
    expect((await loadEditorReview(german, asUser(editor(), "editor"))).review).toMatchObject({ state: "in_review", version: sneaked.version });
    const refused = await pageRejection(approveReview(german.id, german.version, "", admin(), { now: at(5) }));
    expect(refused.status).toBe(409);
    expect((await getPage(german.id))?.isPublished).toBe(false);
  });

  it("never lets the submitter approve or send back their own submission, nor an Editor who does not review", async () => {
    const german = await submittedGermanPage();
    for (const decide of [() => approveReview(german.id, german.version, "", editor()), () => requestChanges(german.id, german.version, "Nein", editor())]) {
      expect((await pageRejection(decide())).status).toBe(403);
    }
    const other = await insertStaffUser(testDb().db, { email: "other-editor@brandcheck.test", role: "editor" });
    expect((await pageRejection(approveReview(german.id, german.version, "", other))).status).toBe(403);
    // Allowed to review by an Admin: they approve someone else's submission, which publishes it.
    await setReviewer(other.id, true, admin());
    await approveReview(german.id, german.version, "", other, { now: at(5) });
    expect((await getPage(german.id))?.isPublished).toBe(true);
  });

  it("shows an Editor who does not review only their own submissions", async () => {
    const german = await submittedGermanPage();
    const other = await insertStaffUser(testDb().db, { email: "other-editor@brandcheck.test", role: "editor" });
    expect((await listReviewQueue(asUser(other, "editor"))).rows).toEqual([]);
    expect((await pageRejection(loadReviewItem(german.id, asUser(other, "editor")))).status).toBe(403);
    expect((await listReviewQueue(asUser(editor(), "editor"))).rows).toEqual([expect.objectContaining({ pageId: german.id, canDecide: false })]);
  });

  it("refuses to submit a live page or a version that is not the saved one", async () => {
    const live = await createPage(input({ slug: "live", isPublished: true }), admin(), { now: T0 });
    expect((await pageRejection(submitForReview(live.id, live.version, "Bitte", editor()))).status).toBe(409);
    const draft = await createPage(input({ slug: "draft" }), editor(), { now: T0 });
    expect((await pageRejection(submitForReview(draft.id, draft.version + 1, "Bitte", editor()))).status).toBe(409);
  });
});

describe("a scheduled publish that needs approval", () => {
  it("waits past its time, and an approval after that time publishes at once", async () => {
    const german = await submittedGermanPage();
    await schedulePageChange(german.id, "publish", at(60), editor(), { now: at(4) });
    const job = await testDb().db.selectFrom("jobs").select("payload").where("type", "=", "page.scheduled-change").executeTakeFirstOrThrow();
    expect(await runScheduledPageChange(job.payload, at(60))).toBe(false);
    expect((await getPage(german.id))?.isPublished).toBe(false);

    expect(await approveReview(german.id, german.version, "", admin(), { now: at(90) })).toEqual({ publishAt: null });
    expect((await getPage(german.id))?.isPublished).toBe(true);
    expect((await listPageSchedules([german.id])).size).toBe(0);
  });

  it("approved before its time, publishes at its time, the version approved", async () => {
    const german = await submittedGermanPage();
    await schedulePageChange(german.id, "publish", at(60), editor(), { now: at(4) });
    expect(await approveReview(german.id, german.version, "", admin(), { now: at(10) })).toEqual({ publishAt: at(60).toISOString() });
    expect((await getPage(german.id))?.isPublished).toBe(false);
    const job = await testDb().db.selectFrom("jobs").select("payload").where("type", "=", "page.scheduled-change").executeTakeFirstOrThrow();
    expect(await runScheduledPageChange(job.payload, at(60))).toBe(true);
    expect(await getPage(german.id)).toMatchObject({ isPublished: true, title: "Über uns" });
  });

  it("approved before its time and saved again: the schedule waits for a new approval", async () => {
    const german = await submittedGermanPage();
    await schedulePageChange(german.id, "publish", at(60), editor(), { now: at(4) });
    await approveReview(german.id, german.version, "", admin(), { now: at(10) });
    await updatePage(german.id, input({ title: "Über uns (geändert)" }), german.version, editor(), { now: at(20) });
    const job = await testDb().db.selectFrom("jobs").select("payload").where("type", "=", "page.scheduled-change").executeTakeFirstOrThrow();
    expect(await runScheduledPageChange(job.payload, at(60))).toBe(false);
    expect((await getPage(german.id))?.isPublished).toBe(false);
    expect((await loadEditorReview(german, asUser(editor(), "editor"))).review?.state).toBe("in_review");
  });
});
