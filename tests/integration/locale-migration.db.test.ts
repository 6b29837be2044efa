// Issue Q: an install that already has a site (made here at migration 0020, the last before languages:
// pages with a revision, site pages, settings and redirects) migrates to the latest
// version and keeps every address and every word: every page becomes a page of the default
// language, the only one an upgraded install has, at the same address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listPublishedPageAddresses } from "#app/features/pages/cms/pages.server.ts";
import { pagePublicPath } from "#app/features/pages/page-address.ts";
import { getSiteSettings, getSiteSettingsIn } from "#app/features/site-settings/site-settings.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;
const AT = "2026-10-01T00:00:00.000Z";

/** Each page as stored at 0020, and the address it answered at. */
const PAGES = [
  { id: "site-home", system_key: "home", slug: "home", title: "Home of Acme", path: "/", published: true },
  { id: "site-services", system_key: "services", slug: "services", title: "What we do", path: "/services", published: true },
  { id: "cms-deals", system_key: null, slug: "deals", title: "Winter deals — 20 % off", path: "/deals", published: true },
  { id: "cms-draft", system_key: null, slug: "next-season", title: "Next season", path: null, published: false },
  // Unicode in a slug and in the words.
  { id: "cms-unicode", system_key: null, slug: "über-uns", title: "Über uns · 關於我們", path: "/über-uns", published: true },
] as const;
const SETTINGS = { companyName: "Acme Ltd", footerDescription: "Acme checks products — everywhere.", phone: "+44 20 7946 0000" };

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0020-off-site-redirects");
  const db = t.db;
  for (const page of PAGES) {
    const content = JSON.stringify({ html: `<p>${page.title}: every word stays.</p>` });
    await db
      .insertInto("pages")
      .values({ id: page.id, system_key: page.system_key, title: page.title, slug: page.slug, meta_description: `About ${page.title}`, content, is_published: page.published, author_id: null, created_at: AT, updated_at: AT, version: 3 })
      .execute();
  }
  await db
    .insertInto("page_revisions")
    .values({ id: "rev-1", page_id: "cms-deals", version: 2, title: "Winter deals", slug: "deals", meta_description: null, content: "{}", is_published: true, saved_by_id: null, saved_by_email: null, created_at: AT })
    .execute();
  await db.insertInto("site_settings").values({ id: "site", settings: JSON.stringify(SETTINGS), version: 4, updated_by_id: null, updated_at: AT }).execute();
  await db.insertInto("redirects").values({ id: "r1", from_path: "/old-deals", to_path: "/deals", status_code: 301, source: "manual", created_at: AT, updated_at: AT }).execute();
  await migrateToLatest(t.db);
});
afterAll(() => t?.cleanup());

describe("an install with a site, migrated from 0020 to the latest version", () => {
  it("keeps every page's words, each now a page of the default language with a translation group of its own", async () => {
    const rows = await t.db.selectFrom("pages").select(["id", "title", "slug", "meta_description", "content", "is_published", "version", "locale", "translation_key", "source_version"]).orderBy("id").execute();
    expect(rows).toEqual(
      [...PAGES]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((page) => ({
          id: page.id,
          title: page.title,
          slug: page.slug,
          meta_description: `About ${page.title}`,
          content: { html: `<p>${page.title}: every word stays.</p>` },
          is_published: page.published,
          version: 3,
          locale: "en",
          translation_key: page.system_key ? `site-page:${page.system_key}` : page.id,
          source_version: null,
        })),
    );
    expect(await t.db.selectFrom("page_revisions").select(["id", "page_id", "title"]).execute()).toEqual([{ id: "rev-1", page_id: "cms-deals", title: "Winter deals" }]);
  });

  it("keeps every address: English is the default and only language, and each published page answers where it did", async () => {
    const languages = await listLanguages(t.db);
    expect(languages.map((language) => `${language.tag} ${language.isDefault}`)).toEqual(["en true"]);
    const book = addressBook(languages);
    const paths = (await listPublishedPageAddresses(t.db)).map((page) => pagePublicPath(page, book)).sort();
    expect(paths).toEqual(PAGES.flatMap((page) => (page.path ? [page.path] : [])).sort());
    expect(await t.db.selectFrom("redirects").select(["from_path", "to_path", "status_code"]).execute()).toEqual([{ from_path: "/old-deals", to_path: "/deals", status_code: 301 }]);
  });

  it("keeps the settings as they were, in every language the site has", async () => {
    const { settings, version } = await getSiteSettings(t.db);
    expect(settings).toMatchObject(SETTINGS);
    expect(version).toBe(4);
    expect(await getSiteSettingsIn("en", t.db)).toEqual(settings);
    expect(await t.db.selectFrom("site_settings").select("id").execute()).toEqual([{ id: "site" }]);
  });
});
