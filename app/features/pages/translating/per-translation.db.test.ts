import { beforeEach, describe, expect, it } from "vitest";
import { pageRejection } from "#tests/utils/page-rejection.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage, deletePage, getPage, listPages, updatePage } from "../cms/pages.server.ts";
import { PageInput, type PageInputDraft, type PageRecord } from "../cms/schema.ts";
import { duplicatePage } from "../publishing/page-duplicate.server.ts";
import { createPreviewLink, findPreviewPage } from "../publishing/page-preview-links.server.ts";
import { getPageRevision, listPageRevisions } from "../publishing/page-revisions.server.ts";
import { runScheduledPageChange, schedulePageChange } from "../publishing/page-schedule.server.ts";
import { createTranslation } from "./create-translation.server.ts";

/**
 * Decision 037: a translation is a page row of its own, so every mechanism of a page works on it as
 * on the default language's page. Each test here proves one on a German translation.
 */
const { testDb, editor, admin } = setUpPagesTestDb();
beforeEach(async () => {
  await testDb().db.deleteFrom("redirects").execute();
});

const T0 = new Date("2024-01-05T15:04:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "About Us", slug: "about-us", metaDescription: "Who we are.", isPublished: true, content: { html: "<p>Hello</p>" }, ...overrides });
}

/** An English page and its German translation, saved once in German ("Über uns" at /de/ueber-uns). */
async function germanPage(published = true): Promise<{ english: PageRecord; german: PageRecord }> {
  const english = await createPage(input(), editor(), { now: T0 });
  const draft = await createTranslation(english.id, "de", editor(), { now: at(1) });
  const german = await updatePage(draft.id, input({ title: "Über uns", slug: "ueber-uns", content: { html: "<p>Hallo</p>" }, isPublished: published }), 1, editor(), { now: at(2) });
  return { english, german };
}

async function redirects() {
  return testDb().db.selectFrom("redirects").select(["from_path", "to_path", "status_code"]).orderBy("from_path").execute();
}

describe("every mechanism of a page works on a translation", () => {
  it("revisions: each save is one, and an old one can be read back to restore", async () => {
    const { german } = await germanPage();
    const revisions = await listPageRevisions(german.id);
    expect(revisions.map((revision) => [revision.version, revision.title])).toEqual([
      [2, "Über uns"],
      [1, "About Us"],
    ]);
    expect(await getPageRevision(german.id, revisions[1]!.id)).toMatchObject({ version: 1, title: "About Us", slug: "about-us" });
  });

  it("stale-save protection: a save over a version someone else has saved since is refused", async () => {
    const { german } = await germanPage();
    const error = await pageRejection(updatePage(german.id, input({ title: "Über uns!", slug: "ueber-uns" }), 1, editor(), { now: at(3), timeZone: "UTC" }));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/^This page was changed by ed@brandcheck.test/);
    expect((await getPage(german.id))?.title).toBe("Über uns");
  });

  it("schedule: a translation's scheduled publish publishes it, and only it", async () => {
    const { english, german } = await germanPage(false);
    const schedule = await schedulePageChange(german.id, "publish", at(60), editor(), { now: at(3) });
    expect(await runScheduledPageChange({ pageId: german.id, action: "publish", runAt: schedule.runAt }, at(60))).toBe(true);
    expect((await getPage(german.id))?.isPublished).toBe(true);
    expect((await getPage(english.id))?.version).toBe(1);
  });

  it("preview link: opens the translation's draft", async () => {
    const { german } = await germanPage(false);
    const link = await createPreviewLink(german.id, editor(), { now: at(3) });
    const token = link.url.split("/").pop()!;
    expect((await findPreviewPage(token, { now: at(4) }))?.page).toMatchObject({ id: german.id, locale: "de", title: "Über uns" });
  });

  it("SEO panel: the translation's search settings are its own", async () => {
    const { english, german } = await germanPage();
    const seo = { noindex: true, canonicalUrl: "https://brandcheck.test/de/ueber-uns", socialImage: "" };
    expect((await updatePage(german.id, input({ title: "Über uns", slug: "ueber-uns", seo }), 2, editor(), { now: at(3) })).seo).toEqual(seo);
    expect((await getPage(english.id))?.seo).toEqual({ noindex: false, canonicalUrl: "", socialImage: "" });
  });

  it("redirects: a published translation's new slug leaves a 301 from its old address, under its language's prefix", async () => {
    const { english, german } = await germanPage();
    await updatePage(german.id, input({ title: "Über uns", slug: "wir" }), 2, editor(), { now: at(3) });
    expect(await redirects()).toEqual([{ from_path: "/de/ueber-uns", to_path: "/de/wir", status_code: 301 }]);
    // Moving back removes the redirect that would hide the page, and leads the new old address on.
    await updatePage(german.id, input({ title: "Über uns", slug: "ueber-uns" }), 3, editor(), { now: at(4) });
    expect(await redirects()).toEqual([{ from_path: "/de/wir", to_path: "/de/ueber-uns", status_code: 301 }]);
    // The English page's redirects stay without a prefix.
    await updatePage(english.id, input({ slug: "about" }), 1, editor(), { now: at(5) });
    expect(await redirects()).toEqual([
      { from_path: "/about-us", to_path: "/about", status_code: 301 },
      { from_path: "/de/wir", to_path: "/de/ueber-uns", status_code: 301 },
    ]);
  });

  it("redirects: a draft translation's slug change leaves none (nobody saw it)", async () => {
    const { german } = await germanPage(false);
    await updatePage(german.id, input({ title: "Über uns", slug: "wir", isPublished: false }), 2, editor(), { now: at(3) });
    expect(await redirects()).toEqual([]);
  });

  it("duplicate: the copy of a translation is a draft in the same language, a page of its own, listed on the Pages screen", async () => {
    const { english, german } = await germanPage();
    const copy = await duplicatePage(german.id, editor(), { now: at(3) });
    expect(copy).toMatchObject({ locale: "de", title: "Copy of Über uns", slug: "ueber-uns-copy", isPublished: false, translationKey: copy.id, sourceVersion: null });
    expect((await listPages()).pages.map((page) => page.id).sort()).toEqual([english.id, copy.id].sort());
  });

  it("Pages screen: a page only another language has shows its language and its address with the prefix, even while the language is off", async () => {
    const { english, german } = await germanPage();
    const copy = await duplicatePage(german.id, editor(), { now: at(3) });
    const listed = async () => new Map((await listPages()).pages.map((page) => [page.id, { path: page.path, language: page.language }]));
    expect(await listed()).toEqual(
      new Map([
        [english.id, { path: `/${english.slug}`, language: null }],
        [copy.id, { path: "/de/ueber-uns-copy", language: { tag: "de", nativeName: "Deutsch" } }],
      ]),
    );
    await testDb().db.updateTable("site_languages").set({ enabled: false }).where("tag", "=", "de").execute();
    try {
      expect((await listed()).get(copy.id)).toEqual({ path: "/de/ueber-uns-copy", language: { tag: "de", nativeName: "Deutsch" } });
    } finally {
      await testDb().db.updateTable("site_languages").set({ enabled: true }).where("tag", "=", "de").execute();
    }
  });

  it("delete: the default language's page is kept while it has translations, named in the refusal; a translation goes alone", async () => {
    const { english, german } = await germanPage();
    const error = await pageRejection(deletePage(english.id, admin(), { now: at(3) }));
    expect([error.status, error.message]).toEqual([409, 'This page has translations: Deutsch ("Über uns"). Delete them first, then delete this page.']);
    expect(await getPage(english.id)).not.toBeNull();

    await deletePage(german.id, admin(), { now: at(4) });
    expect(await getPage(german.id)).toBeNull();
    expect(await getPage(english.id)).not.toBeNull();
    await deletePage(english.id, admin(), { now: at(5) });
    expect(await getPage(english.id)).toBeNull();
  });
});
