import { describe, expect, it } from "vitest";
import { createPage, getPublishedPageBySlug, listPages, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { SITE_PAGE_SLUGS, slugProblem } from "#app/features/pages/cms/slug.ts";
import { findPublicPage } from "#app/features/pages/public-page.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { listSitemapEntries } from "#app/features/seo/public-paths.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { listCollectionAdmin } from "#app/features/pages/pages-list/collection-admin-list.server.ts";
import { listCollectionItems } from "./collection-items.server.ts";

const { testDb, editor } = setUpPagesTestDb();

const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 9, minute));

function article(slug: string, fields: Record<string, unknown> = {}, isPublished = true) {
  return PageInput.parse({ title: `Article ${slug}`, slug, isPublished, content: { sections: [] }, fields });
}

const item = (slug: string, fields: Record<string, unknown> = {}, { isPublished = true, locale = "en", minute = 0 } = {}) =>
  createPage(article(slug, fields, isPublished), editor(), { collection: "insights", locale, now: at(minute) });

describe("collection items are rows of pages (docs/decisions/039-collections.md)", () => {
  it("share a slug with a page, but not with an item of their collection and language", async () => {
    await createPage(PageInput.parse({ title: "Pricing", slug: "pricing", isPublished: true, content: { html: "<p>Prices</p>" } }), editor());
    const pricing = await item("pricing");
    expect(pricing).toMatchObject({ collection: "insights", slug: "pricing", locale: "en" });
    await expect(item("pricing")).rejects.toMatchObject({ status: 409 });
    // The same slug in another language is another address.
    expect(await item("pricing", {}, { locale: "de" })).toMatchObject({ locale: "de", collection: "insights" });
  });

  it("stay out of what lists pages: the Pages screen, the page lookups by slug and the public page resolver", async () => {
    await item("mystery-shopping-2026");
    expect((await listPages()).pages).toEqual([]);
    expect(await getPublishedPageBySlug("mystery-shopping-2026")).toBeNull();
    const book = addressBook(await listLanguages());
    expect(await findPublicPage("/mystery-shopping-2026", book)).toBeNull();
  });

  it("are in the sitemap at /{base}/{slug}, with the time they last changed", async () => {
    await item("mystery-shopping-2026", {}, { minute: 5 });
    await item("draft-article", {}, { isPublished: false });
    const entries = await listSitemapEntries();
    expect(entries.filter((entry) => entry.path.startsWith("/insights"))).toEqual([
      { path: "/insights/mystery-shopping-2026", lastModified: at(5).toISOString() },
      // The listing of a language with a published article, as new as its newest.
      { path: "/insights", lastModified: at(5).toISOString() },
    ]);
  });

  it("check their fields by the collection's schema, and get their publication date when first published", async () => {
    await expect(item("no-alt", { cover: { image: "https://example.com/cover.jpg", alt: "" } })).rejects.toMatchObject({ status: 400 });
    await expect(item("unknown-field", { colour: "red" })).rejects.toMatchObject({ status: 400 });
    const draft = await item("later", { excerpt: "Soon." }, { isPublished: false });
    expect(draft.fields).toMatchObject({ excerpt: "Soon.", publishedAt: "" });
    const published = await updatePage(draft.id, article("later", { ...draft.fields }), draft.version, editor(), { now: at(30) });
    expect(published.fields).toMatchObject({ excerpt: "Soon.", publishedAt: at(30).toISOString() });
    // A save that sends no fields keeps them.
    const kept = await updatePage(draft.id, PageInput.parse({ title: "Later", slug: "later", isPublished: true, content: { sections: [] } }), published.version, editor(), { now: at(40) });
    expect(kept.fields).toMatchObject({ excerpt: "Soon.", publishedAt: at(30).toISOString() });
  });

  it("refuse a section type their collection does not offer, and a page refuses fields", async () => {
    const hero = { id: "s1", type: "hero", order: 0, heading: "Big", subheading: "", backgroundImage: "", buttonText: "", buttonLink: "" };
    await expect(createPage(PageInput.parse({ title: "A", slug: "a", content: { sections: [hero] } }), editor(), { collection: "insights" })).rejects.toMatchObject({ status: 400 });
    await expect(createPage(PageInput.parse({ title: "B", slug: "b", content: { sections: [] }, fields: { excerpt: "x" } }), editor())).rejects.toMatchObject({ status: 400 });
    await expect(createPage(PageInput.parse({ title: "C", slug: "c", content: { sections: [] } }), editor(), { collection: "podcasts" })).rejects.toMatchObject({ status: 400 });
  });

  it("may not take a collection's base or the search's segment as a page's slug", () => {
    for (const slug of ["insights", "search"]) expect(slugProblem(slug), slug).toMatch(/used by the website itself/);
    // The case studies' listing is the site page at /case-studies, which already wins over a CMS page there.
    expect(slugProblem("case-studies")).toBeNull();
    expect(SITE_PAGE_SLUGS.has("case-studies")).toBe(true);
  });
});

describe("listCollectionItems", () => {
  it("lists one collection's published items in one language, newest publication first, featured first when asked", async () => {
    await item("oldest", { publishedAt: "2025-01-01T00:00:00.000Z", topics: ["t-quality"] });
    await item("newest", { publishedAt: "2026-03-01T00:00:00.000Z", topics: ["t-quality", "t-regulation"] });
    await item("middle", { publishedAt: "2025-06-01T00:00:00.000Z", featured: true, topics: ["t-regulation"], author: "ed" });
    await item("draft", { publishedAt: "2026-04-01T00:00:00.000Z" }, { isPublished: false });
    await item("german", { publishedAt: "2026-04-01T00:00:00.000Z" }, { locale: "de" });
    await createPage(PageInput.parse({ title: "A page", slug: "a-page", isPublished: true, content: { sections: [] } }), editor());
    const { db } = testDb();
    const slugs = async (query: Partial<Parameters<typeof listCollectionItems>[1]> = {}) => {
      const list = await listCollectionItems(db, { collection: "insights", locale: "en", limit: 10, offset: 0, ...query });
      return { slugs: list.items.map((entry) => entry.slug), total: list.total };
    };
    expect(await slugs()).toEqual({ slugs: ["newest", "middle", "oldest"], total: 3 });
    expect(await slugs({ featuredFirst: true })).toEqual({ slugs: ["middle", "newest", "oldest"], total: 3 });
    expect(await slugs({ limit: 1, offset: 1 })).toEqual({ slugs: ["middle"], total: 3 });
    expect(await slugs({ topic: "t-quality" })).toEqual({ slugs: ["newest", "oldest"], total: 2 });
    expect(await slugs({ anyTopic: ["t-regulation", "t-none"] })).toEqual({ slugs: ["newest", "middle"], total: 2 });
    expect(await slugs({ anyTopic: [] })).toEqual({ slugs: [], total: 0 });
    expect(await slugs({ author: "ed" })).toEqual({ slugs: ["middle"], total: 1 });
    expect(await slugs({ locale: "de" })).toEqual({ slugs: ["german"], total: 1 });
    expect(await slugs({ collection: "case-studies" })).toEqual({ slugs: [], total: 0 });
    // A topic name a visitor typed is a value, never SQL.
    expect(await slugs({ topic: "' or 1=1 --" })).toEqual({ slugs: [], total: 0 });
    const newest = (await listCollectionItems(db, { collection: "insights", locale: "en", limit: 1, offset: 0 })).items[0];
    expect(newest).toMatchObject({ slug: "newest", publishedAt: "2026-03-01T00:00:00.000Z", fields: { topics: ["t-quality", "t-regulation"], featured: false } });
  });
});

describe("listCollectionAdmin (a collection's admin list)", () => {
  it("lists every language's items with their author's name there, searched like the Pages list", async () => {
    const { db } = testDb();
    await db.insertInto("author_profiles").values({ id: "a1", author_key: "team", user_id: null, locale: "en", slug: "article-team", name: "Research Team", created_at: at(0).toISOString(), updated_at: at(0).toISOString(), photo_media_id: null }).execute();
    await item("recall-rules", { author: "team" }, { minute: 1 });
    await item("draft-one", {}, { isPublished: false, minute: 2 });
    await item("rueckrufe", { author: "team" }, { locale: "de", minute: 3 });
    const rows = async (query: Parameters<typeof listCollectionAdmin>[1]) => (await listCollectionAdmin("insights", query, db)).rows.map((row) => [row.slug, row.locale, row.authorName]);
    expect(await rows({})).toEqual([
      ["rueckrufe", "de", null],
      ["draft-one", "en", null],
      ["recall-rules", "en", "Research Team"],
    ]);
    expect(await rows({ locale: "de" })).toEqual([["rueckrufe", "de", null]]);
    expect(await rows({ query: "draft" })).toEqual([["draft-one", "en", null]]);
    // "article" is in the author's slug too: only the items' own title and slug count.
    expect(await rows({ query: "recall" })).toEqual([["recall-rules", "en", "Research Team"]]);
    expect((await rows({ query: "article" })).length).toBe(3);
  });
});
