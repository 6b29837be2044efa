// The admin lists' search and filters (docs/decisions/039-collections.md, "As built: admin lists"), on
// both databases: the Pages list and a collection's list find drafts by title, slug and words through
// the admin index (migration 0028), kept in step by every write, and filter by status, language, topic.
import { beforeEach, describe, expect, it } from "vitest";
import { createTopic } from "#app/features/collections/topics.server.ts";
import { listCollectionAdmin } from "./collection-admin-list.server.ts";
import { createPage, deletePage, listPages, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { schedulePageChange } from "#app/features/pages/publishing/page-schedule.server.ts";
import { ensureSearchIndex } from "#app/features/pages/search/page-search-index.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { readListFilters } from "./admin-list-filters.ts";

const { testDb, editor } = setUpPagesTestDb();

const T0 = new Date(Date.UTC(2026, 0, 10, 9, 0));
const at = (minute: number) => new Date(T0.getTime() + minute * 60_000);

function input(title: string, slug: string, words: string, isPublished: boolean, fields?: Record<string, unknown>) {
  return PageInput.parse({ title, slug, isPublished, content: { sections: [{ id: "t1", type: "text", order: 0, content: `<p>${words}</p>` }] }, ...(fields ? { fields } : {}) });
}

const page = (title: string, slug: string, words: string, { isPublished = false, minute = 0, locale }: { isPublished?: boolean; minute?: number; locale?: string } = {}) =>
  createPage(input(title, slug, words, isPublished), editor(), { now: at(minute), locale });

const article = (slug: string, words: string, { isPublished = false, locale = "en", minute = 0, topics = [] as string[] } = {}) =>
  createPage(input(`Article ${slug}`, slug, words, isPublished, { topics }), editor(), { collection: "insights", locale, now: at(minute) });

const pageSlugs = async (filters: Parameters<typeof listPages>[0]) => (await listPages(filters)).pages.map((row) => row.slug);
const articleSlugs = async (filters: Parameters<typeof listCollectionAdmin>[1]) => (await listCollectionAdmin("insights", filters)).rows.map((row) => row.slug);

beforeEach(async () => {
  await testDb().db.deleteFrom("topics").execute();
});

describe("the Pages list's search", () => {
  beforeEach(async () => {
    await page("Pricing Plans", "pricing", "Mystery shopping from 900 euros a visit.", { minute: 1 });
    await page("About Us", "about-us", "Qualitätskontrolle und Testkauf seit 2009.", { isPublished: true, minute: 2 });
    await page("品質控制", "quality-hk", "神秘顧客 測試 服務", { minute: 3 });
    await page("50% off", "discount_50", "A sale.", { minute: 4 });
  });

  it("finds drafts by title, slug and the words of their sections, in any case and script", async () => {
    expect(await pageSlugs({ query: "PRICING plans" })).toEqual(["pricing"]);
    expect(await pageSlugs({ query: "about-us" })).toEqual(["about-us"]);
    // Words of the body, drafts included (the site search's index holds published pages only).
    expect(await pageSlugs({ query: "mystery shopping" })).toEqual(["pricing"]);
    expect(await pageSlugs({ query: "QUALITÄTSKONTROLLE" })).toEqual(["about-us"]);
    expect(await pageSlugs({ query: "神秘顧客" })).toEqual(["quality-hk"]);
    // Shorter than a trigram: read row by row, same answer.
    expect(await pageSlugs({ query: "測試" })).toEqual(["quality-hk"]);
    expect(await pageSlugs({ query: "90" })).toEqual(["pricing"]);
    expect(await pageSlugs({ query: "zq" })).toEqual([]);
    expect(await pageSlugs({ query: "nothing like this" })).toEqual([]);
  });

  it("takes %, _, quotes and FTS5's operators as text", async () => {
    expect(await pageSlugs({ query: "%" })).toEqual(["discount_50"]);
    expect(await pageSlugs({ query: "t_5" })).toEqual(["discount_50"]);
    expect(await pageSlugs({ query: "a%s" })).toEqual([]);
    for (const query of ['"', 'NEAR("a" "b")', "*", "AND", "pricing OR about", "\\", "'; drop table pages; --"]) expect(await pageSlugs({ query })).toEqual([]);
  });

  it("follows every change: a save's new words are found and its old ones no longer, a deletion leaves nothing", async () => {
    const [pricing] = (await listPages({ query: "pricing" })).pages;
    const record = await updatePage(pricing!.id, input("Pricing Plans", "pricing", "Counterfeit checks on request.", false), 1, editor(), { now: at(10) });
    expect(await pageSlugs({ query: "counterfeit" })).toEqual(["pricing"]);
    expect(await pageSlugs({ query: "mystery" })).toEqual([]);
    await deletePage(record.id, editor());
    expect(await pageSlugs({ query: "counterfeit" })).toEqual([]);
    expect(await testDb().db.selectFrom("page_admin_search").select("page_id").where("page_id", "=", record.id).execute()).toEqual([]);
  });

  it("is mended at start for rows written outside the application", async () => {
    const [pricing] = (await listPages({ query: "pricing" })).pages;
    await testDb().db.updateTable("pages").set({ title: "Hand-written title", version: 7 }).where("id", "=", pricing!.id).execute();
    await testDb().db.deleteFrom("page_admin_search").where("page_id", "!=", pricing!.id).execute();
    expect(await pageSlugs({ query: "hand-written" })).toEqual([]);
    await ensureSearchIndex(testDb().db);
    expect(await pageSlugs({ query: "hand-written" })).toEqual(["pricing"]);
    expect(await pageSlugs({ query: "qualitätskontrolle" })).toEqual(["about-us"]);
  });

  it("keeps the words published and draft for the rows in that state, and filters by status", async () => {
    expect(await pageSlugs({ query: "Published" })).toEqual(["about-us"]);
    expect(await pageSlugs({ status: "published" })).toEqual(["about-us"]);
    expect(await pageSlugs({ status: "draft" })).toEqual(["discount_50", "quality-hk", "pricing"]);
    expect(await pageSlugs({ status: "scheduled" })).toEqual([]);
    const [pricing] = (await listPages({ query: "pricing" })).pages;
    await schedulePageChange(pricing!.id, "publish", new Date(Date.now() + 86_400_000), editor());
    expect(await pageSlugs({ status: "scheduled" })).toEqual(["pricing"]);
    expect(await pageSlugs({ status: "draft", query: "sale" })).toEqual(["discount_50"]);
  });

  it("filtered by a language, lists that language's pages, translations included", async () => {
    await page("Über uns", "ueber-uns", "Testkauf.", { locale: "de", minute: 5 });
    expect(await pageSlugs({ locale: "de" })).toEqual(["ueber-uns"]);
    expect(await pageSlugs({ locale: "de", query: "testkauf" })).toEqual(["ueber-uns"]);
    expect(await pageSlugs({ locale: "en", query: "testkauf" })).toEqual(["about-us"]);
  });
});

describe("a collection's list", () => {
  it("searches title, slug and words, and filters by status, language and topic", async () => {
    const topic = await createTopic({ locale: "en", name: "Compliance", slug: "compliance" }, editor());
    await article("recall-rules", "New product recall rules for retailers.", { isPublished: true, topics: [topic.translationKey], minute: 1 });
    await article("rueckruf", "Neue Regeln für Rückrufe.", { locale: "de", topics: [topic.translationKey], minute: 2 });
    await article("packaging-guide", "How we test packaging.", { minute: 3 });
    await page("Recall page", "recall-page", "Not an article.");

    expect(await articleSlugs({ query: "recall" })).toEqual(["recall-rules"]);
    expect(await articleSlugs({ query: "rückrufe" })).toEqual(["rueckruf"]);
    expect(await articleSlugs({ status: "draft" })).toEqual(["packaging-guide", "rueckruf"]);
    expect(await articleSlugs({ locale: "de" })).toEqual(["rueckruf"]);
    expect(await articleSlugs({ topic: topic.translationKey })).toEqual(["rueckruf", "recall-rules"]);
    expect(await articleSlugs({ topic: topic.translationKey, locale: "en", status: "published", query: "retailers" })).toEqual(["recall-rules"]);
    expect(await articleSlugs({ topic: "no-such-topic" })).toEqual([]);
  });

  it("counts a search with many matches up to a cap, and pages through it in order", async () => {
    for (let i = 0; i < 55; i++) await article(`audit-${String(i).padStart(2, "0")}`, "An audit of a store.", { minute: i });
    const first = await listCollectionAdmin("insights", { query: "audit" });
    expect([first.total, first.more, first.pageCount, first.rows.length]).toEqual([55, false, 2, 50]);
    expect(first.rows[0]?.slug).toBe("audit-54");
    const second = await listCollectionAdmin("insights", { query: "audit", page: 2 });
    expect(second.rows.map((row) => row.slug)).toEqual(["audit-04", "audit-03", "audit-02", "audit-01", "audit-00"]);
  });
});

describe("the filters read from the address", () => {
  it("keep what the list knows and drop anything else", () => {
    const params = new URLSearchParams({ q: "x".repeat(500), status: "archived", language: "fr", topic: "t1" });
    expect(readListFilters(params, { locales: ["en", "de"], topics: ["t2"] })).toEqual({ query: "x".repeat(200), status: undefined, locale: undefined, topic: undefined });
    expect(readListFilters(new URLSearchParams({ status: "scheduled", language: "de", topic: "t2" }), { locales: ["en", "de"], topics: ["t2"] })).toEqual({
      query: "",
      status: "scheduled",
      locale: "de",
      topic: "t2",
    });
  });
});
