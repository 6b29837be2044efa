// A translated page's generated social card (decision 038, issue Q): its URL's hash names its
// language as well as its title, so translations that share a slug get cards of their own, and the
// card route finds the right translation by it. A language that is not served has no cards.
import { describe, expect, it } from "vitest";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { pageShareImage, publishedPageCard } from "./page-share-image.server.ts";

const { testDb } = setUpPagesTestDb();
const SEO = { noindex: false, canonicalUrl: "", socialImage: "" };
const SERVED = ["en", "de", "zh-HK"];

async function insertPage(locale: string, title: string, translationKey: string, isPublished = true): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await testDb()
    .db.insertInto("pages")
    .values({ id, title, slug: "quality-checks", locale, translation_key: translationKey, meta_description: null, content: JSON.stringify({ html: "<p>x</p>" }), is_published: isPublished, author_id: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

/** The hash part of a card URL. */
const hashOf = (path: string) => /\/([0-9a-f]{16})\.png$/.exec(path)?.[1] ?? "";

describe("a translated page's social card", () => {
  it("is drawn from the translation's own title and language, found by its hash among translations sharing the slug", async () => {
    const key = await insertPage("en", "Quality checks", crypto.randomUUID());
    await insertPage("zh-HK", "品質控制", key);
    const english = await pageShareImage({ slug: "quality-checks", title: "Quality checks", seo: SEO, locale: "en" }, "BrandCheck");
    const chinese = await pageShareImage({ slug: "quality-checks", title: "品質控制", seo: SEO, locale: "zh-HK" }, "BrandCheck");
    expect(chinese).not.toBe(english);
    expect(chinese).toMatch(/^\/social-cards\/quality-checks\/[0-9a-f]{16}\.png$/);

    expect(await publishedPageCard("quality-checks", hashOf(chinese), SERVED, "BrandCheck")).toEqual({ title: "品質控制", siteName: "BrandCheck", lang: "zh-HK" });
    expect(await publishedPageCard("quality-checks", hashOf(english), SERVED, "BrandCheck")).toEqual({ title: "Quality checks", siteName: "BrandCheck", lang: "en" });
  });

  it("is not found for a language that is not served, an unpublished translation, or another title", async () => {
    const key = await insertPage("en", "Quality checks", crypto.randomUUID());
    await insertPage("zh-HK", "品質控制", key);
    await insertPage("de", "Qualitätskontrolle", key, false);
    const chinese = hashOf(await pageShareImage({ slug: "quality-checks", title: "品質控制", seo: SEO, locale: "zh-HK" }, "BrandCheck"));
    expect(await publishedPageCard("quality-checks", chinese, ["en", "de"], "BrandCheck")).toBeNull();
    const german = hashOf(await pageShareImage({ slug: "quality-checks", title: "Qualitätskontrolle", seo: SEO, locale: "de" }, "BrandCheck"));
    expect(await publishedPageCard("quality-checks", german, SERVED, "BrandCheck")).toBeNull();
    const renamed = hashOf(await pageShareImage({ slug: "quality-checks", title: "Old title", seo: SEO, locale: "zh-HK" }, "BrandCheck"));
    expect(await publishedPageCard("quality-checks", renamed, SERVED, "BrandCheck")).toBeNull();
  });
});
