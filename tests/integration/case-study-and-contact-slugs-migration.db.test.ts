import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSitePages } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0014-media-library");
});
afterAll(() => t?.cleanup());

const NOW = "2026-11-20T10:00:00.000Z";

function page(slug: string, isPublished: boolean, systemKey: string | null = null) {
  return {
    id: `page-${slug}`,
    title: `Staff ${slug}`,
    slug,
    system_key: systemKey,
    meta_description: null,
    content: JSON.stringify({ html: `<p>${slug}</p>` }),
    is_published: isPublished,
    author_id: null,
    created_at: NOW,
    updated_at: NOW,
  };
}

describe("0015-case-study-and-contact-slugs on a database that already holds pages and site pages", () => {
  it("moves the CMS pages on the newly seeded slugs aside as drafts, leaves the rest, and the case-study site pages are seeded", async () => {
    await t.db
      .insertInto("pages")
      .values([
        // A site page seeded by the release before, which must not move.
        page("services", true, "services"),
        page("case-studies", true),
        page("case-study-2", false),
        page("contact", true),
        page("contact-imported", false),
        page("case-study-4", true),
      ])
      .execute();

    // 0015 is the first migration this database lacks (the later ones follow it).
    expect((await migrateToLatest(t.db))[0]).toBe("0015-case-study-and-contact-slugs");
    await ensureSitePages(t.db);

    const staff = await t.db.selectFrom("pages").select(["id", "slug", "is_published", "version"]).where("system_key", "is", null).orderBy("id").execute();
    expect(staff).toEqual([
      { id: "page-case-studies", slug: "case-studies-imported", is_published: false, version: 2 },
      { id: "page-case-study-2", slug: "case-study-2-imported", is_published: false, version: 2 },
      { id: "page-case-study-4", slug: "case-study-4", is_published: true, version: 1 },
      { id: "page-contact", slug: "contact-imported-2", is_published: false, version: 2 },
      { id: "page-contact-imported", slug: "contact-imported", is_published: false, version: 1 },
    ]);
    const audit = await t.db.selectFrom("audit_log").select(["target_id", "summary"]).orderBy("target_id").execute();
    expect(audit).toEqual([
      { target_id: "page-case-studies", summary: 'Moved page "Staff case-studies" from /case-studies to /case-studies-imported as a draft: the website\'s own page now uses /case-studies' },
      { target_id: "page-case-study-2", summary: 'Moved page "Staff case-study-2" from /case-study-2 to /case-study-2-imported as a draft: the website\'s own page now uses /case-study-2' },
      { target_id: "page-contact", summary: 'Moved page "Staff contact" from /contact to /contact-imported-2 as a draft: the website\'s own page now uses /contact' },
    ]);

    const site = await t.db.selectFrom("pages").select(["system_key", "slug", "is_published"]).where("system_key", "is not", null).execute();
    expect(site.find((row) => row.system_key === "services")).toEqual({ system_key: "services", slug: "services", is_published: true });
    for (const key of ["case-studies", "case-study-1", "case-study-2", "case-study-3"]) {
      expect(site.find((row) => row.system_key === key)).toEqual({ system_key: key, slug: key, is_published: true });
    }
  });
});
