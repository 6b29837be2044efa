import { beforeEach, describe, expect, it } from "vitest";
import { onContentChange } from "#app/lib/content-events.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBook, type AddressBook } from "#app/features/languages/public-address.ts";
import { handleSettingsAction } from "#app/features/site-settings/settings-action.server.ts";
import { SETTINGS_FORM } from "#app/features/site-settings/settings-form.ts";
import { ensureSiteSettings, getSiteSettingsIn, saveSiteSettings, seedSettings } from "#app/features/site-settings/site-settings.server.ts";
import { BAD_PAGE_LINK_MESSAGE } from "#app/lib/page-link.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createPage, deletePage, getPage, updatePage } from "../cms/pages.server.ts";
import { PageInput, type PageInputDraft } from "../cms/schema.ts";
import { ensureSitePages } from "../site-pages/site-pages-seed.server.ts";
import { createTranslation } from "../translating/create-translation.server.ts";
import { answerLinkTargets, describeLinkTargets, publicSiteSettings, resolvePageLinks } from "./page-links.server.ts";

const { testDb, editor, admin } = setUpPagesTestDb();

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "How We Test", slug: "how-we-test", metaDescription: "", isPublished: true, content: { html: "<p>Hello</p>" }, ...overrides });
}

let book: AddressBook;

beforeEach(async () => {
  const { db } = testDb();
  await db.deleteFrom("site_settings").execute();
  await ensureSiteSettings(db);
  book = addressBook(await listLanguages(db));
});

/** The header's links as visitors get them in a language. */
async function headerIn(locale: string) {
  return (await publicSiteSettings(await getSiteSettingsIn(locale), locale, book)).headerLinks.map(({ label, href }) => [label, href]);
}

async function linkHeaderTo(key: string, label = "How We Test") {
  await saveSiteSettings({ ...seedSettings(), headerLinks: [{ id: "n1", label, href: `page:${key}` }, { id: "n2", label: "Contact", href: "/contact" }] }, 1, admin());
}

describe("links to pages", () => {
  it("follow the page when its slug changes: header and (reusing) footer at the new address, every page cache emptied", async () => {
    const page = await createPage(input(), editor());
    await linkHeaderTo(page.translationKey);
    expect(await headerIn("en")).toEqual([
      ["How We Test", "/how-we-test"],
      ["Contact", "/contact"],
    ]);

    let changes = 0;
    const stop = onContentChange(() => changes++);
    try {
      await updatePage(page.id, input({ slug: "our-method" }), page.version, editor());
    } finally {
      stop();
    }
    // The rename is a content change: every instance's HTML cache forgets the pages that linked to the old address.
    expect(changes).toBe(1);
    expect(await headerIn("en")).toEqual([
      ["How We Test", "/our-method"],
      ["Contact", "/contact"],
    ]);
    const shown = await publicSiteSettings(await getSiteSettingsIn("en"), "en", book);
    expect(shown.quickLinks.map((link) => link.href)).toEqual(["/our-method", "/contact"]);
  });

  it("lead to the page's translation in the content's language, else to the default language's page; a section's anchor is kept", async () => {
    const page = await createPage(input(), editor());
    const content = { sections: [{ type: "cta", buttonLink: `page:${page.translationKey}#team` }] };
    expect(await resolvePageLinks(content, "de", book)).toEqual({ sections: [{ type: "cta", buttonLink: "/how-we-test#team" }] });
    expect(await describeLinkTargets([page.translationKey], "de", book)).toMatchObject([{ title: "How We Test", path: "/how-we-test", state: "elsewhere" }]);

    const german = await createTranslation(page.id, "de", editor());
    const stored = await getPage(german.id);
    await updatePage(german.id, input({ title: "Wie wir testen", slug: "wie-wir-testen" }), stored!.version, editor());
    expect(await resolvePageLinks(content, "de", book)).toEqual({ sections: [{ type: "cta", buttonLink: "/de/wie-wir-testen#team" }] });
    expect(await resolvePageLinks(content, "en", book)).toEqual({ sections: [{ type: "cta", buttonLink: "/how-we-test#team" }] });
  });

  it("are left out while the page is a draft or deleted, and the field says why", async () => {
    const page = await createPage(input({ isPublished: false }), editor());
    await linkHeaderTo(page.translationKey);
    expect(await headerIn("en")).toEqual([["Contact", "/contact"]]);
    expect(await describeLinkTargets([page.translationKey], "en", book)).toMatchObject([{ title: "How We Test", state: "draft" }]);

    await deletePage(page.id, editor());
    expect(await headerIn("en")).toEqual([["Contact", "/contact"]]);
    expect(await describeLinkTargets([page.translationKey], "en", book)).toEqual([{ key: page.translationKey, title: "", path: "", kind: "Page", state: "missing" }]);
  });

  it("reach the site pages by their fixed translation group", async () => {
    await testDb().db.deleteFrom("pages").execute();
    await ensureSitePages(testDb().db);
    expect(await resolvePageLinks({ href: "page:site-page:how-it-works" }, "en", book)).toEqual({ href: "/how-it-works" });
    const answer = await answerLinkTargets(new URLSearchParams({ q: "how it" }));
    expect(answer.targets[0]).toMatchObject({ key: "site-page:how-it-works", title: "How It Works", path: "/how-it-works", kind: "Website page", state: "published" });
  });
});

describe("the link field's answers", () => {
  it("offer the language's pages by title or address, and take hostile input as nothing", async () => {
    await createPage(input(), editor());
    await createPage(input({ title: "Pricing", slug: "pricing" }), editor());
    const found = await answerLinkTargets(new URLSearchParams({ q: "PRIC" }));
    expect(found.targets.map((target) => [target.title, target.path, target.kind])).toEqual([["Pricing", "/pricing", "Page"]]);
    // LIKE's own characters are searched for as typed, an unknown language reads as the default, a bad key is dropped.
    const hostile = await answerLinkTargets(new URLSearchParams([["q", "%_\\"], ["lang", "../../etc"], ["key", "' or 1=1 --"], ["key", "x".repeat(500)]]));
    expect(hostile).toEqual({ targets: [], described: [] });
  });
});

describe("settings that name a page", () => {
  it("refuse a hostile address or a malformed page reference with a clear message, and store nothing", async () => {
    const post = (headerLinks: unknown) =>
      handleSettingsAction(
        new Request("http://localhost/admin/settings", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ [SETTINGS_FORM.settings]: JSON.stringify({ ...seedSettings(), headerLinks }), [SETTINGS_FORM.version]: "1" }).toString(),
        }),
        admin(),
      );
    const hostile = await post([{ id: "n1", label: "Evil", href: "java\tscript:alert(1)" }]);
    expect(hostile.init?.status).toBe(400);
    expect(hostile.data.errors).toEqual({ "headerLinks.0.href": "Use a link that starts with https://, http://, mailto:, tel: or /." });
    const malformed = await post([{ id: "n1", label: "Broken", href: "page:<script>" }]);
    expect(malformed.data.errors).toEqual({ "headerLinks.0.href": BAD_PAGE_LINK_MESSAGE });
    expect((await getSiteSettingsIn("en")).headerLinks).toEqual(seedSettings().headerLinks);
  });
});
