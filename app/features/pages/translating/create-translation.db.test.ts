import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { ensureSitePages, ensureSitePageTranslations } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { pageRejection } from "#tests/utils/page-rejection.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { PageError } from "../cms/page-error.ts";
import { createPage, getPage, PAGE_GONE, updatePage } from "../cms/pages.server.ts";
import { PageInput, type PageInputDraft } from "../cms/schema.ts";
import { listPageRevisions } from "../publishing/page-revisions.server.ts";
import { createTranslation, TRANSLATION_OF_TRANSLATION, translationExistsMessage } from "./create-translation.server.ts";
import { TRANSLATION_LANGUAGE_MISSING } from "./translate-schema.ts";

const { testDb, editor } = setUpPagesTestDb();

const T0 = new Date("2024-01-05T15:04:00.000Z");
const T1 = new Date("2024-01-05T16:00:00.000Z");

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({
    title: "About Us",
    slug: "about-us",
    metaDescription: "Who we are.",
    isPublished: true,
    seo: { noindex: false, canonicalUrl: "https://brandcheck.test/about-us", socialImage: "" },
    content: { sections: [{ id: "s1", type: "cta", order: 0, heading: "Talk to us", subheading: "We answer within a day.", buttonText: "Contact", buttonLink: "/contact" }] },
    ...overrides,
  });
}

async function pageCount(): Promise<number> {
  return (await testDb().db.selectFrom("pages").select("id").execute()).length;
}

describe("createTranslation", () => {
  it("copies the source's current content into a draft of the language, in its group, with a revision and an audit entry", async () => {
    const source = await createPage(input(), editor(), { now: T0 });
    const saved = await updatePage(source.id, input({ title: "About BrandCheck" }), 1, editor(), { now: T0 });

    const translation = await createTranslation(source.id, "de", editor(), { now: T1 });

    expect(translation).toEqual({
      ...saved,
      id: expect.any(String),
      locale: "de",
      translationKey: source.id,
      sourceVersion: 2,
      version: 1,
      isPublished: false,
      createdAt: T1.toISOString(),
      updatedAt: T1.toISOString(),
      // The canonical address named the English page; the translation is a page of its own.
      seo: { noindex: false, canonicalUrl: "", socialImage: "" },
    });
    expect(translation.id).not.toBe(source.id);
    expect(await getPage(translation.id)).toEqual(translation);
    expect(await listPageRevisions(translation.id)).toEqual([expect.objectContaining({ version: 1, title: "About BrandCheck", isPublished: false, savedByEmail: editor().email })]);
    const [entry] = await listRecentAudit(1);
    expect(entry).toMatchObject({ action: "page.create", target_id: translation.id, summary: 'Started the Deutsch translation of "About BrandCheck" (/about-us), a draft at /about-us' });
    // The source is untouched.
    expect(await getPage(source.id)).toEqual(saved);
  });

  it("takes the caller's translated fields instead of the copy", async () => {
    const source = await createPage(input(), editor(), { now: T0 });
    const sections = [{ id: "s1", type: "cta", order: 0, heading: "Sprechen Sie mit uns", subheading: "Wir antworten binnen eines Tages.", buttonText: "Kontakt", buttonLink: "/de/kontakt" }];
    const translation = await createTranslation(source.id, "de", editor(), {
      now: T1,
      content: { title: "Über uns", slug: "ueber-uns", metaDescription: "Wer wir sind.", content: PageInput.shape.content.parse({ sections }) },
    });
    expect(translation).toMatchObject({ title: "Über uns", slug: "ueber-uns", metaDescription: "Wer wir sind.", content: { sections: [expect.objectContaining({ heading: "Sprechen Sie mit uns" })] } });
  });

  it("keeps the slug unique within the language: a copied slug moves to the next free one, a given one is refused", async () => {
    const other = await createPage(input({ slug: "ueber-uns" }), editor(), { now: T0 });
    await createTranslation(other.id, "de", editor(), { now: T0 });
    const source = await createPage(input({ slug: "about-us" }), editor(), { now: T0 });
    await createTranslation(source.id, "zh-HK", editor(), { now: T0 });
    // A German page at "about-us" (a translation of another page that kept its English slug).
    const third = await createPage(input({ slug: "about-them" }), editor(), { now: T0 });
    await createTranslation(third.id, "de", editor(), { now: T0, content: { slug: "about-us" } });

    expect((await createTranslation(source.id, "de", editor(), { now: T1 })).slug).toBe("about-us-2");

    const fourth = await createPage(input({ slug: "fourth" }), editor(), { now: T0 });
    const before = await pageCount();
    const error = await pageRejection(createTranslation(fourth.id, "de", editor(), { now: T1, content: { slug: "ueber-uns" } }));
    expect([error.status, error.message]).toEqual([409, 'A page with the URL slug "ueber-uns" already exists. Please choose another.']);
    expect(await pageCount()).toBe(before);
  });

  it("refuses, changing nothing, a language not on the site, the default language, a translation as source, a second translation and a gone page", async () => {
    const source = await createPage(input(), editor(), { now: T0 });
    const german = await createTranslation(source.id, "de", editor(), { now: T0 });
    const before = await pageCount();
    const auditBefore = (await listRecentAudit(50)).length;

    // Each attempt runs after the previous one's refusal is read, so none is left unhandled.
    const cases: [() => Promise<unknown>, number, string][] = [
      [() => createTranslation(source.id, "fr", editor()), 404, TRANSLATION_LANGUAGE_MISSING],
      [() => createTranslation(source.id, "en", editor()), 400, "The page is already in the default language. Choose another language to translate it into."],
      [() => createTranslation(german.id, "zh-HK", editor()), 400, TRANSLATION_OF_TRANSLATION],
      [() => createTranslation(source.id, "de", editor()), 409, translationExistsMessage("Deutsch")],
      [() => createTranslation(randomUUID(), "de", editor()), 404, PAGE_GONE],
    ];
    for (const [attempt, status, message] of cases) {
      const error = await pageRejection(attempt());
      expect([error.status, error.message]).toEqual([status, message]);
    }
    expect(await pageCount()).toBe(before);
    expect((await listRecentAudit(50)).length).toBe(auditBefore);
  });

  it("translates into a language that is switched off, so staff can prepare it before visitors see it", async () => {
    await testDb().db.updateTable("site_languages").set({ enabled: false }).where("tag", "=", "zh-HK").execute();
    try {
      const source = await createPage(input(), editor(), { now: T0 });
      expect((await createTranslation(source.id, "zh-HK", editor(), { now: T0 })).locale).toBe("zh-HK");
    } finally {
      await testDb().db.updateTable("site_languages").set({ enabled: true }).where("tag", "=", "zh-HK").execute();
    }
  });

  it("of two Translate presses at once, one makes the translation and the other is told it exists", async () => {
    const source = await createPage(input(), editor(), { now: T0 });
    const results = await Promise.allSettled([createTranslation(source.id, "de", editor()), createTranslation(source.id, "de", editor())]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(PageError);
    expect((await testDb().db.selectFrom("pages").select("id").where("locale", "=", "de").execute()).length).toBe(1);
  });

  it("translates a site page: the translation keeps its site page key and group", async () => {
    await ensureSitePages(testDb().db, T0);
    const services = await testDb().db.selectFrom("pages").select(["id", "translation_key"]).where("system_key", "=", "services").where("locale", "=", "en").executeTakeFirstOrThrow();
    const translation = await createTranslation(services.id, "de", editor(), { now: T1 });
    expect(translation).toMatchObject({ systemKey: "services", locale: "de", translationKey: services.translation_key, slug: "services", isPublished: false, sourceVersion: 1 });
  });

  it("points the copy's links at the language's published pages, and leaves the others as they are", async () => {
    await ensureSitePages(testDb().db, T0);
    await ensureSitePageTranslations(testDb().db, T0);
    const team = await createPage(input({ title: "Team", slug: "team" }), editor(), { now: T0 });
    const germanTeam = await createTranslation(team.id, "de", editor(), { now: T0, content: { slug: "mannschaft" } });
    await updatePage(germanTeam.id, PageInput.parse({ title: "Mannschaft", slug: "mannschaft", metaDescription: "", isPublished: true, content: germanTeam.content }), 1, editor(), { now: T0 });
    const jobs = await createPage(input({ title: "Jobs", slug: "jobs" }), editor(), { now: T0 });
    await createTranslation(jobs.id, "de", editor(), { now: T0, content: { slug: "stellen" } });
    const links = ["/contact#form", "/team?from=cta", "/", "/jobs", "https://example.com/contact", "/contact-us"];
    const sections = links.map((buttonLink, order) => ({ id: `s${order}`, type: "cta", order, heading: "Talk to us", subheading: "", buttonText: "Go", buttonLink }));
    const source = await createPage(input({ slug: "links", content: { sections } }), editor(), { now: T0 });

    const translation = await createTranslation(source.id, "de", editor(), { now: T1 });

    const copied = ("sections" in translation.content ? translation.content.sections : []).map((section) => ("buttonLink" in section ? section.buttonLink : null));
    // The German contact and team pages and home page are published; the jobs page is a draft there, so its link stays English.
    expect(copied).toEqual(["/de/kontakt#form", "/de/mannschaft?from=cta", "/de", "/jobs", "https://example.com/contact", "/contact-us"]);
    // The source keeps its own links.
    expect((await getPage(source.id))!.content).toEqual(source.content);
  });

  it("points the links written in rich text at the language's published pages too, leaving the rest of the HTML as it was", async () => {
    await ensureSitePages(testDb().db, T0);
    await ensureSitePageTranslations(testDb().db, T0);
    const html = '<p>Read about <a href="/services#test-buying" title="Services">our services</a>, <a href="/">home</a> or <a href="https://example.com/services">elsewhere</a>.</p>';
    const text = { id: "t1", type: "text", order: 0, content: html };
    const source = await createPage(input({ slug: "rich", content: { sections: [text] } }), editor(), { now: T0 });
    const htmlPage = await createPage(input({ slug: "rich-html", content: { html } }), editor(), { now: T0 });

    const translation = await createTranslation(source.id, "de", editor(), { now: T1 });
    const htmlTranslation = await createTranslation(htmlPage.id, "de", editor(), { now: T1 });

    const german = '<p>Read about <a href="/de/leistungen#test-buying" title="Services">our services</a>, <a href="/de">home</a> or <a href="https://example.com/services">elsewhere</a>.</p>';
    expect(translation.content).toEqual({ sections: [{ ...text, content: german }] });
    expect(htmlTranslation.content).toEqual({ html: german });
    expect((await getPage(source.id))!.content).toEqual({ sections: [text] });
  });
});
