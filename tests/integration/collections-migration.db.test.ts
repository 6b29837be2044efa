import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0024-message-languages");
});
afterAll(() => t?.cleanup());

const page = (id: string, slug: string, locale = "en") => ({
  id,
  title: `Page ${slug}`,
  slug,
  meta_description: null,
  content: JSON.stringify({ html: "<p>x</p>" }),
  is_published: true,
  author_id: null,
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  version: 1,
  system_key: null,
  locale,
  translation_key: id,
});

describe("0025-collections on a site that already has pages", () => {
  it("keeps every page a page, moves a page off /insights and /search, and makes slugs unique per language and collection", async () => {
    await t.db.insertInto("pages").values([page("p1", "about"), page("p2", "insights"), page("p3", "search", "de"), page("p4", "case-studies-old")]).execute();

    expect(await migrateToLatest(t.db)).toContain("0025-collections");

    const rows = await t.db.selectFrom("pages").select(["id", "slug", "is_published", "collection", "fields"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "p1", slug: "about", is_published: true, collection: null, fields: {} },
      // The Insights' listing and the site search answer there now: the pages move aside as drafts, and the audit log says so.
      { id: "p2", slug: "insights-imported", is_published: false, collection: null, fields: {} },
      { id: "p3", slug: "search-imported", is_published: false, collection: null, fields: {} },
      { id: "p4", slug: "case-studies-old", is_published: true, collection: null, fields: {} },
    ]);
    expect(await t.db.selectFrom("audit_log").select("target_id").orderBy("target_id").execute()).toEqual([{ target_id: "p2" }, { target_id: "p3" }]);

    // An item may share a page's slug; a second page or a second item of the collection in the language may not.
    await t.db.insertInto("pages").values({ ...page("i1", "about"), collection: "insights", fields: JSON.stringify({ excerpt: "x" }) }).execute();
    await expect(t.db.insertInto("pages").values(page("p5", "about")).execute()).rejects.toThrow();
    await expect(t.db.insertInto("pages").values({ ...page("i2", "about"), collection: "insights" }).execute()).rejects.toThrow();
    await t.db.insertInto("pages").values({ ...page("i3", "about"), collection: "case-studies" }).execute();
    expect(await t.db.selectFrom("pages").select("fields").where("id", "=", "i1").executeTakeFirstOrThrow()).toEqual({ fields: { excerpt: "x" } });
    // Not null: a page has {} rather than no fields.
    await expect(sql`update pages set fields = null where id = 'p1'`.execute(t.db)).rejects.toThrow();
  });
});
