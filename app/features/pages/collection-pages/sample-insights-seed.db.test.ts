import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ARTICLES } from "#app/content/sample-insights.ts";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { listTranslationOverview } from "#app/features/translations/status/translation-overview.server.ts";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { PageInput } from "../cms/schema.ts";
import { slugProblem } from "../cms/slug.ts";
import { ensureSitePages, ensureSitePageTranslations } from "../site-pages/site-pages-seed.server.ts";
import { insightsListingData } from "./insights-public.server.ts";
import { ensureSampleInsights } from "./sample-insights-seed.server.ts";

let t: TestDb;
afterEach(() => t?.cleanup());

async function fresh() {
  t = await createTestDb({ asAppDatabase: true });
  await ensureSitePages(t.db);
  await ensureSitePageTranslations(t.db);
}

describe("the sample Insights of a fresh install", () => {
  beforeEach(fresh);

  it("are written once, in English, German and Hong Kong Chinese, published and up to date, with their topics and byline", async () => {
    const now = new Date("2026-11-27T10:00:00.000Z");
    expect(await ensureSampleInsights(t.db, now)).toBe(true);
    // Once: deleting them later never brings them back.
    expect(await ensureSampleInsights(t.db, now)).toBe(false);
    await t.db.deleteFrom("pages").where("collection", "=", "insights").execute();
    expect(await ensureSampleInsights(t.db, now)).toBe(false);
    expect(await t.db.selectFrom("pages").select("id").where("collection", "=", "insights").execute()).toEqual([]);
  });

  it("are valid articles, listed in each language, their calls to action leading to that language's contact page", async () => {
    await ensureSampleInsights(t.db, new Date("2026-11-27T10:00:00.000Z"));
    const rows = await t.db.selectFrom("pages").selectAll().where("collection", "=", "insights").orderBy("locale").execute();
    expect(rows).toHaveLength(SAMPLE_ARTICLES.length * 3);
    for (const row of rows) {
      // What the editor would accept: the page's schema and the collection's.
      expect(PageInput.safeParse({ title: row.title, slug: row.slug, metaDescription: row.meta_description ?? "", content: row.content }).success, row.slug).toBe(true);
      expect(slugProblem(row.slug), row.slug).toBeNull();
      expect(COLLECTIONS.insights.fields.safeParse(row.fields).success, row.slug).toBe(true);
      expect(COLLECTIONS.insights.sectionTypes).toEqual(expect.arrayContaining((row.content as { sections: { type: string }[] }).sections.map((section) => section.type)));
    }
    const cta = (locale: string) =>
      rows
        .filter((row) => row.locale === locale)
        .map((row) => (row.content as { sections: { type: string; buttonLink?: string }[] }).sections.find((section) => section.type === "cta")?.buttonLink);
    expect(new Set(cta("en"))).toEqual(new Set(["/contact"]));
    expect(new Set(cta("de"))).toEqual(new Set(["/de/kontakt"]));
    expect(new Set(cta("zh-HK"))).toEqual(new Set(["/zh-hk/contact"]));

    const book = addressBook(await listLanguages());
    for (const [path, count] of [["/insights", 3], ["/de/insights", 3], ["/zh-hk/insights", 3], ["/insights/topics/quality-control", 2], ["/de/insights/topics/testkaeufe", 1], ["/zh-hk/insights/authors/brandcheck-research", 3]] as const) {
      expect((await insightsListingData(path, 1, book))?.cards.length, path).toBe(count);
    }
    // The featured one leads the listing.
    expect((await insightsListingData("/de/insights", 1, book))?.cards[0]?.path).toBe("/de/insights/was-uns-1200-testkaeufe-gezeigt-haben");
    // Every translation is up to date with its source.
    const overview = await listTranslationOverview({}, t.db);
    expect(overview.rows.filter((row) => row.source.title.length > 0 && rows.some((item) => item.id === row.source.id)).map((row) => row.status)).toEqual(Array(6).fill("up-to-date"));
  });
});

describe("an upgraded install", () => {
  it("gets no sample articles", async () => {
    t = await createTestDb({ asAppDatabase: true, migrate: false });
    await migrateUpTo(t.db, "0024-message-languages");
    await t.db
      .insertInto("pages")
      .values({ id: "p1", title: "About", slug: "about", meta_description: null, content: JSON.stringify({ html: "<p>x</p>" }), is_published: true, author_id: null, created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z", version: 1, system_key: null })
      .execute();
    await migrateToLatest(t.db);
    await ensureSitePages(t.db);
    expect(await ensureSampleInsights(t.db)).toBe(false);
    expect(await t.db.selectFrom("topics").select("id").execute()).toEqual([]);
  });
});
