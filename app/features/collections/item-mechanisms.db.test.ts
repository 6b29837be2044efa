import { beforeEach, describe, expect, it } from "vitest";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { createPage, deletePage, getPage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput, type PageInputDraft, type PageRecord } from "#app/features/pages/cms/schema.ts";
import { handlePageEditorAction } from "#app/features/pages/editor/page-editor-action.server.ts";
import { duplicatePage } from "#app/features/pages/publishing/page-duplicate.server.ts";
import { createPreviewLink, findPreviewPage } from "#app/features/pages/publishing/page-preview-links.server.ts";
import { getPageRevision, listPageRevisions } from "#app/features/pages/publishing/page-revisions.server.ts";
import { runScheduledPageChange, schedulePageChange } from "#app/features/pages/publishing/page-schedule.server.ts";
import { createTranslation } from "#app/features/pages/translating/create-translation.server.ts";
import { pageRejection } from "#tests/utils/page-rejection.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";

/**
 * Decision 039: an Insights article is a row of pages, so every mechanism pages have works on it
 * with no code of its own. Each test proves one on an article, and that its fields go along.
 */
const { testDb, editor, admin } = setUpPagesTestDb();
beforeEach(async () => {
  await testDb().db.deleteFrom("redirects").execute();
});

const T0 = new Date("2026-01-05T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const FIELDS = { excerpt: "What 1,200 test purchases showed.", topics: ["t-quality"], author: "", featured: true };

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "Mystery shopping 2026", slug: "mystery-shopping-2026", isPublished: true, content: { sections: [] }, fields: FIELDS, ...overrides });
}

function article(overrides: Partial<PageInputDraft> = {}, now = T0): Promise<PageRecord> {
  return createPage(input(overrides), editor(), { collection: "insights", now });
}

async function redirects() {
  return testDb().db.selectFrom("redirects").select(["from_path", "to_path"]).orderBy("from_path").execute();
}

describe("every mechanism of a page works on a collection item", () => {
  it("revisions keep the fields, so a restore brings them back", async () => {
    const first = await article();
    await updatePage(first.id, input({ fields: { ...FIELDS, excerpt: "Changed." } }), first.version, editor(), { now: at(1) });
    const revisions = await listPageRevisions(first.id);
    expect(revisions).toHaveLength(2);
    expect((await getPageRevision(first.id, revisions[1]!.id))?.fields).toMatchObject({ excerpt: FIELDS.excerpt, publishedAt: T0.toISOString() });
    expect((await getPageRevision(first.id, revisions[0]!.id))?.fields).toMatchObject({ excerpt: "Changed." });
  });

  it("stale-save protection refuses a save over a newer version, fields and all", async () => {
    const first = await article();
    await updatePage(first.id, input({ fields: { ...FIELDS, excerpt: "Theirs." } }), 1, editor(), { now: at(1) });
    const error = await pageRejection(updatePage(first.id, input({ fields: { ...FIELDS, excerpt: "Mine." } }), 1, editor(), { now: at(2), timeZone: "UTC" }));
    expect(error.status).toBe(409);
    expect((await getPage(first.id))?.fields).toMatchObject({ excerpt: "Theirs." });
  });

  it("a slug change of a published item leaves a 301 under its collection's base", async () => {
    const first = await article();
    await updatePage(first.id, input({ slug: "test-purchases-2026" }), 1, editor(), { now: at(1) });
    expect(await redirects()).toEqual([{ from_path: "/insights/mystery-shopping-2026", to_path: "/insights/test-purchases-2026" }]);
  });

  it("duplicate makes a draft item of the same collection with the fields, to be dated when it is published", async () => {
    const first = await article();
    const copy = await duplicatePage(first.id, editor(), { now: at(1) });
    expect(copy).toMatchObject({ collection: "insights", slug: "mystery-shopping-2026-copy", isPublished: false, fields: { excerpt: FIELDS.excerpt, topics: ["t-quality"], publishedAt: "" } });
  });

  it("translate makes the German item of the same group, its fields copied, its slug free among German articles only", async () => {
    const first = await article();
    // A German page with the same slug does not take it from the German article.
    await createPage(input({ fields: undefined, content: { sections: [] } }), editor(), { locale: "de" });
    const german = await createTranslation(first.id, "de", editor(), { now: at(1) });
    expect(german).toMatchObject({ collection: "insights", locale: "de", slug: "mystery-shopping-2026", translationKey: first.translationKey, isPublished: false });
    expect(german.fields).toMatchObject({ excerpt: FIELDS.excerpt, topics: ["t-quality"], publishedAt: "" });
  });

  it("a scheduled publish publishes it and sets the date it shows as published", async () => {
    const draft = await article({ isPublished: false });
    expect(draft.fields).toMatchObject({ publishedAt: "" });
    await schedulePageChange(draft.id, "publish", at(60), editor(), { now: at(1) });
    expect(await runScheduledPageChange({ pageId: draft.id, action: "publish", runAt: at(60).toISOString() }, at(61))).toBe(true);
    expect(await getPage(draft.id)).toMatchObject({ isPublished: true, fields: { publishedAt: at(61).toISOString() } });
  });

  it("a preview link shows its saved draft", async () => {
    const draft = await article({ isPublished: false });
    const link = await createPreviewLink(draft.id, editor(), { days: 7 });
    expect(await findPreviewPage(link.url.split("/preview/")[1]!)).toMatchObject({ page: { id: draft.id, collection: "insights" } });
  });

  it("is audited as its collection's item, and deleted like a page", async () => {
    const first = await article();
    // Deleting a live item is an Admin's (docs/roles.md).
    await deletePage(first.id, admin(), { now: at(1) });
    const audit = await testDb().db.selectFrom("audit_log").select(["action", "summary"]).orderBy("created_at").execute();
    expect(audit).toEqual([
      { action: "page.create", summary: 'Created insights item "Mystery shopping 2026" (/mystery-shopping-2026), published' },
      { action: "page.delete", summary: 'Deleted insights item "Mystery shopping 2026" (/mystery-shopping-2026)' },
    ]);
    expect(await getPage(first.id)).toBeNull();
  });
});

describe("the editor's action on a collection's screens", () => {
  async function post(pageId: string | null, fields: Record<string, string | object>, actor = editor()) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, typeof value === "string" ? value : JSON.stringify(value));
    const encoded = new Response(body);
    const request = new Request("https://cms.brandcheck.test/admin/insights/new", { method: "POST", body: await encoded.blob(), headers: { "content-type": encoded.headers.get("content-type")! } });
    const result = await handlePageEditorAction(request, { actor, pageId, collection: COLLECTIONS.insights });
    if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
    return { status: result.init?.status ?? 200, data: result.data };
  }

  it("creates an item of the collection and opens it in the collection's editor", async () => {
    const result = await post(null, { intent: "save", page: { title: "Regulatory update", slug: "regulatory-update", content: { sections: [] }, fields: FIELDS } });
    const id = /^\/admin\/insights\/edit\/([^?]+)\?flash=page-created$/.exec(result.location ?? "")?.[1];
    expect(await getPage(id!)).toMatchObject({ collection: "insights", fields: { excerpt: FIELDS.excerpt } });
  });

  it("refuses fields its collection does not have, and a cover image without alt text, with a 400 and no row", async () => {
    for (const fields of [{ colour: "red" }, { cover: { image: "https://example.com/a.jpg", alt: "" } }, { topics: "not-a-list" }]) {
      const result = await post(null, { intent: "save", page: { title: "X", slug: "x", content: { sections: [] }, fields } });
      expect(result.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await testDb().db.selectFrom("pages").select("id").execute()).toEqual([]);
  });

  it("deleting an item leads back to the collection's list", async () => {
    const first = await article();
    // A live item: an Admin deletes it (docs/roles.md).
    expect(await post(first.id, { intent: "delete" }, { ...admin(), name: "ana", role: "admin" })).toEqual({ status: 302, location: "/admin/insights?flash=page-deleted" });
  });
});
