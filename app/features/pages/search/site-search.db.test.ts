import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { addressBook, type AddressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { hostileString } from "#tests/utils/fuzz-inputs.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage, deletePage, updatePage, writePageUpdate } from "../cms/pages.server.ts";
import { PageInput, type PageInputDraft, type PageRecord } from "../cms/schema.ts";
import { runScheduledPageChange, schedulePageChange } from "../publishing/page-schedule.server.ts";
import { createTranslation } from "../translating/create-translation.server.ts";
import { ensureSearchIndex, pageSearchDrift } from "./page-search-index.server.ts";
import type { TextPart } from "./search-snippet.ts";
import { searchSite } from "./site-search.server.ts";
import { SEARCH_PAGE_SIZE, SEARCH_RESULT_CAP, type SiteSearch } from "./site-search.ts";

/**
 * The site search on the database it runs on (run with DATABASE_URL=postgres://… for PostgreSQL):
 * what it finds, in what order, in which language, and that the index changes in the very
 * transaction that changes a page.
 */
const { testDb, editor, admin } = setUpPagesTestDb();
let book: AddressBook;
beforeEach(async () => {
  await testDb().db.deleteFrom("page_schedules").execute();
  await testDb().db.deleteFrom("jobs").execute();
  book = addressBook(await listLanguages(testDb().db));
});

const T0 = new Date("2030-03-02T09:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "Page", slug: "page", metaDescription: "", isPublished: true, content: { html: "<p>Nothing to see.</p>" }, ...overrides });
}

function page(title: string, slug: string, html: string, overrides: Partial<PageInputDraft> & { locale?: string; now?: Date } = {}): Promise<PageRecord> {
  const { locale, now = T0, ...rest } = overrides;
  return createPage(input({ title, slug, content: { html }, ...rest }), editor(), { now, locale });
}

async function search(query: string, locale = "en", pageNumber = 1): Promise<SiteSearch> {
  return searchSite({ locale, query, page: pageNumber, book });
}

async function titles(query: string, locale = "en"): Promise<string[]> {
  return (await search(query, locale)).results.map((result) => text(result.title));
}

const text = (parts: TextPart[]) => parts.map((part) => part.text).join("");
const marked = (parts: TextPart[]) => parts.filter((part) => part.marked).map((part) => part.text);

describe("what the search finds", () => {
  it("ranks a page with the words in its title first, then by how much of its text they are; a page without them is not listed", async () => {
    await page("Office supplies", "office", "<p>Staplers. One mention of compliance, far down.</p>", { now: at(3) });
    await page("Compliance testing", "compliance-testing", "<p>We test compliance with labelling rules.</p>", { now: at(1) });
    await page("Mystery shopping", "mystery", "<p>Compliance, compliance and compliance: the visits check it.</p>", { now: at(2) });
    await page("About us", "about", "<p>Who we are.</p>", { now: at(4) });

    expect(await titles("compliance")).toEqual(["Compliance testing", "Mystery shopping", "Office supplies"]);
    // Every word must be there.
    expect(await titles("compliance staplers")).toEqual(["Office supplies"]);
    // Any case, and a part of a word.
    expect(await titles("COMPLIAN")).toHaveLength(3);
  });

  it("gives each result its address, a highlighted title and a snippet cut around the first match", async () => {
    const long = `${"Words before the match. ".repeat(20)}Our compliance audits cover labels. ${"More words after it. ".repeat(20)}`;
    await page("Compliance audits", "compliance-audits", `<p>${long}</p>`);
    const [result] = (await search("compliance")).results;
    expect(result).toMatchObject({ type: "page", path: "/compliance-audits" });
    expect(marked(result!.title)).toEqual(["Compliance"]);
    const snippet = text(result!.snippet);
    expect(snippet.startsWith("…")).toBe(true);
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain("Our compliance audits cover labels.");
    expect(snippet.length).toBeLessThan(260);
    expect(marked(result!.snippet)).toEqual(["compliance"]);
  });

  it("keeps markup a page shows as text as text: the snippet is built from the index's plain text", async () => {
    await page("Markup", "markup", "<p>Type &lt;script&gt;alert(1)&lt;/script&gt; into the compliance form.</p><script>secret()</script>");
    const [result] = (await search("compliance")).results;
    expect(text(result!.snippet)).toBe("Type <script>alert(1)</script> into the compliance form.");
    expect((await search("secret")).results).toEqual([]);
  });

  it("searches one language only, and gives a translation its address under its prefix", async () => {
    const english = await page("Compliance testing", "compliance", "<p>Compliance in English.</p>");
    const draft = await createTranslation(english.id, "de", editor(), { now: at(1) });
    await updatePage(draft.id, input({ title: "Compliance-Prüfung", slug: "compliance-pruefung", content: { html: "<p>Qualität und Compliance.</p>" } }), draft.version, editor(), { now: at(2) });
    await page("Nur Deutsch", "nur-deutsch", "<p>Qualität im Handel.</p>", { locale: "de" });

    expect(await titles("compliance")).toEqual(["Compliance testing"]);
    expect((await search("compliance", "de")).results.map((result) => result.path)).toEqual(["/de/compliance-pruefung"]);
    expect((await titles("qualität", "de")).sort()).toEqual(["Compliance-Prüfung", "Nur Deutsch"]);
    expect(await titles("qualität")).toEqual([]);
    expect(await titles("compliance", "zh-HK")).toEqual([]);
  });

  it("finds collection items, pages of their own (decision 039), by their words and worded fields, at their addresses, labelled by their collection", async () => {
    const article = input({ title: "Allergen labelling in 2026", slug: "allergen-labelling", content: { html: "<p>What changes for retailers.</p>" }, fields: { excerpt: "A guide to the new labelling rules for supermarkets." } });
    await createPage(article, editor(), { now: T0, collection: "insights" });
    const study = input({ title: "Labels fixed for a beauty brand", slug: "beauty-labels", content: { sections: [] }, fields: { quote: { text: "Our supermarkets now list every product.", name: "Amelia Chen", role: "Head of Regulatory Affairs" } } });
    await createPage(study, editor(), { now: at(1), collection: "case-studies" });
    await page("Labelling services", "labelling", "<p>Labelling checks.</p>", { now: at(2) });

    const found = (await search("labelling")).results;
    expect(found.map((result) => [result.type, result.path])).toEqual(
      expect.arrayContaining([
        ["insights", "/insights/allergen-labelling"],
        ["page", "/labelling"],
      ]),
    );
    // An excerpt and a client's quote are searched; a collection's keys and dates are not words.
    expect((await search("supermarkets")).results.map((result) => result.path).sort()).toEqual(["/case-studies/beauty-labels", "/insights/allergen-labelling"]);
    expect((await search("supermarkets")).results.find((result) => result.type === "case-studies")).toBeDefined();
  });

  it("finds Chinese text by two characters and by more (trigrams need three)", async () => {
    await page("神秘顧客測試", "mystery-shopping", "<p>我們為品牌進行神秘顧客測試及合規檢查。</p>", { locale: "zh-HK" });
    await page("關於我們", "about", "<p>香港的測試團隊。</p>", { locale: "zh-HK" });
    expect(await titles("神秘顧客", "zh-HK")).toEqual(["神秘顧客測試"]);
    expect(await titles("合規", "zh-HK")).toEqual(["神秘顧客測試"]);
    expect(await titles("測試", "zh-HK")).toEqual(["神秘顧客測試", "關於我們"]);
    const [result] = (await search("合規檢查", "zh-HK")).results;
    expect(marked(result!.snippet)).toEqual(["合規檢查"]);
  });

  it("corrects a misspelt word to the closest word the language's pages use, and says so", async () => {
    await page("Compliance testing", "compliance-testing", "<p>Labelling compliance for retailers.</p>");
    await page("Product quality", "quality", "<p>Testing products in the lab.</p>");
    // More alike by trigrams, but two edits away where "compliance" is one (a swap).
    await page("Returns", "returns", "<p>When customers complain.</p>");
    const found = await search("complaince");
    expect(found.correctedQuery).toBe("compliance");
    expect(found.results.map((result) => text(result.title))).toEqual(["Compliance testing"]);
    expect(marked(found.results[0]!.snippet)).toEqual(["compliance"]);
    // A word spelt right is kept as it is; only the other one is corrected.
    expect((await search("retailers complaince")).correctedQuery).toBe("retailers compliance");
    // Nothing close: no results and no correction.
    const nothing = await search("xylophone");
    expect(nothing).toMatchObject({ results: [], total: 0 });
    expect(nothing.correctedQuery).toBeUndefined();
    // A word only a German page uses corrects a German search, not an English one.
    await page("Lebensmittelkontrolle", "kontrolle", "<p>Lebensmittelkontrolle im Labor.</p>", { locale: "de" });
    expect(await search("lebensmittelkontrole", "de")).toMatchObject({ correctedQuery: "lebensmittelkontrolle", total: 1 });
    const english = await search("lebensmittelkontrole");
    expect(english.results).toEqual([]);
    expect(english.correctedQuery).toBeUndefined();
  });

  it("finds a term inside a longer word too, ranked after the pages that have it as a word", async () => {
    await page("Supplier report", "supplier", "<p>Our subcontrol process, subcontrol by subcontrol.</p>", { now: at(2) });
    await page("Quarterly report", "quarterly", "<p>Control of every batch.</p>", { now: at(1) });
    expect(await titles("control")).toEqual(["Quarterly report", "Supplier report"]);
    // The same with a word's diacritics, in German.
    await page("Hinweis", "hinweis", "<p>Ein Rückruf.</p>", { locale: "de", now: at(1) });
    await page("Bericht", "bericht", "<p>Produktrückrufe.</p>", { locale: "de", now: at(3) });
    expect(await titles("Rückruf", "de")).toEqual(["Hinweis", "Bericht"]);
  });

  it("pages by SEARCH_PAGE_SIZE, and answers a page past the last with the last", async () => {
    // Titles of one length, so that they rank alike and the latest changed comes first.
    for (let i = 0; i < SEARCH_PAGE_SIZE + 2; i++) await page(`Audit ${String.fromCharCode(65 + i)}`, `audit-${i}`, "<p>An audit report.</p>", { now: at(i) });
    const first = await search("audit");
    expect(first).toMatchObject({ total: SEARCH_PAGE_SIZE + 2, page: 1, pageCount: 2, more: false });
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    const second = await search("audit", "en", 2);
    expect(second.results.map((result) => text(result.title))).toEqual(["Audit B", "Audit A"]);
    expect((await search("audit", "en", 99)).page).toBe(2);
  });

  it("ranks the newest SEARCH_RESULT_CAP of more matches than it offers, and only those", async () => {
    // The oldest match would rank first: its title has the word. Then more matches than the search offers, written after it.
    await page("Counterfeit checks", "counterfeit-checks", "<p>Counterfeit goods.</p>", { now: at(0) });
    const newer = Array.from({ length: SEARCH_RESULT_CAP }, (_, i) => ({
      id: randomUUID(),
      title: i === 500 ? "Counterfeit season" : `Market report ${i}`,
      slug: `report-${i}`,
      meta_description: "",
      content: JSON.stringify({ html: "<p>Seen on a shelf: a counterfeit.</p>" }),
      is_published: true,
      created_at: at(1).toISOString(),
      updated_at: at(1).toISOString(),
      version: 1,
      locale: "en",
    }));
    for (let at = 0; at < newer.length; at += 200) await testDb().db.insertInto("pages").values(newer.slice(at, at + 200)).execute();
    await ensureSearchIndex(testDb().db);

    const found = await search("counterfeit");
    expect(found).toMatchObject({ total: SEARCH_RESULT_CAP, more: true });
    expect(found.results.map((result) => text(result.title))[0]).toBe("Counterfeit season");
    expect(found.results.map((result) => result.path)).not.toContain("/counterfeit-checks");
  });
});

describe("what the search leaves out", () => {
  it("drafts and pages kept out of search engines (noindex)", async () => {
    await page("Draft compliance", "draft", "<p>Compliance.</p>", { isPublished: false });
    await page("Hidden compliance", "hidden", "<p>Compliance.</p>", { seo: { noindex: true, canonicalUrl: "", socialImage: "" } });
    await page("Public compliance", "public", "<p>Compliance.</p>");
    expect(await titles("compliance")).toEqual(["Public compliance"]);
  });
});

describe("the index changes in the transaction that changes the page", () => {
  it("publish, edit, unpublish and delete: each is searchable at once, and the vocabulary counts follow", async () => {
    const draft = await page("Labelling", "labelling", "<p>Allergen labelling rules.</p>", { isPublished: false });
    expect(await titles("allergen")).toEqual([]);

    const published = await updatePage(draft.id, input({ title: "Labelling", slug: "labelling", content: { html: "<p>Allergen labelling rules.</p>" }, isPublished: true }), draft.version, editor(), { now: at(1) });
    expect(await titles("allergen")).toEqual(["Labelling"]);
    expect(await termCount("allergen")).toBe(1);

    const edited = await updatePage(published.id, input({ title: "Labelling", slug: "labels", content: { html: "<p>Nutrition labelling rules.</p>" } }), published.version, editor(), { now: at(2) });
    expect(await titles("allergen")).toEqual([]);
    expect((await search("nutrition")).results.map((result) => result.path)).toEqual(["/labels"]);
    expect(await termCount("allergen")).toBe(0);

    const unpublished = await updatePage(edited.id, input({ title: "Labelling", slug: "labels", content: { html: "<p>Nutrition labelling rules.</p>" }, isPublished: false }), edited.version, editor(), { now: at(3) });
    expect(await titles("nutrition")).toEqual([]);
    expect(await termCount("nutrition")).toBe(0);

    await updatePage(unpublished.id, input({ title: "Labelling", slug: "labels", content: { html: "<p>Nutrition labelling rules.</p>" } }), unpublished.version, editor(), { now: at(4) });
    expect(await titles("nutrition")).toEqual(["Labelling"]);
    await deletePage(unpublished.id, admin(), { now: at(5) });
    expect(await titles("nutrition")).toEqual([]);
    expect(await termCount("nutrition")).toBe(0);
    expect(await testDb().db.selectFrom("page_search").selectAll().execute()).toEqual([]);
  });

  it("counts a word once per page that has it, and drops it with the last such page", async () => {
    const one = await page("Recalls one", "recalls-one", "<p>Product recalls, recalls, recalls.</p>");
    const two = await page("Recalls two", "recalls-two", "<p>Product recalls.</p>");
    expect(await termCount("recalls")).toBe(2);
    await deletePage(one.id, admin(), { now: at(1) });
    expect(await termCount("recalls")).toBe(1);
    await deletePage(two.id, admin(), { now: at(2) });
    expect(await termCount("recalls")).toBe(0);
  });

  it("a scheduled publish and unpublish, when the job runs", async () => {
    const draft = await page("Launch", "launch", "<p>Seasonal inspections.</p>", { isPublished: false });
    await schedulePageChange(draft.id, "publish", at(60), editor(), { now: T0 });
    expect(await titles("seasonal")).toEqual([]);
    expect(await runScheduledPageChange({ pageId: draft.id, action: "publish", runAt: at(60).toISOString() }, at(60))).toBe(true);
    expect(await titles("seasonal")).toEqual(["Launch"]);

    await schedulePageChange(draft.id, "unpublish", at(120), editor(), { now: at(61) });
    expect(await runScheduledPageChange({ pageId: draft.id, action: "unpublish", runAt: at(120).toISOString() }, at(120))).toBe(true);
    expect(await titles("seasonal")).toEqual([]);
  });

  it("a save rolled back leaves the index as it was", async () => {
    const draft = await page("Rollback", "rollback", "<p>Shelf audits.</p>", { isPublished: false });
    const failure = new Error("the save's transaction fails after the write");
    const database = testDb().db;
    await expect(
      database.transaction().execute(async (trx) => {
        await writePageUpdate(trx, { id: draft.id, input: input({ title: "Rollback", slug: "rollback", content: { html: "<p>Shelf audits.</p>" } }), expectedVersion: draft.version }, editor(), at(1));
        // Inside the transaction the page is found ...
        expect((await searchSite({ locale: "en", query: "shelf", book }, trx)).results).toHaveLength(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    // ... and outside, after the rollback, neither the page nor its words are.
    expect(await titles("shelf")).toEqual([]);
    expect(await termCount("shelf")).toBe(0);
  });

  it("a row written outside the application is found out of step, hidden meanwhile, and mended by ensureSearchIndex", async () => {
    const live = await page("Compliance", "compliance", "<p>Compliance checks.</p>");
    // A change that did not go through the page functions: the index still holds version 1.
    await testDb().db.updateTable("pages").set({ title: "Changed by hand", version: live.version + 1 }).where("id", "=", live.id).execute();
    expect(await pageSearchDrift()).toEqual([live.id]);
    expect(await titles("compliance")).toEqual([]);
    expect(await ensureSearchIndex()).toBe(1);
    expect(await pageSearchDrift()).toEqual([]);
    expect(await titles("compliance")).toEqual(["Changed by hand"]);
  });
});

describe("any query is answered, never an error", () => {
  it("operators of either database's query language are only text", async () => {
    await page("Compliance testing", "compliance-testing", '<p>Say "AND" or NEAR(x) * 3 - it is text: a|b & c!</p>');
    for (const query of ['"', '""', '"compliance', "NEAR(", "NEAR(compliance", "*", "compliance*", "AND", "OR", "NOT", "AND compliance", "-", "^", ":", "a:b", "(", ")", "&", "|", "!", "<->", "'", "\\", "%", "_", "%%%", "\u0000", "\u0007compliance", " \t\n ", "compliance".repeat(1000)]) {
      const found = await search(query);
      expect(Array.isArray(found.results), query).toBe(true);
    }
    expect(await titles("NEAR(x)")).toEqual(["Compliance testing"]);
    expect(await titles('"AND"')).toEqual(["Compliance testing"]);
    expect(await titles("a|b")).toEqual(["Compliance testing"]);
    expect((await search("x".repeat(10_000))).query).toHaveLength(200);
  });

  it("fuzzed: hostile and huge strings in every script (fast-check)", async () => {
    await page("Compliance testing", "compliance-testing", "<p>Compliance für Händler, 合規檢查, اختبار.</p>");
    await fc.assert(
      fc.asyncProperty(hostileString, fc.constantFrom("en", "de", "zh-HK"), fc.integer({ min: -5, max: 200 }), async (query, locale, pageNumber) => {
        const found = await searchSite({ locale, query, page: pageNumber, book });
        expect(found.page).toBeGreaterThanOrEqual(1);
        expect(found.query.length).toBeLessThanOrEqual(400);
      }),
      { numRuns: 150 },
    );
  });
});

async function termCount(term: string, locale = "en"): Promise<number> {
  const row = await testDb().db.selectFrom("search_terms").select("documents").where("locale", "=", locale).where("term", "=", term).executeTakeFirst();
  return row?.documents ?? 0;
}
