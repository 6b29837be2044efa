import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPage, getPage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput, type PageRecord } from "#app/features/pages/cms/schema.ts";
import { ensureSitePages, ensureSitePageTranslations } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { getSitePage } from "#app/features/pages/site-pages/site-pages.server.ts";
import { SITE_PAGES } from "#app/features/pages/site-pages/site-pages.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { countOutdatedTranslations, listTranslationOverview, type TranslationOverviewRow } from "./translation-overview.server.ts";

const { testDb, editor } = setUpPagesTestDb();

const pageInput = (title: string, slug: string) => PageInput.parse({ title, slug, isPublished: true, content: { html: `<p>${title}</p>` } });

/** A translation as "Translate" or an import would write it: the source's group, its language, the version it was made from. */
async function translate(source: PageRecord, locale: string, { published = true, sourceVersion = source.version }: { published?: boolean; sourceVersion?: number | null } = {}) {
  const now = new Date().toISOString();
  const id = randomUUID();
  await testDb()
    .db.insertInto("pages")
    .values({
      id,
      title: `${source.title} (${locale})`,
      slug: `${source.slug}-${locale.toLowerCase()}`,
      meta_description: null,
      content: JSON.stringify(source.content),
      is_published: published,
      author_id: null,
      created_at: now,
      updated_at: now,
      locale,
      translation_key: source.translationKey,
      source_version: sourceVersion,
    })
    .execute();
  return id;
}

async function seededSite() {
  await ensureSitePages(testDb().db);
  await ensureSitePageTranslations(testDb().db);
}

const brief = (rows: TranslationOverviewRow[]) => rows.map((row) => `${row.locale} ${row.source.title}: ${row.status}`);

describe("the translation overview (issue Q)", () => {
  it("lists every default-language page in every other language, site pages first, with its status", async () => {
    await seededSite();
    const pricing = await createPage(pageInput("Pricing", "pricing"), editor());
    const about = await createPage(pageInput("About", "about"), editor());
    const pricingDe = await translate(pricing, "de");
    await translate(about, "de", { published: false });
    await translate(about, "zh-HK", { sourceVersion: null });
    // The English services page is saved after its shipped translations were made from version 1.
    const services = (await getSitePage("services"))!;
    await updatePage(services.id, PageInput.parse({ title: "Services", slug: services.slug, isPublished: true, content: services.content }), services.version, editor());

    const overview = await listTranslationOverview();
    expect(overview.defaultLanguage?.tag).toBe("en");
    expect(overview.languages.map((language) => language.tag)).toEqual(["de", "zh-HK"]);
    const sitePages = SITE_PAGES.length;
    expect(overview.rows).toHaveLength(2 * (sitePages + 2));
    const german = overview.rows.filter((row) => row.locale === "de");
    expect(german.map((row) => row.source.systemKey)).toEqual([...SITE_PAGES.map((page) => page.key), null, null]);
    expect(brief(german.slice(-2))).toEqual(["de About: draft", "de Pricing: up-to-date"]);
    expect(brief(overview.rows.filter((row) => row.source.systemKey === "services"))).toEqual(["de Services: outdated", "zh-HK Services: outdated"]);

    const row = german.find((candidate) => candidate.source.id === pricing.id)!;
    expect(row).toMatchObject({
      source: { id: pricing.id, title: "Pricing", version: 1, systemKey: null },
      translation: { id: pricingDe, title: "Pricing (de)", slug: "pricing-de", sourceVersion: 1 },
    });
    expect(overview.rows.find((candidate) => candidate.locale === "zh-HK" && candidate.source.id === pricing.id)).toMatchObject({ status: "missing", translation: null });
    // A translation without a recorded source version was made from nothing known: outdated.
    expect(overview.rows.find((candidate) => candidate.locale === "zh-HK" && candidate.source.id === about.id)?.status).toBe("outdated");

    expect(overview.counts.de).toEqual({ missing: 0, draft: 1, outdated: 1, "up-to-date": sitePages });
    expect(overview.counts["zh-HK"]).toEqual({ missing: 1, draft: 0, outdated: 2, "up-to-date": sitePages - 1 });
  });

  it("filters by language and status (\"outdated in German\"), keeping every language's counts", async () => {
    await seededSite();
    const pricing = await createPage(pageInput("Pricing", "pricing"), editor());
    await translate(pricing, "de");
    await translate(pricing, "zh-HK");
    await updatePage(pricing.id, pageInput("Pricing and plans", "pricing"), 1, editor());

    const outdatedInGerman = await listTranslationOverview({ lang: "de", status: "outdated" });
    expect(brief(outdatedInGerman.rows)).toEqual(["de Pricing and plans: outdated"]);
    expect(outdatedInGerman.rows[0]).toMatchObject({ source: { version: 2 }, translation: { sourceVersion: 1 } });
    expect(outdatedInGerman.counts["zh-HK"]?.outdated).toBe(1);

    expect(brief((await listTranslationOverview({ status: "outdated" })).rows)).toEqual(["de Pricing and plans: outdated", "zh-HK Pricing and plans: outdated"]);
    expect((await listTranslationOverview({ lang: "de" })).rows.every((row) => row.locale === "de")).toBe(true);
    expect((await listTranslationOverview({ lang: "fr" })).rows).toEqual([]);
  });

  it("counts outdated translations in the database as the overview derives them", async () => {
    await seededSite();
    expect(await countOutdatedTranslations()).toBe(0);
    const pricing = await createPage(pageInput("Pricing", "pricing"), editor());
    await translate(pricing, "de");
    await translate(pricing, "zh-HK", { published: false });
    await updatePage(pricing.id, pageInput("Pricing", "pricing"), 1, editor());
    const home = (await getSitePage("home"))!;
    await updatePage(home.id, PageInput.parse({ title: "Home", slug: home.slug, isPublished: true, content: home.content }), home.version, editor());

    const { rows } = await listTranslationOverview({ status: "outdated" });
    // Pricing in German (a draft does not count) and the home page in both languages.
    expect(rows).toHaveLength(3);
    expect(await countOutdatedTranslations()).toBe(rows.length);
  });

  it("has nothing to list on a site with one language", async () => {
    await testDb().db.deleteFrom("site_languages").where("is_default", "=", false).execute();
    try {
      await ensureSitePages(testDb().db);
      const overview = await listTranslationOverview();
      expect(overview).toMatchObject({ languages: [], rows: [], counts: {} });
      expect(await countOutdatedTranslations()).toBe(0);
    } finally {
      await testDb()
        .db.insertInto("site_languages")
        .values([
          { tag: "de", native_name: "Deutsch", url_prefix: "de", direction: "ltr", enabled: true, is_default: false, position: 1, created_at: new Date().toISOString(), updated_at: new Date().toISOString() },
          { tag: "zh-HK", native_name: "繁體中文（香港）", url_prefix: "zh-hk", direction: "ltr", enabled: true, is_default: false, position: 2, created_at: new Date().toISOString(), updated_at: new Date().toISOString() },
        ])
        .execute();
    }
  });

  it("ignores a page's source row being gone: a translation without its source is no row", async () => {
    const pricing = await createPage(pageInput("Pricing", "pricing"), editor());
    await translate(pricing, "de");
    await testDb().db.deleteFrom("pages").where("id", "=", pricing.id).execute();
    expect(await getPage(pricing.id)).toBeNull();
    expect((await listTranslationOverview()).rows).toEqual([]);
    expect(await countOutdatedTranslations()).toBe(0);
  });
});
