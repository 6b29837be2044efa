import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createPage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput, type PageRecord } from "#app/features/pages/cms/schema.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { loadTranslationChanges } from "./translation-changes.server.ts";

const { testDb, editor } = setUpPagesTestDb();

const pricing = (title: string, html: string) => PageInput.parse({ title, slug: "pricing", isPublished: true, content: { html } });

async function translate(source: PageRecord, sourceVersion: number | null) {
  const now = new Date().toISOString();
  const id = randomUUID();
  await testDb()
    .db.insertInto("pages")
    .values({ id, title: "Preise", slug: "preise", content: JSON.stringify(source.content), is_published: true, created_at: now, updated_at: now, locale: "de", translation_key: source.translationKey, source_version: sourceVersion, meta_description: null, author_id: null })
    .execute();
  return id;
}

describe("a translation's \"What changed\"", () => {
  it("compares the source at the version the translation was made from with its current version", async () => {
    const source = await createPage(pricing("Pricing", "<p>Plans from 100 a month.</p>"), editor());
    const id = await translate(source, 1);
    await updatePage(source.id, pricing("Pricing", "<p>Plans from 120 a month.</p>"), 1, editor());
    await updatePage(source.id, pricing("Pricing and plans", "<p>Plans from 120 a month.</p>"), 2, editor());

    const changes = await loadTranslationChanges(id);
    expect(changes).toMatchObject({
      translation: { id, title: "Preise", locale: "de", status: "outdated", sourceVersion: 1 },
      language: { tag: "de", englishName: "German" },
      defaultLanguage: { tag: "en" },
      source: { id: source.id, title: "Pricing and plans", version: 3 },
    });
    const comparison = changes!.comparison;
    if (comparison.kind !== "changed") throw new Error(`Expected a compare, got ${comparison.kind}`);
    expect(comparison.older).toMatchObject({ version: 1, caption: "Translated from", savedByEmail: "ed@brandcheck.test" });
    expect(comparison.newer).toMatchObject({ version: 3, caption: "Current" });
    expect(comparison.diff.fields.filter((field) => field.changed).map((field) => [field.label, field.before, field.after])).toEqual([["Page Title", "Pricing", "Pricing and plans"]]);
    expect(comparison.diff.before).toEqual([expect.objectContaining({ type: "html", text: "Plans from 100 a month.", status: "changed" })]);
    expect(comparison.diff.changedCount).toBe(2);
  });

  it("says why there is nothing to compare: unchanged, no version recorded, a revision gone, the source gone", async () => {
    const source = await createPage(pricing("Pricing", "<p>Plans.</p>"), editor());
    expect((await loadTranslationChanges(await translate(source, 1)))?.comparison).toEqual({ kind: "unchanged" });
    await testDb().db.deleteFrom("pages").where("locale", "=", "de").execute();

    await updatePage(source.id, pricing("Pricing", "<p>Plans, new.</p>"), 1, editor());
    expect((await loadTranslationChanges(await translate(source, null)))?.comparison).toEqual({ kind: "no-revision", version: null });
    await testDb().db.deleteFrom("pages").where("locale", "=", "de").execute();

    const id = await translate(source, 1);
    await testDb().db.deleteFrom("page_revisions").where("page_id", "=", source.id).where("version", "=", 1).execute();
    expect((await loadTranslationChanges(id))?.comparison).toEqual({ kind: "no-revision", version: 1 });

    await testDb().db.deleteFrom("page_revisions").where("page_id", "=", source.id).execute();
    await testDb().db.deleteFrom("pages").where("id", "=", source.id).execute();
    expect(await loadTranslationChanges(id)).toMatchObject({ source: null, comparison: { kind: "no-source" } });
  });

  it("is nothing for an unknown id or a page in the default language (a source, not a translation)", async () => {
    const source = await createPage(pricing("Pricing", "<p>Plans.</p>"), editor());
    expect(await loadTranslationChanges(source.id)).toBeNull();
    expect(await loadTranslationChanges(randomUUID())).toBeNull();
    expect(await loadTranslationChanges("x".repeat(100))).toBeNull();
  });
});
