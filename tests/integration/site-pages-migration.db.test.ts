import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { ensureSitePages } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0007-search-indexes");
});
afterAll(() => t?.cleanup());

const NOW = "2026-11-01T10:00:00.000Z";

function page(slug: string, isPublished: boolean) {
  return { id: `page-${slug}`, title: `Imported ${slug}`, slug, meta_description: null, content: JSON.stringify({ html: `<p>${slug}</p>` }), is_published: isPublished, author_id: null, created_at: NOW, updated_at: NOW };
}

describe("0011-site-pages on a database that already holds pages", () => {
  it("moves the pages on a site page's slug aside as drafts, keeps the others, and the site pages are seeded", async () => {
    await t.db.insertInto("pages").values([page("services", true), page("home", true), page("services-imported", false), page("about-us", true)]).execute();

    await migrateToLatest(t.db);
    await ensureSitePages(t.db);

    const rows = await t.db.selectFrom("pages").select(["id", "slug", "is_published", "system_key", "version"]).where("system_key", "is", null).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "page-about-us", slug: "about-us", is_published: true, system_key: null, version: 1 },
      { id: "page-home", slug: "home-imported", is_published: false, system_key: null, version: 2 },
      { id: "page-services", slug: "services-imported-2", is_published: false, system_key: null, version: 2 },
      { id: "page-services-imported", slug: "services-imported", is_published: false, system_key: null, version: 1 },
    ]);
    const audit = await t.db.selectFrom("audit_log").select(["target_id", "summary"]).orderBy("target_id").execute();
    expect(audit).toEqual([
      { target_id: "page-home", summary: 'Moved page "Imported home" from /home to /home-imported as a draft: the website\'s own page now uses /home' },
      { target_id: "page-services", summary: 'Moved page "Imported services" from /services to /services-imported-2 as a draft: the website\'s own page now uses /services' },
    ]);
    const site = await t.db.selectFrom("pages").select(["slug", "is_published"]).where("system_key", "is not", null).orderBy("slug").execute();
    expect(site.length).toBeGreaterThan(0);
    expect(site.every((row) => row.is_published)).toBe(true);
  });
});
