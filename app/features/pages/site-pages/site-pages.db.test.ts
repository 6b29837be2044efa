import { describe, expect, it } from "vitest";
import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { PageError } from "../cms/page-error.ts";
import { importSeedPages } from "../pages-list/page-seeding.server.ts";
import { createPage, deletePage, getPublishedPageBySlug, listPages, listPublishedPagesForSitemap, slugTakenMessage, updatePage } from "../cms/pages.server.ts";
import { contactBlockDefaults } from "#app/sections/contact-block/schema.ts";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import { PageInput, type PageRecord } from "../cms/schema.ts";
import { ensureShippedIllustrations, ensureSitePages, ensureSitePageTranslations, sitePageSeedIn } from "./site-pages-seed.server.ts";
import { getSitePage, resetSitePage } from "./site-pages.server.ts";
import { SITE_PAGE_CANNOT_DELETE, SITE_PAGES, type SitePageKey } from "./site-pages.ts";

const { testDb, editor } = setUpPagesTestDb();

const SEEDED: SitePageKey[] = SITE_PAGES.map((page) => page.key).filter((key) => sitePageSeed(key));

async function sitePage(key: SitePageKey) {
  const page = await getSitePage(key);
  if (!page) throw new Error(`${key} not seeded`);
  return page;
}

async function rejection(promise: Promise<unknown>): Promise<PageError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PageError)) throw new Error(`Expected a PageError, got ${String(error)}`);
  return error;
}

const edited = (title: string) =>
  PageInput.parse({ title, slug: "moved-away", metaDescription: "Changed.", isPublished: false, content: { sections: [] } });

describe("site pages", () => {
  it("are seeded once, published, with the seed's content and a first revision", async () => {
    expect(await ensureSitePages(testDb().db)).toEqual(SEEDED);
    expect(await ensureSitePages(testDb().db)).toEqual([]);
    const privacy = await sitePage("privacy-policy");
    expect(privacy).toMatchObject({ systemKey: "privacy-policy", slug: "privacy-policy", isPublished: true, version: 1, title: "Privacy Policy" });
    expect(privacy.content).toEqual({ sections: sitePageSeed("privacy-policy")!.sections });
    const revisions = await testDb().db.selectFrom("page_revisions").select("page_id").execute();
    expect(revisions).toHaveLength(SEEDED.length);
  });

  it("stay out of the Pages list, the /{slug} route and the CMS part of the sitemap", async () => {
    await ensureSitePages(testDb().db);
    expect((await listPages()).total).toBe(0);
    expect(await getPublishedPageBySlug("privacy-policy")).toBeNull();
    expect(await listPublishedPagesForSitemap()).toEqual([]);
  });

  it("keep their path and stay published whatever a save sends", async () => {
    await ensureSitePages(testDb().db);
    const page = await sitePage("terms-of-service");
    const saved = await updatePage(page.id, edited("Terms"), page.version, editor());
    expect(saved).toMatchObject({ slug: "terms-of-service", isPublished: true, title: "Terms", version: 2 });
  });

  it("seeding moves aside a CMS page that holds a site page's slug, instead of leaving the site page out", async () => {
    const staff = await createPage(PageInput.parse({ title: "Our Stories", slug: "case-study-1", isPublished: true, content: { html: "<p>Ours</p>" } }), editor());

    expect(await ensureSitePages(testDb().db)).toEqual(SEEDED);

    expect(await testDb().db.selectFrom("pages").select(["slug", "is_published", "system_key"]).where("id", "=", staff.id).executeTakeFirst()).toEqual({
      slug: "case-study-1-imported",
      is_published: false,
      system_key: null,
    });
    expect(await sitePage("case-study-1")).toMatchObject({ slug: "case-study-1", isPublished: true, title: "Reducing Product Returns for an Electronics Retailer" });
    const summaries = (await testDb().db.selectFrom("audit_log").select("summary").execute()).map((row) => row.summary);
    expect(summaries).toContain('Moved page "Our Stories" from /case-study-1 to /case-study-1-imported as a draft: the website\'s own page now uses /case-study-1');
  });

  it("cannot be deleted", async () => {
    await ensureSitePages(testDb().db);
    const page = await sitePage("privacy-policy");
    const error = await rejection(deletePage(page.id, editor()));
    expect([error.status, error.message]).toEqual([409, SITE_PAGE_CANNOT_DELETE]);
    expect(await getSitePage("privacy-policy")).not.toBeNull();
  });

  it("hold their slug: a new page cannot take it", async () => {
    await ensureSitePages(testDb().db);
    const error = await rejection(createPage(PageInput.parse({ title: "Privacy", slug: "privacy-policy", isPublished: true, content: { html: "" } }), editor()));
    expect([error.status, error.message]).toEqual([409, slugTakenMessage("privacy-policy")]);
  });

  it("Reset to default brings back the seed as a new revision, audited, and refuses an outdated version", async () => {
    await ensureSitePages(testDb().db);
    const page = await sitePage("privacy-policy");
    const changed = await updatePage(page.id, edited("Changed"), page.version, editor());
    expect((await rejection(resetSitePage(page.id, page.version, editor()))).status).toBe(409);

    const reset = await resetSitePage(page.id, changed.version, editor());
    expect(reset).toMatchObject({ title: "Privacy Policy", version: 3, content: { sections: sitePageSeed("privacy-policy")!.sections } });
    expect((await testDb().db.selectFrom("page_revisions").select("version").where("page_id", "=", page.id).orderBy("version").execute()).map((r) => r.version)).toEqual([1, 2, 3]);
    const [entry] = await listRecentAudit(1);
    expect(entry).toMatchObject({ action: "page.reset", summary: 'Reset page "Privacy Policy" (/privacy-policy) to default' });
  });

  it("are found by Import Website Pages, which adds no page behind or beside them", async () => {
    await ensureSitePages(testDb().db);
    await importSeedPages(editor());
    const { pages } = await listPages();
    const siteSlugs = new Set<string>(SITE_PAGES.filter((page) => SEEDED.includes(page.key)).map((page) => page.slug));
    expect(pages.filter((page) => siteSlugs.has(page.slug))).toEqual([]);
  });

  it("take a Contact Form section; the contact block is refused on a CMS page, however the save was made", async () => {
    await ensureSitePages(testDb().db);
    const contact = await sitePage("contact");
    const withForm = PageInput.parse({ ...edited("Contact"), content: { sections: [...("sections" in contact.content ? contact.content.sections : []), contactDefaults(1)] } });
    const saved = await updatePage(contact.id, withForm, contact.version, editor());
    expect("sections" in saved.content && saved.content.sections.map((section) => section.type)).toEqual(["contact-block", "contact"]);

    const crafted = PageInput.parse({ title: "Our contact page", slug: "our-contact", isPublished: true, content: { sections: [contactBlockDefaults(0)] } });
    const error = await rejection(createPage(crafted, editor()));
    expect(error).toMatchObject({ status: 400, message: "The Contact Page section can only be placed on the website's own pages." });
    expect(await getPublishedPageBySlug("our-contact")).toBeNull();
  });
});

describe("site pages in other languages (issue Q)", () => {
  const translations = () => testDb().db.selectFrom("pages").select(["locale", "system_key", "slug", "is_published", "source_version", "translation_key"]).where("locale", "!=", "en");
  const cta = (page: { content: unknown }) => JSON.stringify(page.content).match(/"buttonLink":"([^"]+)"/g);

  it("are seeded from the shipped German and Hong Kong Chinese, published, in the site page's translation group, with links to their own language's pages", async () => {
    await ensureSitePages(testDb().db);
    const added = await ensureSitePageTranslations(testDb().db);
    // Every page in both languages, and each language's header and footer.
    expect(added).toHaveLength(2 * SEEDED.length + 2);
    expect(added).toEqual(expect.arrayContaining(["de:services", "zh-HK:home", "de:settings", "zh-HK:settings"]));
    expect(await ensureSitePageTranslations(testDb().db)).toEqual([]);

    const services = await getSitePage("services", { locale: "de" });
    expect(services).toMatchObject({ locale: "de", slug: "leistungen", isPublished: true, translationKey: "site-page:services", sourceVersion: 1, title: "Leistungen" });
    expect(cta(services!)).toContain('"buttonLink":"/de/angebot-anfordern"');
    expect(JSON.stringify(services!.content)).not.toContain('"buttonLink":"/contact"');
    const home = await getSitePage("home", { locale: "zh-HK" });
    expect(home).toMatchObject({ locale: "zh-HK", slug: "home", isPublished: true });
    expect(JSON.stringify(home!.content)).toContain('"primaryButtonLink":"/zh-hk/contact"');
    // The English page is untouched, and no English words are under the other languages' addresses.
    expect(await sitePage("services")).toMatchObject({ locale: "en", slug: "services", translationKey: "site-page:services", sourceVersion: null, title: "Services" });
    expect(JSON.stringify((await getSitePage("contact", { locale: "de" }))!.content)).not.toContain("Get in Touch");
  });

  it("start as drafts where the default language's page was edited since it was seeded, and come only for languages with shipped content", async () => {
    await ensureSitePages(testDb().db);
    const contact = await sitePage("contact");
    await updatePage(contact.id, PageInput.parse({ ...edited("Talk to us"), content: contact.content }), contact.version, editor());
    await testDb().db.insertInto("site_languages").values({ tag: "fr", native_name: "Français", url_prefix: "fr", direction: "ltr", enabled: true, is_default: false, position: 9, created_at: "2026-11-01T00:00:00.000Z", updated_at: "2026-11-01T00:00:00.000Z" }).execute();
    try {
      await ensureSitePageTranslations(testDb().db);
      expect(await translations().where("system_key", "=", "contact").orderBy("locale").execute()).toEqual([
        { locale: "de", system_key: "contact", slug: "kontakt", is_published: false, source_version: 1, translation_key: "site-page:contact" },
        { locale: "zh-HK", system_key: "contact", slug: "contact", is_published: false, source_version: 1, translation_key: "site-page:contact" },
      ]);
      expect(await translations().where("locale", "=", "fr").execute()).toEqual([]);
    } finally {
      await testDb().db.deleteFrom("site_languages").where("tag", "=", "fr").execute();
    }
  });

  it("may be unpublished, and Reset to default brings back their own language's seed and slug", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    const page = (await getSitePage("privacy-policy", { locale: "de" }))!;
    const saved = await updatePage(page.id, edited("Datenschutz (Entwurf)"), page.version, editor());
    expect(saved).toMatchObject({ slug: "moved-away", isPublished: false, locale: "de" });
    const reset = await resetSitePage(page.id, saved.version, editor());
    expect(reset).toMatchObject({ title: page.title, content: page.content, slug: "datenschutz", isPublished: false, locale: "de" });
  });

  it("Reset to default gives a shipped case study its shipped fields back, keeping the date it shows as published", async () => {
    await ensureSitePages(testDb().db);
    const study = (await getSitePage("case-study-1"))!;
    const shipped = study.fields;
    const changed = { ...shipped, region: shipped.region === "latin-america" ? "global" : "latin-america", outcomes: [], quote: { text: "Changed.", name: "", role: "" }, publishedAt: "2026-02-03T00:00:00.000Z" };
    const saved = await updatePage(study.id, saveOf(study, { fields: changed }), study.version, editor());
    expect(saved.fields).toMatchObject({ region: changed.region, outcomes: [] });

    const reset = await resetSitePage(study.id, saved.version, editor());
    expect(reset.fields).toEqual({ ...shipped, publishedAt: "2026-02-03T00:00:00.000Z" });
  });

  it("have a slug of their own: a published one that moves leaves a 301 under the language's prefix, and Reset to default moves it back", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    const services = (await getSitePage("services", { locale: "de" }))!;
    expect(services).toMatchObject({ slug: "leistungen", isPublished: true });
    const moved = await updatePage(services.id, saveOf(services, { slug: "neu", isPublished: true }), services.version, editor());
    expect(moved).toMatchObject({ slug: "neu", isPublished: true, locale: "de" });
    expect(await redirectsFrom("/de/leistungen")).toEqual([{ to_path: "/de/neu", status_code: 301 }]);

    const reset = await resetSitePage(services.id, moved.version, editor());
    expect(reset).toMatchObject({ slug: "leistungen", isPublished: true });
    // No chain and nothing hiding the page: the old address is the page again, the moved one leads back.
    expect(await redirectsFrom("/de/leistungen")).toEqual([]);
    expect(await redirectsFrom("/de/neu")).toEqual([{ to_path: "/de/leistungen", status_code: 301 }]);
  });

  it("keep the fixed address where it is the route: every site page in the default language, and the home page in every language", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    const english = await sitePage("services");
    expect(await updatePage(english.id, saveOf(english, { slug: "neu" }), english.version, editor())).toMatchObject({ slug: "services" });
    const home = (await getSitePage("home", { locale: "de" }))!;
    expect(await updatePage(home.id, saveOf(home, { slug: "start" }), home.version, editor())).toMatchObject({ slug: "home" });
    expect([...(await redirectsFrom("/services")), ...(await redirectsFrom("/de/home"))]).toEqual([]);
  });

  it("refuse a translated slug another page of the language has, on save and on Reset to default", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    const services = (await getSitePage("services", { locale: "de" }))!;
    const taken = await rejection(updatePage(services.id, saveOf(services, { slug: "kontakt" }), services.version, editor()));
    expect({ status: taken.status, message: taken.message }).toEqual({ status: 409, message: slugTakenMessage("kontakt") });

    const moved = await updatePage(services.id, saveOf(services, { slug: "neu" }), services.version, editor());
    await createPage(PageInput.parse({ title: "Leistungen (alt)", slug: "leistungen", metaDescription: "", isPublished: false, content: { sections: [] } }), editor(), { locale: "de" });
    const refused = await rejection(resetSitePage(services.id, moved.version, editor()));
    expect({ status: refused.status, message: refused.message }).toEqual({ status: 409, message: slugTakenMessage("leistungen") });
    expect((await getSitePage("services", { locale: "de" }))!).toMatchObject({ slug: "neu", version: moved.version });
  });

  it("show their own language's copies of the illustrations with words drawn in, seeded and after Reset to default", async () => {
    await ensureSitePages(testDb().db);
    await ensureSitePageTranslations(testDb().db);
    expect(await images("home", "en")).toContain("/images/hero-illustration.svg");
    expect(await images("home", "de")).toContain("/images/de/hero-illustration.svg");
    expect(await images("home", "de")).not.toContain("/images/hero-illustration.svg");
    expect(await images("case-study-1", "zh-HK")).toEqual(expect.arrayContaining(["/images/zh-hk/case-study-1.svg", "/images/zh-hk/case-study-2.svg"]));
    // An illustration without words stays the one picture for every language (its "More Case Studies" card).
    expect(await images("case-study-1", "zh-HK")).toContain("/images/case-study-3.svg");

    const home = (await getSitePage("home", { locale: "de" }))!;
    const saved = await updatePage(home.id, edited("Startseite"), home.version, editor());
    await resetSitePage(home.id, saved.version, editor());
    expect(await images("home", "de")).toContain("/images/de/hero-illustration.svg");
  });

  it("take their language's illustrations on an install seeded before there were any, where nobody has touched the page since", async () => {
    const { db } = testDb();
    await ensureSitePages(db);
    await ensureSitePageTranslations(db);
    // What such an install holds: the translations as seeded then, with the English illustrations, and their one revision.
    const english = (content: unknown) => JSON.parse(JSON.stringify(content).replace(/\/images\/(?:de|zh-hk)\//g, "/images/")) as unknown;
    for (const [key, locale] of [["home", "de"], ["case-studies", "de"], ["case-study-1", "zh-HK"], ["home", "en"]] as const) {
      const page = (await getSitePage(key, { locale }))!;
      await db.updateTable("pages").set({ content: JSON.stringify(english(page.content)) }).where("id", "=", page.id).execute();
      await db.updateTable("page_revisions").set({ content: JSON.stringify(english(page.content)) }).where("page_id", "=", page.id).execute();
    }
    // Staff edited the German case studies page since: it keeps what they saved, English pictures and all.
    const studies = (await getSitePage("case-studies", { locale: "de" }))!;
    const studiesSaved = await updatePage(studies.id, saveOf(studies, { title: "Fallstudien (neu)" }), studies.version, editor());
    // A Chinese page someone made with Translate, its maker since deleted: version 1 and no author, but not the seeding's.
    const chineseHome = (await getSitePage("home", { locale: "zh-HK" }))!;
    await db.updateTable("pages").set({ content: JSON.stringify(english(chineseHome.content)) }).where("id", "=", chineseHome.id).execute();
    await db.updateTable("page_revisions").set({ saved_by_email: "gone@brandcheck.test" }).where("page_id", "=", chineseHome.id).execute();
    const untouched = async () => Object.fromEntries((await db.selectFrom("pages").select(["id", "content", "version"]).where("id", "in", [studies.id, chineseHome.id]).execute()).map((row) => [row.id, row]));
    const before = await untouched();

    expect((await ensureShippedIllustrations(db)).sort()).toEqual(["de:home", "zh-HK:case-study-1"]);

    const germanHome = (await getSitePage("home", { locale: "de" }))!;
    expect(await images("home", "de")).toContain("/images/de/hero-illustration.svg");
    expect(await images("case-study-1", "zh-HK")).toEqual(expect.arrayContaining(["/images/zh-hk/case-study-1.svg", "/images/zh-hk/case-study-2.svg", "/images/case-study-3.svg"]));
    // As Reset to default would have it, a new version with a revision by no one.
    expect(germanHome.content).toEqual({ sections: sitePageSeedIn("home", { tag: "de", url_prefix: "de", is_default: false })!.seed.sections });
    expect(germanHome.version).toBe(2);
    expect(await db.selectFrom("page_revisions").select(["version", "saved_by_email"]).where("page_id", "=", germanHome.id).orderBy("version").execute()).toEqual([
      { version: 1, saved_by_email: null },
      { version: 2, saved_by_email: null },
    ]);
    // The default language's page, the page staff edited and the one Translate made are as they were.
    expect(await images("home", "en")).toContain("/images/hero-illustration.svg");
    expect(await untouched()).toEqual(before);
    expect((await getSitePage("case-studies", { locale: "de" }))!.version).toBe(studiesSaved.version);
    // At the next start there is nothing left to do.
    expect(await ensureShippedIllustrations(db)).toEqual([]);
  });
});

/** The illustrations a site page shows in a language. */
async function images(key: SitePageKey, locale: string) {
  return JSON.stringify((await getSitePage(key, { locale }))!.content).match(/\/images\/[^"]+\.svg/g);
}

/** What the editor sends back for a stored page, with `changes`. */
function saveOf(page: PageRecord, changes: Partial<PageInput>): PageInput {
  return PageInput.parse({ title: page.title, slug: page.slug, metaDescription: page.metaDescription, isPublished: page.isPublished, content: page.content, seo: page.seo, ...changes });
}

async function redirectsFrom(path: string) {
  return testDb().db.selectFrom("redirects").select(["to_path", "status_code"]).where("from_path", "=", path).execute();
}
