import { describe, expect, it } from "vitest";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { listSitemapEntries } from "#app/features/seo/public-paths.server.ts";
import { renderSitemap } from "#app/features/seo/sitemap.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage } from "./cms/pages.server.ts";
import { PageInput } from "./cms/schema.ts";
import { findPublicPage, pageAlternates } from "./public-page.server.ts";
import { ensureSitePages, ensureSitePageTranslations } from "./site-pages/site-pages-seed.server.ts";

const { testDb, editor } = setUpPagesTestDb();

async function seeded() {
  await ensureSitePages(testDb().db);
  await ensureSitePageTranslations(testDb().db);
  return addressBook(await listLanguages());
}

const at = async (path: string) => {
  const found = await findPublicPage(path, await addressBook(await listLanguages()));
  return found && { kind: found.kind, locale: found.record.locale, key: found.record.systemKey, slug: found.record.slug };
};

describe("public addresses of pages in every language (issue Q)", () => {
  it("answer each page at exactly one path: its language's prefix and its own slug", async () => {
    await seeded();
    await createPage(PageInput.parse({ title: "Pricing", slug: "pricing", isPublished: true, content: { html: "<p>Prices</p>" } }), editor());
    expect(await at("/de")).toEqual({ kind: "site", locale: "de", key: "home", slug: "home" });
    expect(await at("/de/leistungen")).toEqual({ kind: "site", locale: "de", key: "services", slug: "leistungen" });
    expect(await at("/zh-hk/services")).toEqual({ kind: "site", locale: "zh-HK", key: "services", slug: "services" });
    expect(await at("/pricing")).toEqual({ kind: "cms", locale: "en", key: null, slug: "pricing" });
    // Second spellings, English under a German address, and a CMS page under a language it is not in: none.
    for (const path of ["/de/home", "/de/services", "/de/pricing", "/zh-hk/leistungen", "/services", "/home", "/de/leistungen/x", "/fr", "/de/Leistungen"]) {
      expect(await at(path), path).toBeNull();
    }
  });

  it("hide a language that is switched off, without deleting its pages", async () => {
    await seeded();
    await testDb().db.updateTable("site_languages").set({ enabled: false }).where("tag", "=", "de").execute();
    try {
      expect(await at("/de/leistungen")).toBeNull();
      expect(await testDb().db.selectFrom("pages").select("id").where("locale", "=", "de").execute()).toHaveLength(11);
    } finally {
      await testDb().db.updateTable("site_languages").set({ enabled: true }).where("tag", "=", "de").execute();
    }
  });

  it("list each page's published translations, the default language first, the same set on every member", async () => {
    const book = await seeded();
    const services = await findPublicPage("/de/leistungen", book);
    const set = [
      { tag: "en", path: "/services" },
      { tag: "de", path: "/de/leistungen" },
      { tag: "zh-HK", path: "/zh-hk/services" },
    ];
    expect(await pageAlternates(services!.record, book)).toEqual(set);
    expect(await pageAlternates((await findPublicPage("/zh-hk/services", book))!.record, book)).toEqual(set);
  });

  it("go into sitemap.xml with their alternates, reciprocally", async () => {
    await seeded();
    const entries = await listSitemapEntries();
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(["/", "/services", "/de", "/de/leistungen", "/zh-hk", "/zh-hk/services"]));
    expect(new Set(paths).size).toBe(paths.length);
    const of = (path: string) => entries.find((entry) => entry.path === path)?.alternates;
    expect(of("/de/leistungen")).toEqual(of("/services"));
    expect(of("/services")?.map((alternate) => alternate.path)).toEqual(["/services", "/de/leistungen", "/zh-hk/services"]);
    const xml = renderSitemap("https://brandcheck.test", entries);
    expect(xml).toContain('<url><loc>https://brandcheck.test/de/leistungen</loc><lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-HK" href="https://brandcheck.test/zh-hk/services"/><xhtml:link rel="alternate" hreflang="x-default" href="https://brandcheck.test/services"/>');
  });
});
