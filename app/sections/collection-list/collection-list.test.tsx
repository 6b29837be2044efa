import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import type { ItemCard } from "#app/components/site/item-card.ts";
import { sectionTexts } from "#app/features/pages/translating/section-texts.ts";
import { pageUnits } from "#app/features/translations/xliff/page-units.ts";
import { RenderSections } from "../render-sections.tsx";
import { CollectionListChoicesProvider, type CollectionListChoices } from "./choices.tsx";
import { CollectionListRenderer } from "./collection-list.tsx";
import { CollectionListEditor } from "./collection-list-editor.tsx";
import { collectionListDefaults, CollectionListSection, readCollectionFilter } from "./schema.ts";
import type { CollectionListView } from "./view.ts";

const list = (patch: Partial<CollectionListSection> = {}): CollectionListSection => ({ ...collectionListDefaults(1), id: "list-1", ...patch });

const card = (n: number, patch: Partial<ItemCard> = {}): ItemCard => ({
  path: `/insights/article-${n}`,
  title: `Article ${n}`,
  excerpt: `What article ${n} found.`,
  cover: { image: `/images/cover-${n}.png`, alt: `Cover of article ${n}` },
  publishedAt: "2026-11-27T00:00:00.000Z",
  labels: ["Compliance"],
  ...patch,
});

const view = (patch: Partial<CollectionListView> = {}): CollectionListView => ({ cards: [card(1), card(2)], pages: null, all: null, filterLinks: null, ...patch });
const render = (section: CollectionListSection, lists: Record<string, CollectionListView> | undefined) =>
  renderHtml(<CollectionListRenderer section={section} context={{ ...PAGE_CONTEXT, collectionLists: lists }} />);

describe("collection list schema", () => {
  test("the defaults are valid: the latest three Insights as cards", () => {
    const defaults = collectionListDefaults(2);
    expect(CollectionListSection.parse(defaults)).toEqual(defaults);
    expect(defaults).toMatchObject({ collection: "insights", filter: "", sort: "newest", count: 3, layout: "cards", paginate: false });
  });

  test("a stored section without the newer fields reads with their defaults", () => {
    expect(CollectionListSection.parse({ id: "a", type: "collection-list", order: 0, heading: "Latest" })).toMatchObject({ collection: "insights", count: 3, layout: "cards", sort: "newest" });
  });

  test("refuses what no list offers, each with a clear message", () => {
    expect(issuesOf(CollectionListSection, { ...list(), collection: "blog" })).toEqual({ collection: "Choose a collection from the list." });
    expect(issuesOf(CollectionListSection, { ...list(), sort: "random" })).toEqual({ sort: "Choose an order from the list." });
    expect(issuesOf(CollectionListSection, { ...list(), layout: "carousel" })).toEqual({ layout: "Choose a layout from the list." });
    expect(issuesOf(CollectionListSection, { ...list(), heading: " " })).toEqual({ heading: "Heading is required." });
    expect(issuesOf(CollectionListSection, { ...list(), paginate: "yes" })).toHaveProperty("paginate");
  });

  test("how many: a whole number from 1 to 24", () => {
    expect(issuesOf(CollectionListSection, list({ count: 0 }))).toEqual({ count: "Show at least 1 item." });
    expect(issuesOf(CollectionListSection, list({ count: 25 }))).toEqual({ count: "Show at most 24 items." });
    expect(issuesOf(CollectionListSection, list({ count: 2.5 }))).toEqual({ count: "How many items: enter a whole number." });
    expect(issuesOf(CollectionListSection, { ...list(), count: "3" })).toEqual({ count: "How many items: enter a number from 1 to 24." });
    // An emptied number box arrives as null (NaN in JSON).
    expect(issuesOf(CollectionListSection, JSON.parse(JSON.stringify(list({ count: Number.NaN }))))).toEqual({ count: "How many items: enter a number from 1 to 24." });
    expect(issuesOf(CollectionListSection, list({ count: 1 }))).toEqual({});
    expect(issuesOf(CollectionListSection, list({ count: 24 }))).toEqual({});
  });

  test("the filter fits the collection: Insights by topic, case studies by an industry or service from the fixed lists", () => {
    expect(issuesOf(CollectionListSection, list({ filter: "topic:compliance-key" }))).toEqual({});
    expect(issuesOf(CollectionListSection, list({ collection: "case-studies", filter: "industry:retail" }))).toEqual({});
    expect(issuesOf(CollectionListSection, list({ collection: "case-studies", filter: "service:quality-control" }))).toEqual({});
    expect(issuesOf(CollectionListSection, list({ filter: "industry:retail" }))).toEqual({ filter: "Insights can be filtered by a topic from the list only." });
    expect(issuesOf(CollectionListSection, list({ collection: "case-studies", filter: "topic:x" }))).toEqual({ filter: "Case studies can be filtered by an industry or a service from the list only." });
    expect(issuesOf(CollectionListSection, list({ collection: "case-studies", filter: "industry:mining" }))).toEqual({ filter: "Choose an industry from the list." });
    expect(issuesOf(CollectionListSection, list({ collection: "case-studies", filter: "service:<script>" }))).toHaveProperty("filter");
    expect(issuesOf(CollectionListSection, list({ filter: "topic:" + "x".repeat(200) }))).toHaveProperty("filter");
    expect(issuesOf(CollectionListSection, list({ filter: "topic:a b" }))).toHaveProperty("filter");
  });

  test("teasers need a link text; industry links are for case studies not fixed to one industry", () => {
    expect(issuesOf(CollectionListSection, list({ collection: "case-studies", layout: "teasers", linkText: "Read full case study", industryLinks: true }))).toEqual({});
    expect(issuesOf(CollectionListSection, list({ layout: "teasers", linkText: " " }))).toEqual({ linkText: 'Teasers need a link text, such as "Read full case study".' });
    expect(issuesOf(CollectionListSection, list({ linkText: "x".repeat(101) }))).toEqual({ linkText: "Link text can be at most 100 characters." });
    expect(issuesOf(CollectionListSection, list({ industryLinks: true }))).toEqual({ industryLinks: "Only case studies can be filtered by industry." });
    expect(issuesOf(CollectionListSection, list({ collection: "case-studies", filter: "industry:retail", industryLinks: true }))).toEqual({
      industryLinks: "A list of one industry has no industry links: choose another filter or turn them off.",
    });
    expect(issuesOf(CollectionListSection, { ...list(), industryLinks: "yes" })).toHaveProperty("industryLinks");
    // Stored before these options: a shown heading, no link text, no industry links.
    expect(CollectionListSection.parse({ id: "a", type: "collection-list", order: 0, heading: "Latest" })).toMatchObject({ showHeading: true, linkText: "", industryLinks: false });
  });

  test("reads a stored filter", () => {
    expect(readCollectionFilter("topic:abc-1")).toEqual({ kind: "topic", value: "abc-1" });
    expect(readCollectionFilter("service:reporting")).toEqual({ kind: "service", value: "reporting" });
    expect(readCollectionFilter("")).toBeNull();
    expect(readCollectionFilter("author:x")).toBeNull();
  });
});

describe("collection list renderer", () => {
  test("an h2, then each item as a card: cover with its alt text (lazy, sized), date, h3 title linking to it, labels and excerpt", () => {
    const html = render(list({ heading: "Latest Insights" }), { "list-1": view() });
    expect(tagsOf(html, "h2")).toHaveLength(1);
    expect(tagsOf(html, "h3")).toHaveLength(2);
    const images = tagsOf(html, "img");
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toMatch(/alt="Cover of article \d"/);
      expect(image).toContain('loading="lazy"');
      expect(image).toMatch(/width="\d+"/);
    }
    expect(html).toContain('href="/insights/article-1"');
    expect(html).toContain('dateTime="2026-11-27"');
    expect(visibleText(html)).toContain("Latest Insights");
    expect(visibleText(html)).toContain("November 27, 2026 Article 1 Compliance What article 1 found.");
  });

  test("laid out as a list: the same items one a row", () => {
    const html = render(list({ layout: "list" }), { "list-1": view() });
    expect(tagsOf(html, "h3")).toHaveLength(2);
    expect(html).toContain("divide-y");
  });

  test("as teasers (the case studies' look): image, tags, title, description and the section's link text, named by the title for screen readers", () => {
    const html = render(list({ layout: "teasers", linkText: "Read full case study" }), { "list-1": view({ cards: [card(1, { labels: ["Retail", "Compliance Assessment"] }), card(2), card(3)] }) });
    expect(tagsOf(html, "h3")).toHaveLength(3);
    expect(tagsOf(html, "img")[0]).toContain('alt="Cover of article 1"');
    expect(html).toContain("lg:grid-cols-3");
    expect(visibleText(html)).toContain("Retail Compliance Assessment Article 1 What article 1 found. Read full case study");
    expect(html).toMatch(/<a[^>]*href="\/insights\/article-1"[^>]*>Read full case study<span class="sr-only">/);
    expect(tagsOf(html, "time")).toEqual([]);
  });

  test("a hidden heading is read by screen readers only", () => {
    const html = render(list({ heading: "Client stories", showHeading: false }), { "list-1": view() });
    expect(html).toMatch(/<h2 id="[^"]+" class="sr-only">Client stories<\/h2>/);
  });

  test("Filter by industry: plain links, the shown one marked current (no script)", () => {
    const filterLinks = {
      label: "Filter by industry",
      links: [
        { label: "All", href: "/case-studies", current: false },
        { label: "Retail", href: "/case-studies?industry=retail", current: true },
      ],
    };
    const html = render(list({ collection: "case-studies", industryLinks: true }), { "list-1": view({ filterLinks }) });
    expect(tagsOf(html, "nav")).toHaveLength(1);
    expect(tagsOf(html, "nav")[0]).toContain("aria-labelledby=");
    expect(visibleText(html)).toContain("Filter by industry All Retail");
    expect(html).toMatch(/<a href="\/case-studies\?industry=retail" aria-current="page"/);
    expect(html).toMatch(/<a href="\/case-studies" class=/);
    expect(tagsOf(html, "script")).toEqual([]);
    expect(tagsOf(html, "button")).toEqual([]);
  });

  test("no items: the catalog's short message", () => {
    expect(visibleText(render(list(), { "list-1": view({ cards: [] }) }))).toContain("Nothing has been published here yet.");
  });

  test("pages by plain links (no script): newer and older with rel, and where it is", () => {
    const html = render(list({ paginate: true }), { "list-1": view({ pages: { page: 2, pageCount: 3, previous: "/about-us", next: "/about-us?page=3" } }) });
    expect(html).toMatch(/<a href="\/about-us" rel="prev"/);
    expect(html).toMatch(/<a href="\/about-us\?page=3" rel="next"/);
    expect(visibleText(html)).toContain("Newer Page 2 of 3 Older");
    expect(tagsOf(html, "nav")[0]).toContain("aria-label=");
    expect(tagsOf(html, "script")).toEqual([]);
    expect(tagsOf(html, "button")).toEqual([]);
  });

  test("a link to the collection's listing when there is one", () => {
    expect(render(list(), { "list-1": view({ all: { path: "/de/insights", label: "Alle Insights" } }) })).toMatch(/<a href="\/de\/insights"[^>]*>Alle Insights/);
  });

  test("renders nothing where no loader read it (the HTML Editor's conversion), and among other sections through RenderSections", () => {
    expect(render(list(), undefined)).toBe("");
    expect(render(list(), { other: view() })).toBe("");
    const page = renderHtml(<RenderSections sections={[list()]} context={{ ...PAGE_CONTEXT, collectionLists: { "list-1": view() } }} />);
    expect(visibleText(page)).toContain("Article 2");
  });
});

describe("collection list editor", () => {
  const choices: CollectionListChoices = {
    collections: [
      { value: "insights", label: "Insights" },
      { value: "case-studies", label: "Case Studies" },
    ],
    filters: {
      insights: [{ label: "Topic", options: [{ value: "topic:k1", label: "Compliance" }] }],
      "case-studies": [{ label: "Industry", options: [{ value: "industry:retail", label: "Retail" }] }],
    },
  };
  const editor = (section: CollectionListSection) =>
    renderHtml(
      <CollectionListChoicesProvider value={choices}>
        <CollectionListEditor section={section} onChange={() => {}} readOnly />
      </CollectionListChoicesProvider>,
    );

  test("labels in English, every control disabled when read-only", () => {
    const html = editor(list());
    for (const label of ["Heading", "Collection", "Filter", "Order", "How Many (1-24)", "Layout", "Links to further pages"]) expect(visibleText(html)).toContain(label);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "select"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });

  test("the filter's choices follow the collection", () => {
    const insights = visibleText(editor(list()));
    expect(insights).toContain("Compliance");
    expect(insights).not.toContain("Retail");
    const caseStudies = visibleText(editor(list({ collection: "case-studies" })));
    expect(caseStudies).toContain("Retail");
    expect(caseStudies).not.toContain("Compliance");
  });

  test("teasers ask for their link text; industry links are offered for case studies only", () => {
    expect(visibleText(editor(list()))).not.toContain("Link Text");
    expect(visibleText(editor(list({ layout: "teasers" })))).toContain("Link Text");
    expect(visibleText(editor(list()))).not.toContain("Filter by industry");
    expect(visibleText(editor(list({ collection: "case-studies" })))).toContain('"Filter by industry" links above the list');
  });

  test("a filter the list does not offer (a topic deleted since) stays shown as it is", () => {
    expect(visibleText(editor(list({ filter: "topic:gone" })))).toContain("Unknown filter (topic:gone)");
  });
});

describe("collection list translation", () => {
  test("XLIFF and the side-by-side view carry its words (eyebrow, heading, introduction), not its choices", () => {
    const section = list({ eyebrow: "Insights", heading: "Latest Insights", intro: "Our findings.", filter: "topic:k1", sort: "oldest" });
    const units = pageUnits({ title: "Home", slug: "home", metaDescription: "", content: { sections: [section] } }, { slugFixed: true });
    expect(units.filter((unit) => unit.id.startsWith("s.")).map((unit) => [unit.id, unit.value])).toEqual([
      ["s.list-1.eyebrow", "Insights"],
      ["s.list-1.heading", "Latest Insights"],
      ["s.list-1.intro", "Our findings."],
    ]);
    expect(sectionTexts(section).map((text) => text.text)).toEqual(["Insights", "Latest Insights", "Our findings."]);
  });

  test("a teaser list's link text is translated with the heading", () => {
    const section = list({ heading: "Client stories", layout: "teasers", linkText: "Read full case study", collection: "case-studies", industryLinks: true });
    const units = pageUnits({ title: "Case Studies", slug: "case-studies", metaDescription: "", content: { sections: [section] } }, { slugFixed: true });
    expect(units.filter((unit) => unit.id.startsWith("s.")).map((unit) => unit.id)).toEqual(["s.list-1.heading", "s.list-1.linkText"]);
  });
});
