// The Collection List section's data (docs/decisions/039-collections.md, "As built: Collection List
// section"), on both databases: which items a list shows (collection, language, filter, order, how
// many), its pages by ?page= and what an attacker's ?page= gets, the Case Studies page's list and its
// "Filter by industry" links (?industry=), and that a change to an item is in the next render of a
// page holding a list (every content change empties the whole HTML cache).
import { beforeEach, describe, expect, it } from "vitest";
import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { createTopic, saveTopic } from "#app/features/collections/topics.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { onContentChange } from "#app/lib/content-events.server.ts";
import { collectionListDefaults, type CollectionListSection } from "#app/sections/collection-list/schema.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage, deletePage, updatePage } from "../cms/pages.server.ts";
import { PageInput } from "../cms/schema.ts";
import { runScheduledPageChange, schedulePageChange } from "../publishing/page-schedule.server.ts";
import { cmsPageData, sitePageData } from "../public-page-data.server.ts";
import { ensureSeededCollectionLists, ensureSitePages, ensureSitePageTranslations } from "../site-pages/site-pages-seed.server.ts";
import { getSitePage } from "../site-pages/site-pages.server.ts";
import { sitePageView } from "../site-pages/site-page-loader.server.ts";
import { sitePageByKey } from "../site-pages/site-pages.ts";
import { collectionListViews } from "./collection-list.server.ts";

const { testDb, editor, admin } = setUpPagesTestDb();
beforeEach(async () => {
  await testDb().db.deleteFrom("topics").execute();
});

const book = async () => addressBook(await listLanguages());
const day = (n: number) => `2026-03-${String(n).padStart(2, "0")}T00:00:00.000Z`;

function item(slug: string, fields: Record<string, unknown>, isPublished = true) {
  return PageInput.parse({ title: `Item ${slug}`, slug, isPublished, content: { sections: [] }, fields });
}

const list = (patch: Partial<CollectionListSection> = {}): CollectionListSection => ({ ...collectionListDefaults(0), id: "list", ...patch });
const content = (...sections: CollectionListSection[]) => ({ sections });

async function views(sections: CollectionListSection[], { locale = "en", page = null as string | null, path = "/p" } = {}) {
  return collectionListViews(content(...sections), { locale, path, book: await book(), page });
}
async function titles(section: CollectionListSection, options: { locale?: string; page?: string | null } = {}) {
  const found = await views([section], options);
  return found?.[section.id]?.cards.map((card) => card.title) ?? null;
}

async function world() {
  const quality = await createTopic({ locale: "en", name: "Quality control", slug: "" }, editor());
  await saveTopic({ translationKey: quality.translationKey, locale: "de", name: "Qualitätskontrolle", slug: "qualitaetskontrolle" }, editor());
  const insight = (slug: string, fields: Record<string, unknown>, options: { published?: boolean; locale?: string } = {}) =>
    createPage(item(slug, { excerpt: `About ${slug}.`, ...fields }, options.published ?? true), editor(), { collection: "insights", locale: options.locale ?? "en" });
  await insight("one", { publishedAt: day(1), topics: [quality.translationKey], cover: { image: "/images/one.png", alt: "A parcel on a scale" } });
  await insight("two", { publishedAt: day(2), featured: true });
  await insight("three", { publishedAt: day(3) });
  await insight("draft", { publishedAt: day(9) }, { published: false });
  await insight("eins", { publishedAt: day(4), topics: [quality.translationKey] }, { locale: "de" });
  const study = (slug: string, fields: Record<string, unknown>) => createPage(item(slug, fields), editor(), { collection: "case-studies" });
  await study("returns", { industry: "retail", services: ["quality-control"], publishedAt: day(5) });
  await study("recalls", { industry: "automotive", services: ["test-buying"], publishedAt: day(6) });
  return { quality };
}

describe("a Collection List's items", () => {
  it("are the published items of its collection in the page's language, newest, oldest or featured first, as many as asked", async () => {
    await world();
    expect(await titles(list({ count: 24 }))).toEqual(["Item three", "Item two", "Item one"]);
    expect(await titles(list({ count: 2 }))).toEqual(["Item three", "Item two"]);
    expect(await titles(list({ sort: "oldest", count: 2 }))).toEqual(["Item one", "Item two"]);
    expect(await titles(list({ sort: "featured", count: 2 }))).toEqual(["Item two", "Item three"]);
    expect(await titles(list(), { locale: "de" })).toEqual(["Item eins"]);
    expect(await titles(list(), { locale: "zh-HK" })).toEqual([]);
    expect(await titles(list({ collection: "case-studies" }))).toEqual(["Item recalls", "Item returns"]);
  });

  it("filter by topic (Insights), industry or service (case studies)", async () => {
    const { quality } = await world();
    expect(await titles(list({ filter: `topic:${quality.translationKey}` }))).toEqual(["Item one"]);
    expect(await titles(list({ filter: `topic:${quality.translationKey}` }), { locale: "de" })).toEqual(["Item eins"]);
    expect(await titles(list({ filter: "topic:no-such-topic" }))).toEqual([]);
    expect(await titles(list({ collection: "case-studies", filter: "industry:retail" }))).toEqual(["Item returns"]);
    expect(await titles(list({ collection: "case-studies", filter: "service:test-buying" }))).toEqual(["Item recalls"]);
  });

  it("are cards with their address, cover and alt text, date, excerpt and labels in the page's language", async () => {
    await world();
    const found = await views([list({ sort: "oldest", count: 1 }), list({ id: "studies", collection: "case-studies", filter: "industry:retail" })]);
    expect(found?.list?.cards).toEqual([
      { path: "/insights/one", title: "Item one", excerpt: "About one.", cover: { image: "/images/one.png", alt: "A parcel on a scale" }, publishedAt: day(1), labels: ["Quality control"] },
    ]);
    expect(found?.studies?.cards[0]).toMatchObject({ path: "/case-studies/returns", labels: ["Retail", "Quality Control"] });
    const german = await views([list(), list({ id: "studies", collection: "case-studies", filter: "industry:retail" })], { locale: "de" });
    expect(german?.list?.cards[0]).toMatchObject({ path: "/de/insights/eins", labels: ["Qualitätskontrolle"] });
    // The link to the listing, in the page's language.
    expect(german?.list?.all).toEqual({ path: "/de/insights", label: "Alle Insights" });
  });
});

describe("a Collection List's pages (?page=)", () => {
  it("are plain links on the page holding it, bounded by the last page", async () => {
    await world();
    const first = await views([list({ count: 2, paginate: true })]);
    expect(first?.list?.pages).toEqual({ page: 1, pageCount: 2, previous: null, next: "/p?page=2" });
    const second = await views([list({ count: 2, paginate: true })], { page: "2" });
    expect(second?.list?.cards.map((card) => card.title)).toEqual(["Item one"]);
    expect(second?.list?.pages).toEqual({ page: 2, pageCount: 2, previous: "/p", next: null });
    // Without pagination the list is its first `count` items, and no links.
    expect((await views([list({ count: 2 })]))?.list?.pages).toBeNull();
  });

  it("answer the attacker's ?page= with a 404 (null), never an error, and a page without paginating lists ignores it", async () => {
    await world();
    const paginated = [list({ count: 2, paginate: true })];
    for (const page of ["3", "999999", "99999999999999999999", "1", "0", "-1", "2.0", " 2", "1e3", "abc", "", "２", "2;drop table pages", "%00"]) {
      expect(await views(paginated, { page }), page).toBeNull();
    }
    expect((await views([list()], { page: "abc" }))?.list?.cards).toHaveLength(3);
    expect(await views([], { page: "abc" })).toEqual({});
    // A shorter list beside a longer one shows its last page.
    const both = await views([list({ count: 1, paginate: true }), list({ id: "short", count: 2, paginate: true })], { page: "3" });
    expect(both?.list?.cards.map((card) => card.title)).toEqual(["Item one"]);
    expect(both?.short?.pages?.page).toBe(2);
  });

  it("make the public page loaders answer 404 (null) for a bad ?page= on a page holding a paginated list", async () => {
    await world();
    const page = await createPage(PageInput.parse({ title: "Library", slug: "library", isPublished: true, content: content(list({ count: 2, paginate: true })) }), editor());
    const addresses = await book();
    const second = await cmsPageData(page, "/library", addresses, { page: "2" });
    expect(second?.collectionLists.list?.cards).toHaveLength(1);
    // The list further on is its own address, not a copy of the first page.
    expect(second?.search.canonicalUrl).toBe("/library?page=2");
    expect((await cmsPageData(page, "/library", addresses, { page: null }))?.search.canonicalUrl).toBe("");
    expect(await cmsPageData(page, "/library", addresses, { page: "7" })).toBeNull();
  });

  it("keep the chosen industry on a narrowed list's pages and in a later page's canonical URL", async () => {
    await world();
    await createPage(item("outlets", { industry: "retail", publishedAt: day(7) }), editor(), { collection: "case-studies" });
    const section = list({ collection: "case-studies", count: 1, paginate: true, industryLinks: true });
    const page = await createPage(PageInput.parse({ title: "Stories", slug: "stories", isPublished: true, content: content(section) }), editor());
    const second = await cmsPageData(page, "/stories", await book(), { page: "2", industry: "retail" });
    expect(second?.collectionLists.list).toMatchObject({ cards: [{ title: "Item returns" }], pages: { page: 2, pageCount: 2, previous: "/stories?industry=retail", next: null } });
    expect(second?.search.canonicalUrl).toBe("/stories?industry=retail&page=2");
    expect((await cmsPageData(page, "/stories", await book(), { page: null, industry: "retail" }))?.collectionLists.list?.pages?.next).toBe("/stories?industry=retail&page=2");
    expect((await cmsPageData(page, "/stories", await book(), { page: null, industry: "retail" }))?.search.canonicalUrl).toBe("");
  });
});

describe("a page holding a Collection List shows a change to an item at once", () => {
  it("publishing, unpublishing, a scheduled publication and a deletion each announce a content change (emptying every HTML cache) and are in the next render", async () => {
    let announced = 0;
    const stop = onContentChange(() => (announced += 1));
    try {
      const shown = async () => (await titles(list({ count: 24 }))) ?? [];
      const draft = await createPage(item("fresh", { publishedAt: day(20) }, false), editor(), { collection: "insights" });
      expect(await shown()).toEqual([]);
      announced = 0;
      const published = await updatePage(draft.id, item("fresh", { ...draft.fields }), draft.version, editor());
      expect(announced).toBe(1);
      expect(await shown()).toEqual(["Item fresh"]);
      const unpublished = await updatePage(draft.id, item("fresh", { ...published.fields }, false), published.version, editor());
      expect(announced).toBe(2);
      expect(await shown()).toEqual([]);
      const runAt = new Date(Date.now() + 60_000);
      await schedulePageChange(unpublished.id, "publish", runAt, editor());
      expect(await runScheduledPageChange({ pageId: unpublished.id, action: "publish", runAt: runAt.toISOString() }, runAt)).toBe(true);
      expect(announced).toBe(3);
      expect(await shown()).toEqual(["Item fresh"]);
      await deletePage(unpublished.id, admin());
      expect(announced).toBe(4);
      expect(await shown()).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe("the home page's latest Insights", () => {
  it("are seeded in every shipped language, under a heading in that language, and its loader reads them", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    await world();
    const addresses = await book();
    const headings: Record<string, string> = { en: "Latest Insights", de: "Aktuelle Insights", "zh-HK": "最新洞察" };
    for (const [locale, heading] of Object.entries(headings)) {
      const home = await getSitePage("home", { locale, database: testDb().db });
      const sections = home && "sections" in home.content ? home.content.sections : [];
      const at = sections.findIndex((section) => section.type === "collection-list");
      expect(sections[at], locale).toMatchObject({ heading, collection: "insights", count: 3, layout: "cards" });
      // Before the closing call to action.
      expect(sections[at + 1]?.type, locale).toBe("cta");
    }
    expect(sitePageSeed("home")?.sections.filter((section) => section.type === "collection-list")).toHaveLength(1);
    const english = await getSitePage("home", { database: testDb().db });
    const data = await sitePageData(sitePageByKey("home")!, sitePageView(english!), "/", addresses, { page: null });
    expect(Object.values(data?.collectionLists ?? {})[0]?.cards.map((card) => card.title)).toEqual(["Item three", "Item two", "Item one"]);
    // The home page does not paginate its list: ?page= is ignored there.
    expect(await sitePageData(sitePageByKey("home")!, sitePageView(english!), "/", addresses, { page: "abc" })).not.toBeNull();
  });
});

describe("an existing install's home page", () => {
  it("gets the latest Insights only where nobody changed it, once, and its translations stay in step", async () => {
    const database = testDb().db;
    await ensureSitePages(database);
    await ensureSitePageTranslations(database);
    // As seeded before the list existed.
    const homes = await database.selectFrom("pages").select(["id", "locale", "content"]).where("system_key", "=", "home").execute();
    for (const home of homes) {
      const stored = (typeof home.content === "string" ? JSON.parse(home.content) : home.content) as { sections: Array<{ type: string }> };
      const sections = stored.sections.filter((section) => section.type !== "collection-list").map((section, order) => ({ ...section, order }));
      await database.updateTable("pages").set({ content: JSON.stringify({ sections }) }).where("id", "=", home.id).execute();
    }
    // Someone edited the Chinese home page: it is theirs.
    await database.updateTable("pages").set({ author_id: editor().id }).where("system_key", "=", "home").where("locale", "=", "zh-HK").execute();

    expect((await ensureSeededCollectionLists(database)).sort()).toEqual(["de:home", "en:home"]);
    const rows = await database.selectFrom("pages").select(["locale", "version", "source_version"]).where("system_key", "=", "home").orderBy("locale").execute();
    expect(rows).toEqual([
      { locale: "de", version: 2, source_version: 2 },
      { locale: "en", version: 2, source_version: null },
      { locale: "zh-HK", version: 1, source_version: 1 },
    ]);
    const german = await getSitePage("home", { locale: "de", database });
    const sections = german && "sections" in german.content ? german.content.sections : [];
    expect(sections.at(-2)).toMatchObject({ type: "collection-list", heading: "Aktuelle Insights" });
    expect(sections.at(-1)?.type).toBe("cta");
    expect(sections.map((section) => section.order)).toEqual(sections.map((_, index) => index));
    // A revision that names no one, so it still counts as the seeding's on the next start, which changes nothing.
    expect(await ensureSeededCollectionLists(database)).toEqual([]);
  });
});

describe("the Case Studies page (/case-studies)", () => {
  const caseStudies = sitePageByKey("case-studies")!;
  async function caseStudiesData(locale: string, request: { page?: string | null; industry?: string | null } = {}) {
    const page = await getSitePage("case-studies", { locale, database: testDb().db });
    const addresses = await book();
    const path = locale === "en" ? "/case-studies" : `/${locale.toLowerCase()}/${page!.slug}`;
    const data = await sitePageData(caseStudies, sitePageView(page!), path, addresses, { page: null, ...request });
    return data && { ...data, list: Object.values(data.collectionLists)[0]! };
  }

  it("lists every published case study of its language as teasers, a new one without anyone editing the page, and its industry links narrow it", async () => {
    // The shipped three are dated by their seeding: before the new one.
    await ensureSitePages(testDb().db, new Date(day(1)));
    await ensureSitePageTranslations(testDb().db, new Date(day(1)));
    const seeded = (await getSitePage("case-studies", { locale: "en", database: testDb().db }))!;
    expect("sections" in seeded.content && seeded.content.sections.map((section) => section.type)).toEqual(["page-hero", "collection-list", "testimonial", "cta"]);
    expect("sections" in seeded.content && seeded.content.sections[1]).toMatchObject({ collection: "case-studies", layout: "teasers", linkText: "Read full case study", industryLinks: true, showHeading: false });

    const study = (slug: string, industry: string, locale = "en", isPublished = true) =>
      createPage(item(slug, { industry, services: ["compliance"], excerpt: `What ${slug} found.`, publishedAt: day(20) }, isPublished), editor(), { collection: "case-studies", locale });
    await study("toy-safety", "hospitality");
    await study("draft-study", "automotive", "en", false);
    await study("spielzeug", "food-beverage", "de");

    const english = (await caseStudiesData("en"))!;
    expect(english.list.cards.map((card) => card.path)).toEqual(["/case-studies/toy-safety", "/case-study-1", "/case-study-2", "/case-study-3"]);
    expect(english.list.cards[0]).toMatchObject({ title: "Item toy-safety", excerpt: "What toy-safety found.", labels: ["Hospitality", "Compliance Assessment"] });
    // All, then each industry with a published case study in English, in the fixed list's order (no draft's, no German one's).
    expect(english.list.filterLinks?.label).toBe("Filter by industry");
    const links = english.list.filterLinks!.links;
    expect(links[0]).toEqual({ label: "All", href: "/case-studies", current: true });
    expect(links.map((link) => link.href)).toEqual(expect.arrayContaining(["/case-studies?industry=retail", "/case-studies?industry=hospitality"]));
    expect(links.map((link) => link.href).some((href) => /automotive|food-beverage/.test(href))).toBe(false);

    const hospitality = (await caseStudiesData("en", { industry: "hospitality" }))!;
    expect(hospitality.list.cards.map((card) => card.path)).toEqual(["/case-studies/toy-safety"]);
    expect(hospitality.list.filterLinks!.links.filter((link) => link.current).map((link) => link.href)).toEqual(["/case-studies?industry=hospitality"]);

    const german = (await caseStudiesData("de"))!;
    expect(german.list.cards[0]?.path).toBe("/de/case-studies/spielzeug");
    expect(german.list.cards.map((card) => card.path)).not.toContain("/case-studies/toy-safety");
    expect(german.list.filterLinks?.label).toBe("Nach Branche filtern");
    expect(german.list.filterLinks?.links[0]).toEqual({ label: "Alle", href: "/de/fallstudien", current: true });
    expect(german.list.filterLinks?.links).toContainEqual({ label: "Lebensmittel und Getränke", href: "/de/fallstudien?industry=food-beverage", current: false });
    expect((await caseStudiesData("de", { industry: "food-beverage" }))!.list.cards.map((card) => card.path)).toEqual(["/de/case-studies/spielzeug"]);
    expect((await caseStudiesData("zh-HK"))!.list.filterLinks?.label).toBe("按行業篩選");
  });

  it("answers an attacker's ?industry= with a 404 (null), never an error, and an empty one with All", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    for (const industry of ["nope", "retail' OR 1=1 --", "automotive", "RETAIL", "../admin", "%00", "\u0000", "x".repeat(5000), "retail&page=2"]) {
      expect(await caseStudiesData("en", { industry }), industry).toBeNull();
    }
    expect((await caseStudiesData("en", { industry: "" }))!.list.cards).toHaveLength(3);
    // ?page= past the list's only page, as before.
    expect(await caseStudiesData("en", { page: "2" })).toBeNull();
    // A page without industry links ignores ?industry=.
    const home = await getSitePage("home", { database: testDb().db });
    expect(await sitePageData(sitePageByKey("home")!, sitePageView(home!), "/", await book(), { page: null, industry: "nope" })).not.toBeNull();
  });

  it("replaces the hand-made cards of an existing install's page where nobody changed it, once", async () => {
    const database = testDb().db;
    await ensureSitePages(database);
    await ensureSitePageTranslations(database);
    // As seeded before the list existed: its hand-made cards in its place.
    const listings = await database.selectFrom("pages").select(["id", "content"]).where("system_key", "=", "case-studies").execute();
    for (const listing of listings) {
      const stored = (typeof listing.content === "string" ? JSON.parse(listing.content) : listing.content) as { sections: Array<Record<string, unknown>> };
      const sections = stored.sections.map((section) =>
        section.type === "collection-list" ? { id: "case-studies-2", type: "case-study-cards", order: 1, heading: "Client stories", showHeading: false, layout: "grid", linkText: section.linkText, items: [] } : section,
      );
      await database.updateTable("pages").set({ content: JSON.stringify({ sections }) }).where("id", "=", listing.id).execute();
    }
    // Someone saved the German page: it is theirs.
    const germanId = (await getSitePage("case-studies", { locale: "de", database }))!.id;
    await database.updateTable("page_revisions").set({ saved_by_email: "editor@brandcheck.test" }).where("page_id", "=", germanId).execute();

    expect((await ensureSeededCollectionLists(database)).sort()).toEqual(["en:case-studies", "zh-HK:case-studies"]);
    const typesOf = async (locale: string) => {
      const page = await getSitePage("case-studies", { locale, database });
      return page && "sections" in page.content ? page.content.sections : [];
    };
    expect((await typesOf("en")).map((section) => section.type)).toEqual(["page-hero", "collection-list", "testimonial", "cta"]);
    expect((await typesOf("zh-HK"))[1]).toMatchObject({ type: "collection-list", linkText: "閱讀完整案例", order: 1 });
    expect((await typesOf("de")).map((section) => section.type)).toContain("case-study-cards");
    expect(await ensureSeededCollectionLists(database)).toEqual([]);
  });
});
