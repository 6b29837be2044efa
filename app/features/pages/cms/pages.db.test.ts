import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { ensureSearchIndex } from "../search/page-search-index.server.ts";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { PageError } from "./page-error.ts";
import { getPageRevision, listPageRevisions } from "../publishing/page-revisions.server.ts";
import { createSamplePage, importSeedPages } from "../pages-list/page-seeding.server.ts";
import { createPage, deletePage, getPage, getPublishedPageBySlug, listPages, listPublishedPagesForSitemap, PAGE_GONE, updatePage } from "./pages.server.ts";
import { PAGE_LIST_SIZE, PageInput, type PageInputDraft } from "./schema.ts";

const { testDb, editor, admin } = setUpPagesTestDb();

const T0 = new Date("2024-01-05T15:04:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "About Us", slug: "about-us", metaDescription: "Who we are.", isPublished: false, content: { html: "<p>Hello</p>" }, ...overrides });
}

async function storedContent(id: string): Promise<string> {
  const row = await testDb().db.selectFrom("pages").select("content").where("id", "=", id).executeTakeFirstOrThrow();
  return JSON.stringify(row.content);
}

/** A page written straight into the table, as an older version or a hand-made row would be, then mended as at start. */
async function insertRawPage(fields: { slug: string; title?: string; isPublished?: boolean; updatedAt?: string; content?: unknown }) {
  const id = randomUUID();
  const when = fields.updatedAt ?? T0.toISOString();
  await testDb().db
    .insertInto("pages")
    .values({
      id,
      title: fields.title ?? fields.slug,
      slug: fields.slug,
      meta_description: null,
      content: JSON.stringify(fields.content ?? { html: "" }),
      is_published: fields.isPublished ?? false,
      author_id: null,
      created_at: when,
      updated_at: when,
    })
    .execute();
  // What the start-up does for a row written outside the application: the lists' index learns its words.
  await ensureSearchIndex(testDb().db);
  return id;
}

async function rejection(promise: Promise<unknown>): Promise<PageError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PageError);
  return error as PageError;
}

describe("creating and reading a page", () => {
  it("stores the page, its first revision and an audit entry, and reads it back", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    expect(page).toEqual({
      id: expect.any(String),
      title: "About Us",
      slug: "about-us",
      metaDescription: "Who we are.",
      content: { html: "<p>Hello</p>" },
      isPublished: false,
      authorId: editor().id,
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      version: 1,
      systemKey: null,
      // A new page is in the default language and starts a translation group of its own.
      locale: "en",
      translationKey: page.id,
      sourceVersion: null,
      seo: { noindex: false, canonicalUrl: "", socialImage: "" },
      // A page is no collection item (docs/decisions/039-collections.md).
      collection: null,
      fields: {},
    });
    expect(await getPage(page.id)).toEqual(page);
    expect(await getPage(randomUUID())).toBeNull();

    expect(await listPageRevisions(page.id)).toEqual([
      { id: expect.any(String), version: 1, title: "About Us", isPublished: false, savedByEmail: editor().email, createdAt: T0.toISOString() },
    ]);
    const [entry] = await listRecentAudit(1, testDb().db);
    expect(entry).toMatchObject({
      actor_id: editor().id,
      actor_email: editor().email,
      action: "page.create",
      target_type: "page",
      target_id: page.id,
      summary: 'Created page "About Us" (/about-us) as a draft',
    });
  });

  it("keeps sections as parsed, renumbered", async () => {
    const sections = [
      { id: "b", type: "cta", order: 7, heading: "Call us", subheading: "", buttonText: "Contact", buttonLink: "/contact" },
      { id: "a", type: "text", order: 2, content: "<p>First</p>" },
    ];
    const page = await createPage(input({ content: { sections } }), editor(), { now: T0 });
    expect(page.content).toEqual({
      sections: [
        { id: "a", type: "text", order: 0, content: "<p>First</p>" },
        { id: "b", type: "cta", order: 1, heading: "Call us", subheading: "", buttonText: "Contact", buttonLink: "/contact" },
      ],
    });
  });

  it("never stores a script, in HTML content or in a text section", async () => {
    const html = await createPage(input({ content: { html: '<p onclick="steal()">Hi</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>' } }), editor());
    const stored = await storedContent(html.id);
    expect(stored).toContain("Hi");
    expect(stored).not.toMatch(/script|onclick|javascript:/i);

    const text = await createPage(
      input({ slug: "text-page", content: { sections: [{ id: "t", type: "text", order: 0, content: '<img src=x onerror="alert(1)"><p>Safe</p>' }] } }),
      editor(),
    );
    const storedText = await storedContent(text.id);
    expect(storedText).toContain("Safe");
    expect(storedText).not.toMatch(/onerror/i);
    const [revision] = await listPageRevisions(text.id);
    expect(JSON.stringify((await getPageRevision(text.id, revision!.id))?.content)).not.toMatch(/onerror/i);
  });

  it("refuses a slug that is taken with 409 and the message, and stores nothing", async () => {
    await createPage(input(), editor());
    const error = await rejection(createPage(input({ title: "Another" }), editor()));
    expect(error.status).toBe(409);
    expect(error.message).toBe('A page with the URL slug "about-us" already exists. Please choose another.');
    expect((await listPages()).total).toBe(1);
  });

  it("lets the unique constraint decide between two creates at the same moment", async () => {
    const results = await Promise.allSettled([createPage(input(), editor()), createPage(input({ title: "Twin" }), admin())]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const failure = results.find((result) => result.status === "rejected");
    expect(failure?.reason).toBeInstanceOf(PageError);
    expect((failure?.reason as PageError).status).toBe(409);
    expect(await testDb().db.selectFrom("page_revisions").select("id").execute()).toHaveLength(1);
  });
});

describe("updating a page", () => {
  it("saves over the version it started from: version, author and time change, a revision is added", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    const saved = await updatePage(page.id, input({ title: "About BrandCheck", slug: "about" }), 1, admin(), { now: at(10) });
    expect(saved).toMatchObject({ title: "About BrandCheck", slug: "about", version: 2, authorId: admin().id, createdAt: T0.toISOString(), updatedAt: at(10).toISOString() });
    expect((await listPageRevisions(page.id)).map((revision) => [revision.version, revision.title, revision.savedByEmail])).toEqual([
      [2, "About BrandCheck", admin().email],
      [1, "About Us", editor().email],
    ]);
    const [entry] = await listRecentAudit(1, testDb().db);
    expect(entry).toMatchObject({ action: "page.update", actor_id: admin().id, summary: 'Updated page "About BrandCheck" (/about), moved from /about-us' });
  });

  it("refuses a save based on an outdated copy, naming who saved last and when, and changes nothing", async () => {
    const page = await createPage(input(), editor(), { now: T0 });
    await updatePage(page.id, input({ title: "Ana's version" }), 1, admin(), { now: at(5) });

    const stale = await rejection(updatePage(page.id, input({ title: "Ed's version" }), 1, editor(), { now: at(30) }));
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(
      "This page was changed by ana@brandcheck.test at 3:09 pm (UTC) after you opened it. Reload the page to see their changes, then make yours again.",
    );
    expect((await getPage(page.id))?.title).toBe("Ana's version");
    expect(await listPageRevisions(page.id)).toHaveLength(2);

    // In the editor's effective time zone, named, and with the date when the change was on another day.
    const inBerlin = await rejection(updatePage(page.id, input(), 1, editor(), { now: at(30), timeZone: "Europe/Berlin" }));
    expect(inBerlin.message).toContain("by ana@brandcheck.test at 4:09 pm (Berlin, GMT+1) after you opened it");
    const nextDay = await rejection(updatePage(page.id, input(), 1, editor(), { now: at(24 * 60) }));
    expect(nextDay.message).toContain("at Jan 5, 2024 3:09 pm (UTC) after");
  });

  it("lets only one of two saves from the same version through", async () => {
    const page = await createPage(input(), editor());
    const results = await Promise.allSettled([updatePage(page.id, input({ title: "One" }), 1, editor()), updatePage(page.id, input({ title: "Two" }), 1, admin())]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((await getPage(page.id))?.version).toBe(2);
  });

  it("answers 404 for a page that is gone, and 409 for a slug another page has", async () => {
    const gone = await rejection(updatePage(randomUUID(), input(), 1, editor()));
    expect([gone.status, gone.message]).toEqual([404, PAGE_GONE]);

    const first = await createPage(input(), editor());
    const second = await createPage(input({ slug: "team" }), editor());
    const taken = await rejection(updatePage(second.id, input({ slug: "about-us" }), 1, editor()));
    expect(taken.status).toBe(409);
    expect(taken.message).toBe('A page with the URL slug "about-us" already exists. Please choose another.');
    // Keeping its own slug is no conflict.
    await expect(updatePage(first.id, input({ title: "Renamed" }), 1, editor())).resolves.toMatchObject({ slug: "about-us" });
  });

  it("records publishing as page.publish and unpublishing as an update that says so", async () => {
    // Each step a minute apart: the newest audit entry is the latest by time, not by a tie between ids.
    const page = await createPage(input(), editor(), { now: at(0) });
    await updatePage(page.id, input({ isPublished: true }), 1, editor(), { now: at(1) });
    expect((await listRecentAudit(1, testDb().db))[0]).toMatchObject({ action: "page.publish", summary: 'Published page "About Us" (/about-us)' });
    await updatePage(page.id, input({ isPublished: false }), 2, editor(), { now: at(2) });
    expect((await listRecentAudit(1, testDb().db))[0]).toMatchObject({ action: "page.update", summary: 'Unpublished page "About Us" (/about-us)' });
  });
});

describe("deleting a page", () => {
  it("deletes the page with its revisions, records it, and answers 404 the second time", async () => {
    const page = await createPage(input(), editor(), { now: at(0) });
    expect(await deletePage(page.id, admin(), { now: at(1) })).toMatchObject({ id: page.id, title: "About Us" });
    expect(await getPage(page.id)).toBeNull();
    expect(await listPageRevisions(page.id)).toEqual([]);
    expect((await listRecentAudit(1, testDb().db))[0]).toMatchObject({ action: "page.delete", actor_id: admin().id, target_id: page.id, summary: 'Deleted page "About Us" (/about-us)' });

    const again = await rejection(deletePage(page.id, admin()));
    expect([again.status, again.message]).toEqual([404, PAGE_GONE]);
  });
});

describe("the public page by slug", () => {
  it("returns published pages only", async () => {
    await createPage(input({ slug: "draft-page" }), editor());
    await createPage(input({ slug: "live-page", isPublished: true }), editor());
    expect(await getPublishedPageBySlug("draft-page")).toBeNull();
    expect(await getPublishedPageBySlug("missing")).toBeNull();
    expect(await getPublishedPageBySlug("live-page")).toMatchObject({ slug: "live-page", isPublished: true });
  });

  it("sanitises the content again, so a row written by hand cannot run script", async () => {
    await insertRawPage({ slug: "legacy", isPublished: true, content: { html: "<p>Old</p><script>alert(1)</script>" } });
    const page = await getPublishedPageBySlug("legacy");
    expect(page?.content).toEqual({ html: "<p>Old</p>" });
  });
});

describe("the pages list", () => {
  beforeEach(async () => {
    await insertRawPage({ slug: "about-us", title: "About Us", isPublished: true, updatedAt: at(1).toISOString() });
    await insertRawPage({ slug: "pricing", title: "Pricing Plans", isPublished: false, updatedAt: at(3).toISOString() });
    await insertRawPage({ slug: "services", title: "Our Services", isPublished: true, updatedAt: at(2).toISOString() });
    await insertRawPage({ slug: "discount_50", title: "50% off", isPublished: false, updatedAt: at(4).toISOString() });
  });

  const slugs = async (query: string) => (await listPages({ query })).pages.map((page) => page.slug);

  it("lists every page, the latest change first, and flags slugs a site page answers", async () => {
    const { pages, total, page, pageCount } = await listPages();
    expect(pages.map((row) => row.slug)).toEqual(["discount_50", "pricing", "services", "about-us"]);
    expect([total, page, pageCount]).toEqual([4, 1, 1]);
    expect(pages.find((row) => row.slug === "services")).toMatchObject({ title: "Our Services", isPublished: true, shadowedBySitePage: true, updatedAt: at(2).toISOString() });
    expect(pages.find((row) => row.slug === "about-us")?.shadowedBySitePage).toBe(false);
  });

  it("searches title and slug, case-insensitively", async () => {
    expect(await slugs("ABOUT")).toEqual(["about-us"]);
    expect(await slugs("plans")).toEqual(["pricing"]);
    expect(await slugs("pric")).toEqual(["pricing"]);
    expect(await slugs("  our services ")).toEqual(["services"]);
    expect(await slugs("nothing like this")).toEqual([]);
  });

  it("takes % and _ literally", async () => {
    expect(await slugs("%")).toEqual(["discount_50"]);
    expect(await slugs("_")).toEqual(["discount_50"]);
    expect(await slugs("t_5")).toEqual(["discount_50"]);
    expect(await slugs("a%s")).toEqual([]);
  });

  it("finds pages by state with the words published and draft, in any case", async () => {
    expect(await slugs("published")).toEqual(["services", "about-us"]);
    expect(await slugs("Draft")).toEqual(["discount_50", "pricing"]);
    expect(await slugs("DRAFT")).toEqual(["discount_50", "pricing"]);
  });
});

describe("pagination", () => {
  it(`shows ${PAGE_LIST_SIZE} pages at a time, and keeps the page number in range`, async () => {
    const count = PAGE_LIST_SIZE * 2 + 7;
    for (let i = 0; i < count; i++) await insertRawPage({ slug: `page-${String(i).padStart(3, "0")}`, updatedAt: at(i).toISOString() });

    const first = await listPages({ page: 1 });
    expect([first.total, first.page, first.pageCount, first.pages.length]).toEqual([count, 1, 3, PAGE_LIST_SIZE]);
    expect(first.pages[0]?.slug).toBe(`page-${count - 1}`);
    const last = await listPages({ page: 3 });
    expect(last.pages.map((page) => page.slug)).toEqual(Array.from({ length: 7 }, (_, i) => `page-00${6 - i}`));

    expect((await listPages({ page: 99 })).page).toBe(3);
    expect((await listPages({ page: 0 })).page).toBe(1);
    expect((await listPages({ page: Number.NaN })).page).toBe(1);
    // Together the pages hold every row exactly once.
    const all = (await Promise.all([1, 2, 3].map((page) => listPages({ page })))).flatMap((result) => result.pages.map((row) => row.id));
    expect(new Set(all).size).toBe(count);
  });

  it("paginates search results too", async () => {
    for (let i = 0; i < PAGE_LIST_SIZE + 1; i++) await insertRawPage({ slug: `match-${i}`, updatedAt: at(i).toISOString() });
    await insertRawPage({ slug: "other" });
    const result = await listPages({ query: "match", page: 2 });
    expect([result.total, result.page, result.pageCount, result.pages.length]).toEqual([PAGE_LIST_SIZE + 1, 2, 2, 1]);
  });
});

describe("Import Website Pages", () => {
  it("adds the five seed pages, published, with HTML content and a meta description, then nothing the second time", async () => {
    expect(await importSeedPages(admin(), { now: T0 })).toEqual({ imported: 5 });
    const { pages } = await listPages();
    expect(pages.map((page) => [page.slug, page.title]).sort()).toEqual([
      ["case-studies", "Case Studies"],
      ["contact", "Contact"],
      ["home", "Home"],
      ["how-it-works", "How It Works"],
      ["services", "Services"],
    ]);
    for (const summary of pages) {
      const page = await getPage(summary.id);
      expect(page).toMatchObject({ isPublished: true, authorId: admin().id, createdAt: T0.toISOString(), updatedAt: T0.toISOString(), version: 1 });
      expect(page?.metaDescription.length).toBeGreaterThan(50);
      expect(page?.metaDescription.length).toBeLessThanOrEqual(160);
      expect(page?.content).toEqual({ html: expect.stringContaining("<h2>") });
      expect(await listPageRevisions(summary.id)).toHaveLength(1);
    }
    expect((await listRecentAudit(10, testDb().db)).filter((entry) => entry.action === "page.create")).toHaveLength(5);

    expect(await importSeedPages(admin())).toEqual({ imported: 0 });
    expect((await listPages()).total).toBe(5);
  });

  it("writes real copy for this company: services, the six steps, case-study figures, offices and hours", async () => {
    await importSeedPages(admin());
    const html = async (slug: string) => {
      const page = await getPublishedPageBySlug(slug);
      return page && "html" in page.content ? page.content.html : "";
    };
    const services = await html("services");
    for (const text of ["Test Buying", "Mystery Shopping", "Quality Control", "Compliance", "Brand Protection", "Consulting"]) expect(services).toContain(text);
    expect((await html("how-it-works")).match(/<li>/g)).toHaveLength(6);
    const studies = await html("case-studies");
    for (const figure of ["35%", "$2.1M", "40%", "25%", "4 months"]) expect(studies).toContain(figure);
    expect(studies).toContain("<blockquote>");
    const contact = await html("contact");
    for (const text of ["London", "Hong Kong", "Sydney", "Frankfurt", "Monday to Friday, 9:00 AM to 6:00 PM EST", "closed at weekends"]) expect(contact).toContain(text);
    expect(await html("home")).toContain("Quality Control for Global Brands");
  });

  it("adds only the missing pages and leaves existing ones alone", async () => {
    const mine = await createPage(input({ title: "My Contact Page", slug: "contact" }), editor());
    expect(await importSeedPages(admin())).toEqual({ imported: 4 });
    expect(await getPage(mine.id)).toMatchObject({ title: "My Contact Page", version: 1 });
  });

  it("never fails when two imports run at once, and adds each page once", async () => {
    const results = await Promise.all([importSeedPages(admin()), importSeedPages(editor())]);
    expect(results[0]!.imported + results[1]!.imported).toBe(5);
    expect((await listPages()).total).toBe(5);
  });
});

describe("the sample page", () => {
  it("creates the published welcome page from sections, and picks the next free slug when it exists", async () => {
    const page = await createSamplePage(editor(), { now: T0 });
    expect(page).toMatchObject({ title: "Welcome", slug: "welcome", isPublished: true, authorId: editor().id });
    expect("sections" in page.content && page.content.sections.map((section) => section.type)).toEqual(["hero", "text", "feature", "cta"]);
    expect((await createSamplePage(editor())).slug).toBe("welcome-2");
    expect((await createSamplePage(editor())).slug).toBe("welcome-3");
    expect((await listRecentAudit(5, testDb().db)).filter((entry) => entry.action === "page.create")).toHaveLength(3);
  });
});

describe("the sitemap's pages", () => {
  it("lists published pages with the time they last changed", async () => {
    await insertRawPage({ slug: "live", isPublished: true, updatedAt: at(3).toISOString() });
    await insertRawPage({ slug: "hidden", isPublished: false });
    expect(await listPublishedPagesForSitemap()).toEqual([{ slug: "live", updatedAt: at(3).toISOString() }]);
  });
});
