import { beforeEach, describe, expect, it } from "vitest";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { createPage, getPage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput, type PageRecord } from "#app/features/pages/cms/schema.ts";
import { ensureSitePages, ensureSitePageTranslations } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { createTranslation } from "#app/features/pages/translating/create-translation.server.ts";
import { databaseSnapshot } from "#tests/utils/db-snapshot.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import type { InlineValue, XliffUnitJs } from "./inline-value.ts";
import { readXliff } from "./xliff-document.ts";
import { exportXliff } from "./xliff-export.server.ts";
import { applyImport, planImport, SOURCE_CHANGED } from "./xliff-import.server.ts";
import { pageUnits } from "./page-units.ts";

const { testDb, editor } = setUpPagesTestDb();
// A moved page's redirect outlives the pages the shared set-up empties before each test.
beforeEach(() => testDb().db.deleteFrom("redirects").execute());

async function seeded() {
  await ensureSitePages(testDb().db);
  await ensureSitePageTranslations(testDb().db);
}

async function pageIn(locale: string, systemKey: string): Promise<PageRecord> {
  const row = await testDb().db.selectFrom("pages").select("id").where("locale", "=", locale).where("system_key", "=", systemKey).executeTakeFirstOrThrow();
  return (await getPage(row.id))!;
}

/** A saved change to the English page: the German translation is now outdated. */
async function touch(page: PageRecord, change: (input: PageInput) => PageInput = (input) => input) {
  const input = PageInput.parse({ title: page.title, slug: page.slug, metaDescription: page.metaDescription, isPublished: page.isPublished, content: page.content, seo: page.seo });
  return updatePage(page.id, change(input), page.version, editor());
}

/** What a translation tool does: reads the file, lets `translate` fill each target, writes it again. */
async function translated(xml: string, translate: (id: string, unit: XliffUnitJs) => InlineValue | undefined): Promise<Uint8Array> {
  const model = await xliff2js(xml, {});
  for (const units of Object.values(model.resources ?? {})) {
    for (const [id, unit] of Object.entries(units)) {
      const target = translate(id, unit);
      if (target !== undefined) unit.target = target;
    }
  }
  return new TextEncoder().encode(await js2xliff(model, { indent: "" }));
}

async function documentOf(bytes: Uint8Array) {
  const read = await readXliff(bytes);
  if (!read.ok) throw new Error(read.message);
  return read.document;
}

const richPage = () =>
  createPage(
    PageInput.parse({
      title: "Pricing",
      slug: "pricing",
      isPublished: true,
      content: { sections: [{ id: "t1", type: "text", order: 0, content: '<p>See <strong>our</strong> <a href="/contact">prices</a>.</p>' }, { id: "c1", type: "cta", order: 1, heading: "Ask us", buttonText: "Contact", buttonLink: "/contact" }] },
    }),
    editor(),
  );

describe("Export XLIFF", () => {
  it("writes every outdated German page, with the English text as source and the German as target", async () => {
    await seeded();
    const services = await touch(await pageIn("en", "services"));
    const { filename, xml } = await exportXliff({ lang: "de", status: "outdated" }, { now: new Date("2026-11-27T10:00:00Z") });
    expect(filename).toBe("brandcheck-de-outdated-2026-11-27.xlf");
    const model = await xliff2js(xml, {});
    expect(model).toMatchObject({ sourceLanguage: "en", targetLanguage: "de" });
    expect(Object.keys(model.resources!)).toEqual(["site-page:services"]);
    const units = model.resources!["site-page:services"]!;
    expect(units.title).toMatchObject({ source: services.title, target: (await pageIn("de", "services")).title, additionalAttributes: { "bc:sourceVersion": String(services.version) } });
    // A translated site page's slug is its own, translated like a CMS page's. Section texts are units named by section id.
    expect(units.slug).toMatchObject({ source: "services", target: "leistungen", note: "URL slug" });
    expect(Object.keys(units).some((id) => /^s\.[\w-]+\.heading$/.test(id) || /^s\.[\w-]+\.title$/.test(id))).toBe(true);
  });

  it("writes one page, rich text as codes, and refuses a language the site does not have", async () => {
    await seeded();
    const pricing = await richPage();
    const { filename, xml } = await exportXliff({ lang: "de", page: pricing.id }, { now: new Date("2026-11-27T10:00:00Z") });
    expect(filename).toBe("brandcheck-de-pricing-2026-11-27.xlf");
    expect(xml).toContain('<unit id="s.t1.content"');
    expect(xml).not.toContain('href="/contact"');
    await expect(exportXliff({ lang: "fr", status: "all" })).rejects.toMatchObject({ status: 404 });
    await expect(exportXliff({ lang: "en", status: "all" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("Import XLIFF", () => {
  it("a round trip changes the German translation and nothing else, byte for byte", async () => {
    await seeded();
    const source = await touch(await pageIn("en", "services"));
    const before = await pageIn("de", "services");
    const { xml } = await exportXliff({ lang: "de", status: "outdated" });
    const file = await translated(xml, (id, unit) => (id === "title" ? "Unsere Leistungen (neu)" : unit.target));
    const document = await documentOf(file);

    const snapshot = await databaseSnapshot(testDb().db);
    const { plan } = await planImport(document);
    expect(plan.pages).toHaveLength(1);
    expect(plan.pages[0]).toMatchObject({ complete: true, flagged: [], refused: [], changes: [{ id: "title", source: source.title, current: before.title, next: "Unsere Leistungen (neu)" }] });
    expect(await databaseSnapshot(testDb().db)).toEqual(snapshot);

    await applyImport(document, plan.fingerprint, editor());
    const after = await pageIn("de", "services");
    expect(after).toMatchObject({ title: "Unsere Leistungen (neu)", version: before.version + 1, sourceVersion: source.version, content: before.content, slug: before.slug, isPublished: before.isPublished });

    // Every other row of every table is as it was; the translation, its new revision, its search index row and the audit entries are the only writes.
    const now = await databaseSnapshot(testDb().db);
    for (const [table, rows] of snapshot) {
      // The search index (with SQLite's FTS5 tables over it) follows the translation's new words.
      if (table === "pages" || table === "page_revisions" || table === "audit_log" || /^(page_search|page_admin_search|search_terms)/.test(table)) continue;
      expect(now.get(table), table).toBe(rows);
    }
    const without = (rows: string, id: string) => rows.split("\n").filter((row) => !row.includes(`"id":"${id}"`)).join("\n");
    expect(without(now.get("pages")!, after.id)).toBe(without(snapshot.get("pages")!, after.id));
    const indexed = await testDb().db.selectFrom("page_search").select(["page_id", "title", "version"]).where("locale", "=", "de").execute();
    expect(indexed.filter((row) => row.page_id === after.id)).toEqual([{ page_id: after.id, title: "Unsere Leistungen (neu)", version: after.version }]);
    expect(without(now.get("page_search")!.replaceAll('"page_id"', '"id"'), after.id)).toBe(without(snapshot.get("page_search")!.replaceAll('"page_id"', '"id"'), after.id));
    const revisions = await testDb().db.selectFrom("page_revisions").select(["page_id", "version"]).where("page_id", "=", after.id).orderBy("version").execute();
    expect(revisions.at(-1)).toEqual({ page_id: after.id, version: after.version });
    expect(now.get("page_revisions")!.split("\n")).toHaveLength(snapshot.get("page_revisions")!.split("\n").length + 1);
    // The English save, the German page's update and the import's own entry.
    const audit = await testDb().db.selectFrom("audit_log").select(["action", "summary"]).execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(["page.update", "page.update", "translation.import"]);
    expect(audit.find((entry) => entry.action === "translation.import")!.summary).toBe("Imported XLIFF into German: 1 texts on 1 page");
  });

  it("refuses unknown pages and units and markup the source does not have, and holds back texts whose source changed", async () => {
    await seeded();
    const pricing = await richPage();
    const { xml } = await exportXliff({ lang: "de", page: pricing.id });
    const file = await translated(xml, (id) => {
      if (id === "title") return "Preise";
      if (id === "s.c1.heading") return "Fragen Sie uns";
      if (id === "s.t1.content") return [{ Span: { id: "1", contents: ["Siehe ", { Span: { id: "9", contents: "hier" } }] } }];
      return undefined;
    });
    const withExtras = new TextDecoder()
      .decode(file)
      .replace("</file>", '<unit id="s.nope.heading" bc:sourceVersion="1" xmlns:bc="urn:brandcheck:xliff:1"><segment><source>x</source><target>y</target></segment></unit></file><file id="no-such-page"><unit id="title"><segment><source>a</source><target>b</target></segment></unit></file>');
    // The English heading changes after the export: its German is held back.
    await touch(pricing, (input) => ({ ...input, content: { sections: [(input.content as { sections: never[] }).sections[0]!, { id: "c1", type: "cta", order: 1, heading: "Ask us anything", buttonText: "Contact", buttonLink: "/contact" }] } }));

    const { plan } = await planImport(await documentOf(new TextEncoder().encode(withExtras)));
    expect(plan.refusedFiles).toEqual([{ id: "no-such-page", reason: expect.stringMatching(/No page of the site/) }]);
    const [page] = plan.pages;
    expect(page!.changes.map((change) => change.id)).toEqual(["title"]);
    expect(page!.flagged).toEqual([{ id: "s.c1.heading", label: "Call to Action · heading", reason: SOURCE_CHANGED }]);
    expect(page!.refused.map((unit) => [unit.id, unit.reason])).toEqual([
      ["s.t1.content", expect.stringMatching(/code the source does not have \(pc 9\)/)],
      ["s.nope.heading", expect.stringMatching(/no text with this id/)],
    ]);
    expect(page).toMatchObject({ complete: false, translation: null });

    // Applied: a new German draft with the one text, English elsewhere, no source version (not every text was translated).
    await applyImport(await documentOf(new TextEncoder().encode(withExtras)), plan.fingerprint, editor());
    const german = await testDb().db.selectFrom("pages").selectAll().where("locale", "=", "de").where("translation_key", "=", pricing.translationKey).executeTakeFirstOrThrow();
    expect(german).toMatchObject({ title: "Preise", is_published: false, source_version: null, version: 1 });
  });

  it("keeps the translation's own link addresses when it rebuilds rich text, and refuses an apply after the preview went stale", async () => {
    await seeded();
    const pricing = await richPage();
    const first = await exportXliff({ lang: "de", page: pricing.id });
    const everything = (id: string, unit: XliffUnitJs) => (id === "s.t1.content" ? [{ Span: { id: "1", contents: ["Siehe ", { Span: { id: "3", contents: "Preise" } }, "."] } }] : `DE ${String(unit.source)}`);
    const created = await documentOf(await translated(first.xml, everything));
    await applyImport(created, (await planImport(created)).plan.fingerprint, editor());
    const german = await testDb().db.selectFrom("pages").selectAll().where("locale", "=", "de").where("translation_key", "=", pricing.translationKey).executeTakeFirstOrThrow();
    expect(german.source_version).toBe(pricing.version);
    const record = (await getPage(german.id))!;
    // The new German page's links lead to the German contact page, as Translate points them.
    expect(record.content).toMatchObject({ sections: [{ id: "t1", content: '<p>Siehe <a href="/de/kontakt">Preise</a>.</p>' }, { id: "c1", heading: "DE Ask us", buttonLink: "/de/kontakt" }] });

    // Staff point the German link at the contact page's form; the next import keeps that address.
    const localized = await touch(record, (input) => ({ ...input, content: { sections: [{ id: "t1", type: "text", order: 0, content: '<p>Siehe <a href="/de/kontakt#formular">Preise</a>.</p>' }, (input.content as { sections: never[] }).sections[1]!] } }));
    const again = await documentOf(await translated((await exportXliff({ lang: "de", page: pricing.id })).xml, (id, unit) => (id === "s.t1.content" ? [{ Span: { id: "1", contents: [{ Span: { id: "3", contents: "Unsere Preise" } }, " ansehen."] } }] : unit.target)));
    const { plan } = await planImport(again);
    expect(plan.pages[0]!.changes).toEqual([expect.objectContaining({ id: "s.t1.content", next: '<p><a href="/de/kontakt#formular">Unsere Preise</a> ansehen.</p>' })]);

    // Someone saves the German page between preview and apply: refused, nothing written.
    await touch(localized);
    const snapshot = await databaseSnapshot(testDb().db);
    await expect(applyImport(again, plan.fingerprint, editor())).rejects.toMatchObject({ status: 409 });
    expect(await databaseSnapshot(testDb().db)).toEqual(snapshot);
  });

  it("takes a tag the German text lacks from the English one, its link pointed at the German page", async () => {
    await seeded();
    const pricing = await richPage();
    await createTranslation(pricing.id, "de", editor());
    await touch(pricing, (input) => ({ ...input, content: { sections: [{ id: "t1", type: "text", order: 0, content: '<p>See <strong>our</strong> <a href="/contact">prices</a> and <a href="/services">services</a>.</p>' }, (input.content as { sections: never[] }).sections[1]!] } }));
    const both = [{ Span: { id: "1", contents: ["Siehe ", { Span: { id: "3", contents: "Preise" } }, " und ", { Span: { id: "4", contents: "Leistungen" } }, "."] } }];
    const document = await documentOf(await translated((await exportXliff({ lang: "de", page: pricing.id })).xml, (id, unit) => (id === "s.t1.content" ? both : unit.target)));

    const { plan } = await planImport(document);

    expect(plan.pages[0]!.changes).toEqual([expect.objectContaining({ id: "s.t1.content", next: '<p>Siehe <a href="/de/kontakt">Preise</a> und <a href="/de/leistungen">Leistungen</a>.</p>' })]);
  });

  it("moves a published German site page to the file's slug, leaving its 301, and keeps every home page's address fixed", async () => {
    await seeded();
    await touch(await pageIn("en", "services"));
    await touch(await pageIn("en", "home"));
    const before = await pageIn("de", "services");
    const slugTo = (slug: string) => async () => documentOf(await translated((await exportXliff({ lang: "de", status: "outdated" })).xml, (id, unit) => (id === "slug" ? slug : unit.target)));
    const home = (plan: Awaited<ReturnType<typeof planImport>>["plan"]) => plan.pages.find((page) => page.translationKey === "site-page:home")!;
    const services = (plan: Awaited<ReturnType<typeof planImport>>["plan"]) => plan.pages.find((page) => page.translationKey === "site-page:services")!;

    // The editor's rules: a slug the site uses itself, and one another German page has, are refused.
    for (const [slug, reason] of [["admin", /used by the website itself/], ["kontakt", /already exists/]] as const) {
      const { plan } = await planImport(await slugTo(slug)());
      expect(services(plan).refused).toEqual([{ id: "slug", label: "URL slug", reason: expect.stringMatching(reason) }]);
    }

    const document = await slugTo("unsere-leistungen")();
    const { plan } = await planImport(document);
    expect(services(plan).changes).toEqual([expect.objectContaining({ id: "slug", source: "services", current: "leistungen", next: "unsere-leistungen" })]);
    // The home page answers at /de whatever its slug: the file has no slug unit for it.
    expect(home(plan).changes.map((change) => change.id)).not.toContain("slug");
    await applyImport(document, plan.fingerprint, editor());

    expect(await pageIn("de", "services")).toMatchObject({ slug: "unsere-leistungen", version: before.version + 1, isPublished: true });
    expect((await pageIn("de", "home")).slug).toBe((await pageIn("en", "home")).slug);
    expect(await testDb().db.selectFrom("redirects").select(["from_path", "to_path", "status_code"]).execute()).toEqual([{ from_path: "/de/leistungen", to_path: "/de/unsere-leistungen", status_code: 301 }]);

    // A slug unit for a home page is one the site does not know.
    const forged = new TextDecoder().decode(await translated((await exportXliff({ lang: "de", status: "all" })).xml, (_, unit) => unit.target));
    const homeFile = forged.indexOf('<file id="site-page:home">');
    const withSlug = `${forged.slice(0, homeFile)}${forged.slice(homeFile).replace("</file>", '<unit id="slug" bc:sourceVersion="2" xmlns:bc="urn:brandcheck:xliff:1"><segment><source>home</source><target>start</target></segment></unit></file>')}`;
    expect(home((await planImport(await documentOf(new TextEncoder().encode(withSlug)))).plan).refused).toEqual([{ id: "slug", label: null, reason: expect.stringMatching(/no text with this id/) }]);
  });

  it("moves a published German CMS page to the file's slug, leaving its 301 under /de, and refuses a slug that is not one", async () => {
    await seeded();
    const pricing = await richPage();
    const slugOnly = (slug: string) => (id: string, unit: XliffUnitJs) => (id === "slug" ? slug : unit.target);
    const fillAll = (id: string, unit: XliffUnitJs) => (id === "slug" ? "preise" : id === "s.t1.content" ? unit.source : `DE ${String(unit.source)}`);
    const created = await documentOf(await translated((await exportXliff({ lang: "de", page: pricing.id })).xml, fillAll));
    await applyImport(created, (await planImport(created)).plan.fingerprint, editor());
    const german = (await getPage((await testDb().db.selectFrom("pages").select("id").where("locale", "=", "de").where("slug", "=", "preise").executeTakeFirstOrThrow()).id))!;
    await touch(german, (input) => ({ ...input, isPublished: true }));

    const moved = await documentOf(await translated((await exportXliff({ lang: "de", page: pricing.id })).xml, slugOnly("preise-neu")));
    await applyImport(moved, (await planImport(moved)).plan.fingerprint, editor());
    expect((await getPage(german.id))!.slug).toBe("preise-neu");
    expect(await testDb().db.selectFrom("redirects").select(["from_path", "to_path", "status_code"]).execute()).toEqual([{ from_path: "/de/preise", to_path: "/de/preise-neu", status_code: 301 }]);

    const reserved = await documentOf(await translated((await exportXliff({ lang: "de", page: pricing.id })).xml, slugOnly("admin")));
    const { plan } = await planImport(reserved);
    expect(plan.pages[0]!.refused).toEqual([{ id: "slug", label: "URL slug", reason: expect.any(String) }]);
    expect(plan.pages[0]!.changes).toEqual([]);
  });
});

describe("an item's own fields (docs/decisions/039-collections.md)", () => {
  const FIELDS = { excerpt: "What 1,200 test purchases showed.", cover: { image: "/images/services/test-buying.svg", alt: "A shopper at a checkout" }, author: "team:research", topics: ["t-quality"], publishedAt: "2026-03-02T00:00:00.000Z", featured: true };
  const article = (slug: string) => createPage(PageInput.parse({ title: "Mystery shopping 2026", slug, isPublished: true, content: { sections: [] }, fields: FIELDS }), editor(), { collection: "insights" });

  it("are units of the file, and a round trip changes the German excerpt and cover alt text and nothing else", async () => {
    const english = await article("mystery-shopping-2026");
    const before = await createTranslation(english.id, "de", editor());
    const { xml } = await exportXliff({ lang: "de", page: english.id });
    const units = (await xliff2js(xml, {})).resources![english.translationKey]!;
    expect(units["f.excerpt"]).toMatchObject({ source: FIELDS.excerpt, target: FIELDS.excerpt, note: "Article · excerpt" });
    expect(units["f.cover.alt"]).toMatchObject({ source: FIELDS.cover.alt, note: "Article · cover.alt" });
    // Keys, images, dates and flags are not words.
    expect(Object.keys(units).filter((id) => id.startsWith("f."))).toEqual(["f.excerpt", "f.cover.alt"]);

    const german = { "f.excerpt": "Was 1.200 Testkäufe zeigten.", "f.cover.alt": "Eine Kundin an der Kasse" } as Record<string, string>;
    const document = await documentOf(await translated(xml, (id, unit) => german[id] ?? unit.target));
    const snapshot = await databaseSnapshot(testDb().db);
    const { plan } = await planImport(document);
    expect(plan.pages[0]).toMatchObject({ complete: true, refused: [], flagged: [] });
    expect(plan.pages[0]!.changes.map((change) => [change.id, change.next])).toEqual(Object.entries(german));
    expect(await databaseSnapshot(testDb().db)).toEqual(snapshot);

    await applyImport(document, plan.fingerprint, editor());
    const after = (await getPage(before.id))!;
    expect(after.fields).toEqual({ ...before.fields, excerpt: german["f.excerpt"], cover: { ...FIELDS.cover, alt: german["f.cover.alt"] } });
    expect(after).toMatchObject({ title: before.title, slug: before.slug, content: before.content, seo: before.seo, isPublished: before.isPublished, collection: "insights", version: before.version + 1, sourceVersion: english.version });
    expect(await getPage(english.id)).toMatchObject({ version: english.version, fields: english.fields, title: english.title });
  });

  it("go along with the source's other fields when the import starts the translation, as Translate copies them", async () => {
    const english = await article("checkpoints");
    const { xml } = await exportXliff({ lang: "de", page: english.id });
    const document = await documentOf(await translated(xml, (id, unit) => (id === "slug" ? "pruefpunkte" : `DE ${String(unit.source)}`)));
    await applyImport(document, (await planImport(document)).plan.fingerprint, editor());
    const row = await testDb().db.selectFrom("pages").select("id").where("locale", "=", "de").where("translation_key", "=", english.translationKey).executeTakeFirstOrThrow();
    expect((await getPage(row.id))!).toMatchObject({
      collection: "insights",
      isPublished: false,
      fields: { ...FIELDS, excerpt: `DE ${FIELDS.excerpt}`, cover: { ...FIELDS.cover, alt: `DE ${FIELDS.cover.alt}` }, publishedAt: "" },
    });
  });

  it("of a case study are its excerpt, cover alt text, figures' labels, outcomes and quote", () => {
    const fields = {
      excerpt: "A retailer's returns halved.",
      cover: { image: "", alt: "" },
      industry: "retail",
      figures: [{ value: "48%", label: "fewer returns" }, { value: "3x", label: "faster checks" }],
      outcomes: ["Returns halved", "Audits every month"],
      quote: { text: "They found what we missed.", name: "Jane Doe", role: "COO" },
    };
    const units = pageUnits({ title: "Case", slug: "case", metaDescription: "", content: { sections: [] }, collection: "case-studies", fields }, { slugFixed: false });
    expect(units.filter((unit) => unit.id.startsWith("f.")).map((unit) => [unit.id, unit.value])).toEqual([
      ["f.excerpt", "A retailer's returns halved."],
      ["f.figures.0.label", "fewer returns"],
      ["f.figures.1.label", "faster checks"],
      ["f.outcomes.0", "Returns halved"],
      ["f.outcomes.1", "Audits every month"],
      ["f.quote.text", "They found what we missed."],
    ]);
  });
});
