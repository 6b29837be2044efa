import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { up as migrateCaseStudies } from "#app/db/migrations/0027-case-study-collection.ts";
import { listCollectionAdmin } from "#app/features/pages/pages-list/collection-admin-list.server.ts";
import { CaseStudyFields } from "#app/features/collections/collections.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { mediaUses } from "#app/features/media/media.server.ts";
import { listSitemapEntries } from "#app/features/seo/public-paths.server.ts";
import { insertStaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { createPage, updatePage } from "../cms/pages.server.ts";
import { PageInput } from "../cms/schema.ts";
import { pagePublicPath } from "../page-address.ts";
import { findPublicPage } from "../public-page.server.ts";
import { ensureSearchIndex } from "../search/page-search-index.server.ts";
import { searchSite } from "../search/site-search.server.ts";
import { loadSitePage } from "../site-pages/site-page-loader.server.ts";
import { ensureSitePages, ensureSitePageTranslations } from "../site-pages/site-pages-seed.server.ts";
import { createTranslation } from "../translating/create-translation.server.ts";
import { caseStudyPageData, findPublicCaseStudy } from "./case-studies-public.server.ts";

// Case studies become a collection (issue R, docs/decisions/039-collections.md, migration 0027).

let t: TestDb;
afterEach(() => t?.cleanup());

const KEYS = ["case-study-1", "case-study-2", "case-study-3"];
const book = async () => addressBook(await listLanguages(t.db));

type Section = Record<string, unknown> & { type: string };
const sectionsOf = (content: unknown): Section[] => (typeof content === "string" ? JSON.parse(content) : content).sections;

async function caseStudyRows() {
  const rows = await t.db.selectFrom("pages").selectAll().where("system_key", "in", KEYS).orderBy("system_key").orderBy("locale").execute();
  return rows.map((row) => ({ ...row, fields: typeof row.fields === "string" ? JSON.parse(row.fields) : row.fields, content: sectionsOf(row.content) }));
}

/** Rewrites one section of a site page's row by hand, as an edit made before 0027 left it. */
async function editSection(key: string, locale: string, type: string, change: (section: Section) => Section) {
  const row = await t.db.selectFrom("pages").select(["id", "content"]).where("system_key", "=", key).where("locale", "=", locale).executeTakeFirstOrThrow();
  const sections = sectionsOf(row.content).map((section) => (section.type === type ? change(section) : section));
  await t.db.updateTable("pages").set({ content: JSON.stringify({ sections }), version: 2 }).where("id", "=", row.id).execute();
}

/**
 * The Case Studies page as the seeding wrote it before issue R: hand-made cards, one a case study of
 * its language (its body's picture, tags, title and summary, linking to its address), where the
 * Collection List is now.
 */
async function withHandMadeCards() {
  const studies = await caseStudyRows();
  const listings = await t.db.selectFrom("pages").select(["id", "locale", "content"]).where("system_key", "=", "case-studies").execute();
  for (const listing of listings) {
    const prefix = listing.locale === "en" ? "" : `/${listing.locale.toLowerCase()}`;
    const items = studies
      .filter((row) => row.locale === listing.locale)
      .map((row) => {
        const body = row.content.find((section) => section.type === "case-study-body")!;
        return { id: row.system_key, image: body.image, imageAlt: body.imageAlt, tags: body.tags, title: body.title, description: body.summary, link: listing.locale === "en" ? `/${row.system_key}` : `${prefix}/${row.slug}` };
      });
    const sections = sectionsOf(listing.content).map((section) =>
      section.type === "collection-list" ? { id: "case-studies-2", type: "case-study-cards", order: section.order, heading: section.heading, showHeading: false, layout: "grid", linkText: section.linkText, items } : section,
    );
    await t.db.updateTable("pages").set({ content: JSON.stringify({ sections }) }).where("id", "=", listing.id).execute();
  }
}

async function freshInstall() {
  t = await createTestDb({ asAppDatabase: true });
  await ensureSitePages(t.db, new Date("2026-11-01T08:00:00.000Z"));
  await ensureSitePageTranslations(t.db, new Date("2026-11-01T08:00:00.000Z"));
}

describe("0027 on a site whose case-study pages were edited", () => {
  it("makes them items with fields read from the pages, every word and address kept, and found by the search", async () => {
    t = await createTestDb({ asAppDatabase: true, migrate: false });
    // Today's seeding needs today's tables (the admin lists' index of 0028): the site is seeded on them,
    // its case studies put back as they were before 0027, and 0027's own step run over them.
    await migrateToLatest(t.db);
    await ensureSitePages(t.db, new Date("2026-03-01T08:00:00.000Z"));
    await ensureSitePageTranslations(t.db, new Date("2026-03-01T08:00:00.000Z"));
    // Before 0027 the seeding wrote them as pages, and the Case Studies page's cards by hand.
    await t.db.updateTable("pages").set({ collection: null, fields: "{}" }).where("system_key", "in", KEYS).execute();
    await withHandMadeCards();
    await editSection("case-study-1", "en", "case-study-body", (body) => ({ ...body, quote: "Returns fell faster than our forecasts dared to hope.", challenge: "Our own words about the challenge." }));
    await editSection("case-study-2", "de", "case-study-body", (body) => ({ ...body, figures: [{ id: "f1", value: "50 %", label: "schneller am Markt" }] }));
    await editSection("case-studies", "en", "case-study-cards", (cards) => ({
      ...cards,
      items: (cards.items as Array<Record<string, unknown>>).map((card) => (card.link === "/case-study-1" ? { ...card, description: "A retailer's returns, traced to the doorstep." } : card)),
    }));
    const before = await caseStudyRows();
    expect(before.map((row) => `${row.system_key}:${row.locale}`)).toEqual(KEYS.flatMap((key) => [`${key}:de`, `${key}:en`, `${key}:zh-HK`]));

    await migrateCaseStudies(t.db);

    const after = await caseStudyRows();
    for (const [index, row] of after.entries()) {
      const was = before[index]!;
      expect(row.collection, row.slug).toBe("case-studies");
      // Every word, address and version as it was: no translation turns outdated.
      expect({ ...row, collection: null, fields: {} }).toEqual({ ...was, collection: null, fields: {} });
      expect(CaseStudyFields.safeParse(row.fields).success, `${row.system_key}:${row.locale}`).toBe(true);
    }
    const fieldsOf = (key: string, locale: string) => after.find((row) => row.system_key === key && row.locale === locale)!.fields;
    expect(fieldsOf("case-study-1", "en")).toMatchObject({
      excerpt: "A retailer's returns, traced to the doorstep.",
      industry: "consumer-electronics",
      services: ["test-buying", "quality-control"],
      region: "europe",
      figures: [
        { value: "35%", label: "fewer product returns" },
        { value: "$2.1M", label: "annual savings" },
      ],
      quote: { text: "Returns fell faster than our forecasts dared to hope.", name: "Daniel Hughes", role: "Director of Own-Brand Products" },
      cover: { image: "/images/case-study-1.svg", alt: "Illustration of a returned electronics parcel with a downward trend chart" },
      publishedAt: "2026-03-01T08:00:00.000Z",
      featured: false,
    });
    expect(fieldsOf("case-study-1", "en").outcomes).toHaveLength(3);
    expect(fieldsOf("case-study-2", "de")).toMatchObject({ industry: "health-beauty", figures: [{ value: "50 %", label: "schneller am Markt" }] });
    // The German card's words (its link names the German address), not the English ones.
    const germanListing = sectionsOf((await t.db.selectFrom("pages").select("content").where("system_key", "=", "case-studies").where("locale", "=", "de").executeTakeFirstOrThrow()).content);
    const germanCard = (germanListing.find((section) => section.type === "case-study-cards")!.items as Array<{ link: string; description: string }>).find((card) => card.link === "/de/fallstudie-retouren-elektronikhandel");
    expect(fieldsOf("case-study-1", "de").excerpt).toBe(germanCard?.description);

    // The same addresses answer with the same page.
    const addresses = await book();
    for (const row of after) {
      const path = pagePublicPath({ locale: row.locale, slug: row.slug, systemKey: row.system_key, collection: row.collection }, addresses)!;
      if (row.locale === "en") expect(path).toBe(`/${row.system_key}`);
      else expect((await findPublicPage(path, addresses))?.record.id, path).toBe(row.id);
      expect(await findPublicCaseStudy(`/case-studies/${row.slug}`, addresses)).toBeNull();
    }
    expect(["/de/fallstudie-retouren-elektronikhandel", "/zh-hk/case-study-1"].map((path) => after.some((row) => pagePublicPath({ ...row, systemKey: row.system_key }, addresses) === path))).toEqual([true, true]);
    const english = await loadSitePage("case-study-1");
    expect(JSON.stringify(english.content)).toContain("Our own words about the challenge.");

    // The start mends the index rows 0027 marked, and the words are found in their language, as a case study at its old address.
    expect(await ensureSearchIndex(t.db)).toBeGreaterThanOrEqual(after.length);
    const found = await searchSite({ locale: "en", query: "forecasts dared", book: addresses }, t.db);
    expect(found.results.map((result) => [result.path, result.type])).toEqual([["/case-study-1", "case-studies"]]);
    expect((await searchSite({ locale: "de", query: "schneller am Markt", book: addresses }, t.db)).results.map((result) => result.path)).toContain("/de/fallstudie-konformitaet-kosmetikmarke");
  });
});

describe("a fresh install", () => {
  it("seeds the case studies as items, in the state 0027 gives an upgraded site", async () => {
    await freshInstall();
    const seeded = await caseStudyRows();
    expect(seeded).toHaveLength(9);
    for (const row of seeded) {
      expect(row.collection).toBe("case-studies");
      expect(CaseStudyFields.safeParse(row.fields).success).toBe(true);
    }
    await t.db.updateTable("pages").set({ collection: null, fields: "{}" }).where("system_key", "in", KEYS).execute();
    await migrateCaseStudies(t.db);
    expect(await caseStudyRows()).toEqual(seeded);
  });
});

describe("a case study made in the admin", () => {
  it("answers at /case-studies/{slug} and /{prefix}/case-studies/{slug}, and is listed, searched, in the sitemap and where its cover is used", async () => {
    await freshInstall();
    const editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
    const shipped = sectionsOf((await t.db.selectFrom("pages").select("content").where("system_key", "=", "case-study-2").where("locale", "=", "en").executeTakeFirstOrThrow()).content)[0];
    const body = { ...shipped, id: "story", order: 0, title: "Safer Toys for a Family Brand" };
    const input = PageInput.parse({
      title: "Safer Toys",
      slug: "toy-safety",
      isPublished: true,
      content: { sections: [body] },
      fields: { excerpt: "Lead-free paint on every line.", industry: "retail", services: ["compliance"], region: "europe", quote: { text: "Recalls stopped.", name: "", role: "" } },
    });
    const study = await createPage(input, editor, { collection: "case-studies" });
    const addresses = await book();
    expect(await findPublicCaseStudy("/case-study-1", addresses)).toBeNull();
    expect(await findPublicCaseStudy("/toy-safety", addresses)).toBeNull();
    expect(await findPublicCaseStudy("/case-studies/toy-safety/x", addresses)).toBeNull();
    const record = await findPublicCaseStudy("/case-studies/toy-safety", addresses);
    expect(record?.id).toBe(study.id);
    const data = await caseStudyPageData(record!, "/case-studies/toy-safety", addresses);
    expect(data).toMatchObject({ listing: "/case-studies", caseStudy: { excerpt: "Lead-free paint on every line.", industry: "Retail", services: ["Compliance Assessment"], region: "Europe" } });
    expect(data.page.metaDescription).toBe("Lead-free paint on every line.");

    const german = await createTranslation(study.id, "de", editor);
    const saved = await updatePage(german.id, PageInput.parse({ ...input, slug: "spielzeugsicherheit", fields: german.fields }), german.version, editor);
    expect(saved.slug).toBe("spielzeugsicherheit");
    const germanRecord = await findPublicCaseStudy("/de/case-studies/spielzeugsicherheit", await book());
    const germanData = await caseStudyPageData(germanRecord!, "/de/case-studies/spielzeugsicherheit", await book());
    expect(germanData.listing).toBe("/de/fallstudien");
    expect(germanData.caseStudy.industry).toBe("Einzelhandel");
    expect(germanData.alternates).toEqual([
      { tag: "en", path: "/case-studies/toy-safety" },
      { tag: "de", path: "/de/case-studies/spielzeugsicherheit" },
    ]);

    // The admin list: every case study of every language, the shipped ones at their old addresses.
    const list = await listCollectionAdmin("case-studies", { locale: "en" });
    expect(list.rows.map((row) => row.slug).sort()).toEqual(["case-study-1", "case-study-2", "case-study-3", "toy-safety"]);
    expect(list.rows.find((row) => row.slug === "case-study-1")).toMatchObject({ systemKey: "case-study-1", industry: "consumer-electronics" });

    // The search, in its language.
    expect((await searchSite({ locale: "en", query: "Recalls stopped", book: addresses })).results.map((result) => result.path)).toEqual(["/case-studies/toy-safety"]);
    // The sitemap: each with when it last changed.
    const entries = await listSitemapEntries();
    expect(entries.find((entry) => entry.path === "/case-studies/toy-safety")?.lastModified).toBeTruthy();
    expect(entries.find((entry) => entry.path === "/case-study-1")?.lastModified).toBeTruthy();
    expect(entries.find((entry) => entry.path === "/de/case-studies/spielzeugsicherheit")).toBeDefined();

    // Where a library image is used: a case study's cover counts.
    const mediaId = "0b6f5e0e-1111-4222-8333-444455556666";
    await t.db
      .updateTable("pages")
      .set({ fields: JSON.stringify({ ...study.fields, cover: { image: `/media/${mediaId}/abc/1280.webp`, alt: "Toys on a test bench" } }) })
      .where("id", "=", study.id)
      .execute();
    expect((await mediaUses(mediaId)).pages.map((page) => page.pageId)).toEqual([study.id]);
  });
});
