import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { ensureSearchIndex } from "#app/features/pages/search/page-search-index.server.ts";
import { searchSite } from "#app/features/pages/search/site-search.server.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  await migrateUpTo(t.db, "0025-collections");
});
afterAll(() => t?.cleanup());

const T0 = "2026-11-20T10:00:00.000Z";

function pageRow(id: string, slug: string, title: string, text: string, overrides: { locale?: string; is_published?: boolean; collection?: string; fields?: string } = {}) {
  return {
    id,
    slug,
    title,
    meta_description: null,
    content: JSON.stringify({ html: `<p>${text}</p>` }),
    is_published: true,
    author_id: null,
    created_at: T0,
    updated_at: T0,
    system_key: null,
    locale: "en",
    translation_key: id,
    source_version: null,
    collection: null,
    fields: "{}",
    ...overrides,
  };
}

describe("0026-site-search on a site that already has pages and items", () => {
  it("starts with an empty index, which the start fills with the published pages and items", async () => {
    await t.db
      .insertInto("pages")
      .values([
        pageRow("p1", "allergens", "Allergens", "A guide.", { collection: "insights", fields: JSON.stringify({ excerpt: "Compliance with allergen rules." }) }),
        pageRow("p2", "compliance", "Compliance", "Compliance testing for retailers."),
        pageRow("p3", "draft", "Draft", "Compliance draft.", { is_published: false }),
        pageRow("p4", "konformitaet", "Konformität", "Compliance auf Deutsch.", { locale: "de" }),
      ])
      .execute();

    expect(await migrateToLatest(t.db)).toEqual(["0026-site-search", "0027-case-study-collection", "0028-admin-list-search", "0029-site-search-text", "0030-user-time-zone", "0031-site-search-words", "0032-not-found-per-day", "0033-subscriber-consent", "0034-forms", "0035-submission-files", "0036-lead-work", "0037-proof-of-work", "0038-review-workflow", "0039-presence-notes-notifications", "0040-theme"]);
    expect(await t.db.selectFrom("page_search").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("page_admin_search").selectAll().execute()).toEqual([]);

    // The three published rows for the site search, and every row (the draft too) for the admin lists (0028).
    expect(await ensureSearchIndex(t.db)).toBe(4);
    expect((await t.db.selectFrom("page_admin_search").select("page_id").orderBy("page_id").execute()).map((row) => row.page_id)).toEqual(["p1", "p2", "p3", "p4"]);
    const book = addressBook(await listLanguages(t.db));
    const english = await searchSite({ locale: "en", query: "compliance", book }, t.db);
    expect(english.results.map((result) => result.path)).toEqual(["/compliance", "/insights/allergens"]);
    const german = await searchSite({ locale: "de", query: "compliance", book }, t.db);
    expect(german.results.map((result) => result.path)).toEqual(["/de/konformitaet"]);
    // In step now: a second start has nothing to do.
    expect(await ensureSearchIndex(t.db)).toBe(0);
  });
});
