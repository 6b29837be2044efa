// The lists' bulk actions (docs/decisions/039-collections.md, "As built: admin lists"), on both
// databases: each row through the single action's rules, one transaction, audited per row, the
// search index in step; refusals and the attacker's tries change nothing.
import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "#app/lib/permissions.ts";
import { createTopic } from "#app/features/collections/topics.server.ts";
import { onContentChange } from "#app/lib/content-events.server.ts";
import { createPage, getPage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { createTranslation } from "#app/features/pages/translating/create-translation.server.ts";
import { databaseSnapshot } from "#tests/utils/db-snapshot.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { handleBulkAction, handleBulkRequest } from "./bulk-action.server.ts";
import { MAX_BULK_IDS, type BulkActionData } from "./bulk-schema.ts";
import { handlePagesListAction } from "./pages-list-action.server.ts";

const { testDb, editor } = setUpPagesTestDb();

const T0 = new Date(Date.UTC(2026, 0, 10, 9, 0));

const input = (title: string, slug: string, isPublished: boolean, fields?: Record<string, unknown>) =>
  PageInput.parse({ title, slug, isPublished, content: { sections: [{ id: "t1", type: "text", order: 0, content: `<p>Words of ${title}.</p>` }] }, ...(fields ? { fields } : {}) });
const page = (slug: string, isPublished = false) => createPage(input(`Page ${slug}`, slug, isPublished), editor(), { now: T0 });
const article = (slug: string, isPublished = false, topics: string[] = []) => createPage(input(`Article ${slug}`, slug, isPublished, { topics }), editor(), { collection: "insights", now: T0 });

const as = (role: Role) => ({ ...editor(), name: "ed", role });

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

async function bulk(collection: string | null, fields: Record<string, string | string[]>, role: Role = "editor") {
  const result = await handleBulkAction(form(fields), as(role), collection);
  return { status: result.init?.status ?? 200, data: result.data };
}

const published = async (id: string) => (await getPage(id))?.isPublished;
const audit = async (id: string) => (await testDb().db.selectFrom("audit_log").select(["action", "summary"]).where("target_id", "=", id).orderBy("created_at").execute()).map((row) => row.action);
const indexed = async (id: string) => (await testDb().db.selectFrom("page_search").select("page_id").where("page_id", "=", id).execute()).length === 1;

beforeEach(async () => {
  await testDb().db.deleteFrom("topics").execute();
});

describe("bulk Publish and Unpublish", () => {
  it("publish the drafts, each with its revision, audit entry and search index row, once for the page cache, and skip the rest with a reason", async () => {
    const [a, b, c] = [await page("alpha"), await page("beta"), await page("gamma", true)];
    let announced = 0;
    const stop = onContentChange(() => announced++);
    try {
      const answer = await bulk(null, { intent: "bulk-publish", ids: [a.id, b.id, c.id] });
      expect(answer).toEqual({ status: 200, data: { ok: true, intent: "bulk-publish", message: { title: "2 pages published", description: "1 skipped: “Page gamma”: It is already published." } } });
    } finally {
      stop();
    }
    expect(announced).toBe(1);
    expect([await published(a.id), await published(b.id)]).toEqual([true, true]);
    expect(await audit(a.id)).toEqual(["page.create", "page.publish"]);
    expect(await audit(c.id)).toEqual(["page.create"]);
    expect([await indexed(a.id), await indexed(b.id)]).toEqual([true, true]);
    expect((await testDb().db.selectFrom("page_revisions").select("version").where("page_id", "=", a.id).orderBy("version").execute()).map((row) => row.version)).toEqual([1, 2]);

    expect((await bulk(null, { intent: "bulk-unpublish", ids: [a.id] })).data.message).toEqual({ title: "1 page unpublished" });
    expect(await published(a.id)).toBe(false);
    expect(await indexed(a.id)).toBe(false);
    expect(await audit(a.id)).toEqual(["page.create", "page.publish", "page.update"]);
  });

  it("date an article at its first publication, as a save does", async () => {
    const draft = await article("first");
    await bulk("insights", { intent: "bulk-publish", ids: [draft.id] });
    expect((await getPage(draft.id))?.fields.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("keep a website page published in the default language: refused, nothing written", async () => {
    const site = await page("services", true);
    await testDb().db.updateTable("pages").set({ system_key: "services" }).where("id", "=", site.id).execute();
    const before = await databaseSnapshot(testDb().db);
    expect(await bulk(null, { intent: "bulk-unpublish", ids: [site.id] })).toEqual({
      status: 409,
      data: { ok: false, intent: "bulk-unpublish", message: { title: "No pages unpublished", description: "1 skipped: “Page services”: A website page is always published, so it cannot be unpublished." } },
    });
    expect(await databaseSnapshot(testDb().db)).toEqual(before);
  });
});

describe("bulk Add topic", () => {
  it("adds the topic to the articles that lack it, as a new version, and refuses a topic that does not exist", async () => {
    const topic = await createTopic({ locale: "en", name: "Recalls", slug: "recalls" }, editor());
    const [a, b] = [await article("one"), await article("two", true, [topic.translationKey])];
    expect((await bulk("insights", { intent: "bulk-add-topic", topic: topic.translationKey, ids: [a.id, b.id] })).data.message).toEqual({
      title: "1 article tagged “Recalls”",
      description: "1 skipped: “Article two”: It already has this topic.",
    });
    expect(await getPage(a.id)).toMatchObject({ version: 2, fields: { topics: [topic.translationKey] } });
    expect(await audit(a.id)).toEqual(["page.create", "page.update"]);

    const before = await databaseSnapshot(testDb().db);
    for (const topicKey of ["no-such-topic", "", "x".repeat(5000)]) {
      expect((await bulk("insights", { intent: "bulk-add-topic", topic: topicKey, ids: [a.id] })).status).toBe(400);
    }
    // A page has no topics: the Pages list offers no Add topic, and a crafted one is refused.
    expect((await bulk(null, { intent: "bulk-add-topic", topic: topic.translationKey, ids: [a.id] })).status).toBe(400);
    expect(await databaseSnapshot(testDb().db)).toEqual(before);
  });

  it("refuses an eleventh topic with the schema's words", async () => {
    const keys: string[] = [];
    for (let i = 0; i < 11; i++) keys.push((await createTopic({ locale: "en", name: `Topic ${i}`, slug: `topic-${i}` }, editor())).translationKey);
    const full = await article("full", false, keys.slice(0, 10));
    expect((await bulk("insights", { intent: "bulk-add-topic", topic: keys[10]!, ids: [full.id] })).data.message.description).toBe("1 skipped: “Article full”: An article can have at most 10 topics.");
    expect((await getPage(full.id))?.version).toBe(1);
  });
});

describe("bulk Delete", () => {
  it("asks first without its confirmation, naming the rows and writing nothing", async () => {
    const [a, b] = [await page("alpha"), await page("beta")];
    const before = await databaseSnapshot(testDb().db);
    const { status, data } = await bulk(null, { intent: "bulk-delete", ids: [a.id, b.id] });
    expect(status).toBe(200);
    expect((data as BulkActionData).confirmDelete).toEqual({ ids: expect.arrayContaining([a.id, b.id]), titles: expect.arrayContaining(["Page alpha", "Page beta"]) });
    expect(await databaseSnapshot(testDb().db)).toEqual(before);
  });

  it("deletes with the single Delete's rules: a website page and a page with translations are refused, a page with its translations selected goes", async () => {
    const [plain, source, other] = [await page("plain"), await page("source"), await page("other-source")];
    const translation = await createTranslation(source.id, "de", editor());
    await createTranslation(other.id, "de", editor());
    const site = await page("services", true);
    await testDb().db.updateTable("pages").set({ system_key: "services" }).where("id", "=", site.id).execute();

    const { status, data } = await bulk(null, { intent: "bulk-delete", confirm: "yes", ids: [plain.id, source.id, translation.id, other.id, site.id] });
    expect(status).toBe(200);
    expect(data.message.title).toBe("3 pages deleted");
    expect(data.message.description).toMatch(/^2 skipped: “Page other-source”: This page has translations: .*“Page services”: This page is part of the website/);
    expect(await Promise.all([plain.id, source.id, translation.id].map((id) => getPage(id)))).toEqual([null, null, null]);
    expect(await getPage(other.id)).not.toBeNull();
    expect(await getPage(site.id)).not.toBeNull();
    expect(await audit(plain.id)).toEqual(["page.create", "page.delete"]);
    expect(await testDb().db.selectFrom("page_admin_search").select("page_id").where("page_id", "in", [plain.id, source.id, translation.id]).execute()).toEqual([]);
  });
});

describe("what an attacker tries", () => {
  it("ids of another list, unknown ids and junk are skipped or refused, and change nothing", async () => {
    const [a, item] = [await page("alpha"), await article("item")];
    const before = await databaseSnapshot(testDb().db);
    expect((await bulk("insights", { intent: "bulk-publish", ids: [a.id] })).data.message).toEqual({ title: "No articles published", description: "1 skipped: One row: It is not in this list." });
    expect((await bulk(null, { intent: "bulk-delete", confirm: "yes", ids: [item.id, "00000000-0000-4000-8000-000000000000"] })).data.message).toEqual({
      title: "No pages deleted",
      description: "2 skipped: One row: It no longer exists. One row: It is not in this list.",
    });
    const attempts: Record<string, string | string[]>[] = [
      { intent: "bulk-publish" },
      { intent: "bulk-publish", ids: [""] },
      { intent: "bulk-publish", ids: ["x".repeat(201)] },
      { intent: "bulk-publish", ids: Array.from({ length: MAX_BULK_IDS + 1 }, (_, i) => `id-${i}`) },
      { intent: "bulk-publish", ids: Array.from({ length: 10_000 }, () => a.id) },
      { intent: "bulk-drop-tables", ids: [a.id] },
      { intent: "delete", ids: [a.id] },
      { ids: [a.id] },
    ];
    for (const fields of attempts) {
      const { status, data } = await bulk(null, fields);
      expect(status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(data.ok).toBe(false);
    }
    expect(await databaseSnapshot(testDb().db)).toEqual(before);
  });

  it("10,000 ids in one request are refused before they are read, as are a Viewer's bulk actions", async () => {
    const a = await page("alpha");
    const before = await databaseSnapshot(testDb().db);
    const body = new URLSearchParams([["intent", "bulk-delete"], ["confirm", "yes"], ...Array.from({ length: 10_000 }, (_, i): [string, string] => ["ids", `${a.id}-${i}`])]);
    const request = new Request("https://cms.brandcheck.test/admin/insights", { method: "POST", body });
    expect((await handleBulkRequest(request, as("editor"), "insights")).init?.status).toBe(413);
    const pagesRequest = new Request("https://cms.brandcheck.test/admin/pages", { method: "POST", body });
    expect((await handlePagesListAction(pagesRequest, as("editor"))).init?.status).toBe(413);
    expect(await bulk(null, { intent: "bulk-delete", confirm: "yes", ids: [a.id] }, "viewer")).toMatchObject({ status: 403, data: { ok: false } });
    expect(await databaseSnapshot(testDb().db)).toEqual(before);
  });

  it("reach the Pages list's bulk actions through its action", async () => {
    const a = await page("alpha");
    const request = new Request("https://cms.brandcheck.test/admin/pages", { method: "POST", body: new URLSearchParams([["intent", "bulk-publish"], ["ids", a.id]]) });
    const result = await handlePagesListAction(request, as("editor"));
    expect(result.data.message).toEqual({ title: "1 page published" });
    expect(await published(a.id)).toBe(true);
  });
});
