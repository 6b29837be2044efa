import { beforeEach, describe, expect, it } from "vitest";
import { saveAuthorProfile } from "#app/features/collections/authors.server.ts";
import { createTopic, saveTopic } from "#app/features/collections/topics.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { onContentChange } from "#app/lib/content-events.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage, deletePage, updatePage } from "../cms/pages.server.ts";
import { PageInput } from "../cms/schema.ts";
import { createForm } from "#app/features/forms/forms.server.ts";
import { newForm } from "#app/features/forms/new-form.ts";
import { createTranslation } from "../translating/create-translation.server.ts";
import { publicPathAnswers } from "../public-path-answers.server.ts";
import { findPublicInsight, insightPageData, insightsListingData, INSIGHTS_PAGE_SIZE, listingPageNumber } from "./insights-public.server.ts";

const { testDb, editor } = setUpPagesTestDb();
beforeEach(async () => {
  for (const table of ["topics", "author_profiles", "redirects"] as const) await testDb().db.deleteFrom(table).execute();
});

const book = async () => addressBook(await listLanguages());
const day = (n: number) => `2026-0${Math.floor(n / 28) + 1}-${String((n % 28) + 1).padStart(2, "0")}T00:00:00.000Z`;

function article(slug: string, fields: Record<string, unknown>, isPublished = true) {
  return PageInput.parse({ title: `On ${slug}`, slug, isPublished, content: { sections: [] }, fields });
}

async function world() {
  const quality = await createTopic({ locale: "en", name: "Quality control", slug: "" }, editor());
  await saveTopic({ translationKey: quality.translationKey, locale: "de", name: "Qualitätskontrolle", slug: "qualitaetskontrolle" }, editor());
  const team = await saveAuthorProfile({ authorKey: "", userId: editor().id, locale: "en", name: "Ed Itor", slug: "", role: "Head of Quality", bio: "Twenty years of audits.", photoMediaId: "" }, editor());
  const fields = { excerpt: "What we found.", author: team.authorKey, topics: [quality.translationKey], publishedAt: day(1) };
  const main = await createPage(article("audit-findings", fields), editor(), { collection: "insights" });
  await createPage(article("second", { ...fields, publishedAt: day(2) }), editor(), { collection: "insights" });
  await createPage(article("unrelated", { publishedAt: day(3) }), editor(), { collection: "insights" });
  await createPage(article("draft", fields, false), editor(), { collection: "insights" });
  return { quality, team, main };
}

describe("an article's public page (docs/decisions/039-collections.md)", () => {
  it("gives its Form sections their forms, in the article's language, so they render and take posts (issue S)", async () => {
    const form = await createForm({ name: "Article Enquiry", definition: newForm("en") }, null, { database: testDb().db });
    const section = { id: "enquiry", type: "form", order: 0, formId: form.id, heading: "Ask us", intro: "", linkUrl: "" };
    await createPage(PageInput.parse({ title: "With a form", slug: "with-a-form", isPublished: true, content: { sections: [section] }, fields: { publishedAt: day(4) } }), editor(), { collection: "insights" });
    const addresses = await book();
    const record = await findPublicInsight("/insights/with-a-form", addresses);
    const data = await insightPageData(record!, "/insights/with-a-form", addresses);
    expect(data.formViews[form.id]?.fields.map((field) => field.label)).toEqual(["Name", "Email"]);
    expect(data.formViews[form.id]?.fields.find((field) => field.id === "name")?.hiddenValue).toBe("");
  });

  it("answers at /insights/{slug} only, with its byline, topics and related articles, and never the author's e-mail", async () => {
    const { main } = await world();
    const addresses = await book();
    expect(await findPublicInsight("/insights/draft", addresses)).toBeNull();
    expect(await findPublicInsight("/audit-findings", addresses)).toBeNull();
    expect(await findPublicInsight("/de/insights/audit-findings", addresses)).toBeNull();
    expect(await findPublicInsight("/insights/audit-findings/x", addresses)).toBeNull();
    const record = await findPublicInsight("/insights/audit-findings", addresses);
    expect(record?.id).toBe(main.id);
    const data = await insightPageData(record!, "/insights/audit-findings", addresses);
    expect(data.article).toMatchObject({
      excerpt: "What we found.",
      publishedAt: day(1),
      author: { name: "Ed Itor", role: "Head of Quality", path: "/insights/authors/ed-itor" },
      topics: [{ name: "Quality control", path: "/insights/topics/quality-control" }],
    });
    // Related: the other published article sharing a topic, not itself, the draft or the unrelated one.
    expect(data.related.map((card) => card.path)).toEqual(["/insights/second"]);
    expect(data.page.metaDescription).toBe("What we found.");
    expect(data.search.image).toMatch(/^\/social-cards\/audit-findings\//);
    expect(JSON.stringify(data)).not.toContain(editor().email);
  });

  it("has its translation at /{prefix}/insights/{slug}, each naming the other as an alternate", async () => {
    const { main } = await world();
    const german = await createTranslation(main.id, "de", editor());
    await updatePage(german.id, article("pruefergebnisse", german.fields), german.version, editor());
    const addresses = await book();
    const record = await findPublicInsight("/de/insights/pruefergebnisse", addresses);
    const data = await insightPageData(record!, "/de/insights/pruefergebnisse", addresses);
    expect(data.alternates).toEqual([
      { tag: "en", path: "/insights/audit-findings" },
      { tag: "de", path: "/de/insights/pruefergebnisse" },
    ]);
    expect(data.article.topics).toEqual([{ name: "Qualitätskontrolle", path: "/de/insights/topics/qualitaetskontrolle" }]);
    // No German profile: no German byline (an English name is not shown under a German address).
    expect(data.article.author).toBeNull();
    expect(data.listing).toBe("/de/insights");
  });
});

describe("the Insights listings", () => {
  it("list a language's published articles, a topic's and an author's, with hreflang and 404s for what is not there", async () => {
    const { quality } = await world();
    const addresses = await book();
    const index = await insightsListingData("/insights", 1, addresses);
    expect(index?.cards.map((card) => card.path)).toEqual(["/insights/unrelated", "/insights/second", "/insights/audit-findings"]);
    expect(index?.alternates.map((alternate) => alternate.path)).toEqual(["/insights", "/de/insights", "/zh-hk/insights"]);
    const topic = await insightsListingData("/insights/topics/quality-control", 1, addresses);
    expect(topic?.subject).toEqual({ kind: "topic", name: "Quality control" });
    expect(topic?.cards.map((card) => card.path)).toEqual(["/insights/second", "/insights/audit-findings"]);
    expect(topic?.alternates).toEqual([
      { tag: "en", path: "/insights/topics/quality-control" },
      { tag: "de", path: "/de/insights/topics/qualitaetskontrolle" },
    ]);
    const author = await insightsListingData("/insights/authors/ed-itor", 1, addresses);
    expect(author?.subject).toMatchObject({ kind: "author", name: "Ed Itor", bio: "Twenty years of audits." });
    expect(JSON.stringify(author)).not.toContain(editor().email);
    // A German listing exists (empty) while German is served; a German topic page has no German articles yet.
    expect((await insightsListingData("/de/insights", 1, addresses))?.cards).toEqual([]);
    expect((await insightsListingData("/de/insights/topics/qualitaetskontrolle", 1, addresses))?.cards).toEqual([]);
    for (const path of ["/insights/topics/nope", "/insights/authors/nope", "/insights/topics", "/insights/x/y", "/fr/insights", "/de/insights/topics/quality-control"]) {
      expect(await insightsListingData(path, 1, addresses), path).toBeNull();
    }
    expect(await insightsListingData("/insights", 2, addresses)).toBeNull();
    expect(quality.translationKey).toBeTruthy();
  });

  it("page by links: ?page=2 is the next page, and only whole numbers from 2 name a page", async () => {
    for (let n = 0; n < INSIGHTS_PAGE_SIZE + 2; n++) await createPage(article(`a-${n}`, { publishedAt: day(n) }), editor(), { collection: "insights" });
    const addresses = await book();
    const first = await insightsListingData("/insights", 1, addresses);
    expect(first?.pagination).toEqual({ page: 1, pageCount: 2, previous: null, next: "/insights?page=2" });
    const second = await insightsListingData("/insights", 2, addresses);
    expect(second?.cards.map((card) => card.path)).toEqual(["/insights/a-1", "/insights/a-0"]);
    expect(second?.pagination).toEqual({ page: 2, pageCount: 2, previous: "/insights", next: null });
    expect([null, "2", "1", "0", "-1", "2.5", "x", "1e3", "9".repeat(50)].map(listingPageNumber)).toEqual([1, 2, null, null, null, null, null, null, null]);
  });
});

describe("the HTML cache hears of every change an article's listings show", () => {
  it("publishing, unpublishing and deleting an article each announce a content change", async () => {
    let heard = 0;
    const stop = onContentChange(() => (heard += 1));
    try {
      const draft = await createPage(article("news", {}, false), editor(), { collection: "insights" });
      const published = await updatePage(draft.id, article("news", {}), draft.version, editor());
      await updatePage(draft.id, article("news", {}, false), published.version, editor());
      await deletePage(draft.id, editor());
      expect(heard).toBe(4);
    } finally {
      stop();
    }
  });
});

describe("whether an Insights or search address has something to show (the HTML cache's shared not-found page, decision 020)", () => {
  it("answers as the routes' loaders do, so only addresses that would 404 share the not-found copy", async () => {
    await world();
    const addresses = await book();
    const answers = async (route: Parameters<typeof publicPathAnswers>[0], path: string) => [path, await publicPathAnswers(route, path, addresses)];
    expect(
      await Promise.all([
        answers("insight", "/insights/audit-findings"),
        answers("insight", "/insights/draft"),
        answers("insight", "/insights/no-such-article"),
        answers("insights", "/insights"),
        answers("insights", "/de/insights"),
        answers("insights", "/xx/insights"),
        answers("insights", "/insights/topics/quality-control"),
        answers("insights", "/insights/topics/no-such-topic"),
        answers("insights", "/insights/authors/ed-itor"),
        answers("insights", "/insights/authors/no-such-author"),
        answers("search", "/search"),
        answers("search", "/de/search"),
        answers("search", "/xx/search"),
        answers("page", "/no-such-page"),
      ]),
    ).toEqual([
      ["/insights/audit-findings", true],
      ["/insights/draft", false],
      ["/insights/no-such-article", false],
      ["/insights", true],
      ["/de/insights", true],
      ["/xx/insights", false],
      ["/insights/topics/quality-control", true],
      ["/insights/topics/no-such-topic", false],
      ["/insights/authors/ed-itor", true],
      ["/insights/authors/no-such-author", false],
      ["/search", true],
      ["/de/search", true],
      ["/xx/search", false],
      ["/no-such-page", false],
    ]);
  });
});
