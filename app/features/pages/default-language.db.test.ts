import { beforeEach, describe, expect, it } from "vitest";
import { LanguageError, listLanguages, makeDefaultLanguage } from "#app/features/languages/languages.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { allRedirects } from "#app/features/redirects/redirects.server.ts";
import { ensureSiteSettings, getSiteSettings, getSiteSettingsIn } from "#app/features/site-settings/site-settings.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { movePublicAddresses, previewDefaultLanguage } from "./default-language.server.ts";
import { findPublicPage } from "./public-page.server.ts";
import { ensureSitePages, ensureSitePageTranslations } from "./site-pages/site-pages-seed.server.ts";
import { getSitePage } from "./site-pages/site-pages.server.ts";
import { sitePageByPath } from "./site-pages/site-pages.ts";

const { testDb, admin } = setUpPagesTestDb();
const AT = "2026-11-01T00:00:00.000Z";

beforeEach(async () => {
  const { db } = testDb();
  for (const table of ["redirects", "site_settings"] as const) await db.deleteFrom(table).execute();
  await db.deleteFrom("site_languages").where("tag", "not in", ["en", "de", "zh-HK"]).execute();
  await db.updateTable("site_languages").set({ enabled: true, is_default: false }).execute();
  await db.updateTable("site_languages").set({ is_default: true }).where("tag", "=", "en").execute();
  for (const [tag, prefix] of [["en", "en"], ["de", "de"], ["zh-HK", "zh-hk"]] as const) await db.updateTable("site_languages").set({ url_prefix: prefix }).where("tag", "=", tag).execute();
  // A fresh install: the site pages and settings in English, German and Hong Kong Chinese.
  await ensureSiteSettings(db);
  await ensureSitePages(db);
  await ensureSitePageTranslations(db);
  await insertPage("p-deals", "en", "deals", true);
  await insertPage("p-draft", "en", "draft-offer", false);
  await db.insertInto("redirects").values({ id: "r-old", from_path: "/old-deals", to_path: "/deals", status_code: 301, source: "manual", created_at: AT, updated_at: AT }).execute();
});

function insertPage(id: string, locale: string, slug: string, published: boolean, title = slug) {
  return testDb()
    .db.insertInto("pages")
    .values({ id, title, slug, locale, translation_key: id, meta_description: null, content: "{}", is_published: published, author_id: null, created_at: AT, updated_at: AT, version: 1 })
    .execute();
}

const makeGermanDefault = () => makeDefaultLanguage("de", admin(), { moveAddresses: movePublicAddresses });
const redirects = async () => Object.fromEntries((await allRedirects(testDb().db)).map((row) => [row.fromPath, `${row.toPath} ${row.statusCode}`]));
const book = async () => addressBook(await listLanguages());
/** What a path shows: a site page's fixed route shows the default language's, any other path goes through the resolver. */
const served = async (path: string) => {
  const site = sitePageByPath(path);
  if (site) return `${(await getSitePage(site.key))?.locale} ${site.key}`;
  const page = await findPublicPage(path, await book());
  return page && `${page.record.locale} ${page.record.systemKey ?? page.record.slug}`;
};

describe("making German the default language", () => {
  it("previews what moves: both languages' pages, the old addresses German takes over marked", async () => {
    const moves = await previewDefaultLanguage("de");
    expect(moves.find((move) => move.from === "/de/leistungen")).toEqual({ from: "/de/leistungen", to: "/services", locale: "de", takenOver: false });
    expect(moves.find((move) => move.from === "/services" && move.locale === "en")).toEqual({ from: "/services", to: "/en/services", locale: "en", takenOver: true });
    expect(moves.find((move) => move.from === "/deals")).toEqual({ from: "/deals", to: "/en/deals", locale: "en", takenOver: false });
    // Eleven site pages in each of the two languages (/request-a-quote since issue S), and the published CMS page; the draft and Hong Kong Chinese stay.
    expect(moves).toHaveLength(23);
    expect(moves.some((move) => move.locale === "zh-HK" || move.from.includes("draft"))).toBe(false);
    expect(await previewDefaultLanguage("en")).toEqual([]);
  });

  it("swaps the prefixes, redirects every address that moved, in one audited change", async () => {
    const language = await makeGermanDefault();
    expect(language).toMatchObject({ tag: "de", isDefault: true, moved: 23 });
    expect((await listLanguages()).map((l) => `${l.tag}${l.isDefault ? " (default)" : ` /${l.urlPrefix}`}`)).toEqual(["de (default)", "en /en", "zh-HK /zh-hk"]);

    expect(await served("/services")).toBe("de services");
    expect(await served("/en/services")).toBe("en services");
    expect(await served("/en")).toBe("en home");
    expect(await served("/en/deals")).toBe("en deals");
    expect(await served("/zh-hk")).toBe("zh-HK home");
    expect(await served("/de/leistungen")).toBeNull();

    const after = await redirects();
    expect(after["/de/leistungen"]).toBe("/services 301");
    expect(after["/de"]).toBe("/ 301");
    expect(after["/de/kontakt"]).toBe("/contact 301");
    expect(after["/deals"]).toBe("/en/deals 301");
    // No chain: the redirect that led to /deals leads to where the page is now.
    expect(after["/old-deals"]).toBe("/en/deals 301");
    // What the new default answers at is never redirected.
    expect(after["/services"]).toBeUndefined();
    expect(after["/"]).toBeUndefined();

    const audit = await testDb().db.selectFrom("audit_log").select(["action", "target_id", "summary"]).execute();
    expect(audit).toEqual([{ action: "language.default", target_id: "de", summary: "Made German the default language; 23 addresses moved" }]);
  });

  it("moves the settings with it: the main row is German's, English keeps its words under /en, and links follow their pages", async () => {
    const before = (await getSiteSettings()).version;
    await makeGermanDefault();
    const german = await getSiteSettingsIn("de");
    const english = await getSiteSettingsIn("en");
    expect(german.headerLinks.map((link) => link.href)).toEqual(["/", "/services", "/case-studies", "/how-it-works", "/contact"]);
    expect(german.headerLinks[0]!.label).not.toBe("Home");
    expect(english.headerLinks.map((link) => `${link.label} ${link.href}`)).toEqual(["Home /en", "Services /en/services", "Case Studies /en/case-studies", "How It Works /en/how-it-works", "Contact /en/contact"]);
    expect(english.serviceLinks[0]!.href).toBe("/en/services#test-buying");
    expect((await getSiteSettingsIn("zh-HK")).headerLinks[1]!.href).toBe("/zh-hk/services");
    // A form opened before the change cannot save over it.
    expect((await getSiteSettings()).version).toBeGreaterThan(before);
    expect(await testDb().db.selectFrom("site_settings").select("id").where("id", "=", "site:de").executeTakeFirst()).toBeUndefined();
  });

  it("points every page's links at where their pages are now, each page changed saved as a new version with a revision", async () => {
    const { db } = testDb();
    await db.updateTable("pages").set({ content: JSON.stringify({ html: '<p>See <a href="/services#test-buying">our services</a> and <a href="/nowhere">this</a>.</p>' }) }).where("id", "=", "p-deals").execute();
    const linksOf = async (locale: string, key: string) => {
      const row = await db.selectFrom("pages").select(["content", "version"]).where("locale", "=", locale).where("system_key", "=", key).executeTakeFirstOrThrow();
      return { hrefs: [...JSON.stringify(row.content).matchAll(/"(?:href|buttonLink|primaryButtonLink|secondaryButtonLink|link|linkUrl)":"([^"]*)"/g)].map((match) => match[1]!), version: row.version };
    };
    const englishBefore = await linksOf("en", "home");
    const germanBefore = await linksOf("de", "home");
    expect(englishBefore.hrefs).toContain("/services");
    expect(germanBefore.hrefs).toContain("/de/leistungen");

    await makeGermanDefault();
    const english = await linksOf("en", "home");
    const germanAfter = await linksOf("de", "home");
    expect(english.hrefs).toEqual(englishBefore.hrefs.map((href) => (href === "/" ? "/en" : href.replace(/^\/(?=[a-z])/, "/en/"))));
    expect(germanAfter.hrefs).toContain("/services");
    expect(germanAfter.hrefs.some((href) => href.startsWith("/de"))).toBe(false);
    expect(english.version).toBe(englishBefore.version + 1);
    const deals = await db.selectFrom("pages").select(["content", "version"]).where("id", "=", "p-deals").executeTakeFirstOrThrow();
    expect(JSON.stringify(deals.content)).toContain('href=\\"/en/services#test-buying\\"');
    expect(JSON.stringify(deals.content)).toContain('href=\\"/nowhere\\"');
    expect(deals.version).toBe(2);
    const revisions = await db.selectFrom("page_revisions").select(["page_id", "version", "saved_by_email"]).where("page_id", "=", "p-deals").execute();
    expect(revisions).toEqual([{ page_id: "p-deals", version: 2, saved_by_email: "ana@brandcheck.test" }]);
  });

  it("keeps the old default's header and footer for a new default that has none of its own, its links on the new default's pages", async () => {
    await testDb().db.deleteFrom("site_settings").where("id", "=", "site:de").execute();
    await makeGermanDefault();
    const german = await getSiteSettingsIn("de");
    expect(german.headerLinks.map((link) => `${link.label} ${link.href}`)).toEqual(["Home /", "Services /services", "Case Studies /case-studies", "How It Works /how-it-works", "Contact /contact"]);
    expect((await getSiteSettingsIn("en")).headerLinks[1]!.href).toBe("/en/services");
  });

  it("and back again: English is served where it was, and the German addresses redirect to where they are", async () => {
    await makeGermanDefault();
    await makeDefaultLanguage("en", admin(), { moveAddresses: movePublicAddresses });
    expect(await served("/services")).toBe("en services");
    expect(await served("/de/leistungen")).toBe("de services");
    expect(await served("/deals")).toBe("en deals");
    const after = await redirects();
    // Each address answers again, so the redirects from it went; the ones from the moved German addresses lead on.
    for (const path of ["/deals", "/de/leistungen", "/de", "/en/deals"]) expect(after[path], path).toBe(path === "/en/deals" ? "/deals 301" : undefined);
    expect(after["/old-deals"]).toBe("/deals 301");
    expect((await getSiteSettingsIn("en")).headerLinks[1]!.href).toBe("/services");
    expect((await getSiteSettingsIn("de")).headerLinks[1]!.href).toBe("/de/leistungen");
  });

  it("refuses when English's prefix is a German page's address, or a German website page is not published, and changes nothing", async () => {
    await insertPage("p-en", "de", "en", true, "Englisch lernen");
    await expect(makeGermanDefault()).rejects.toThrow(/English would be served at \/en, which is the address of the German page "Englisch lernen"/);
    await testDb().db.deleteFrom("pages").where("id", "=", "p-en").execute();
    await testDb().db.updateTable("pages").set({ is_published: false }).where("locale", "=", "de").where("system_key", "=", "contact").execute();
    await expect(makeGermanDefault()).rejects.toBeInstanceOf(LanguageError);
    await expect(makeGermanDefault()).rejects.toThrow("Missing or not published: /contact.");
    expect((await listLanguages()).find((l) => l.isDefault)?.tag).toBe("en");
    expect(Object.keys(await redirects())).toEqual(["/old-deals"]);
    expect((await getSiteSettingsIn("en")).headerLinks[1]!.href).toBe("/services");
    expect(await testDb().db.selectFrom("audit_log").select("id").execute()).toEqual([]);
  });
});

