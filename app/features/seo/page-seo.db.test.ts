import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PageError } from "#app/features/pages/cms/page-error.ts";
import { createPage, getPage, listPublishedPagesForSitemap, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput, type PageInputDraft } from "#app/features/pages/cms/schema.ts";
import { loadSitePage } from "#app/features/pages/site-pages/site-page-loader.server.ts";
import { ensureSitePages } from "#app/features/pages/site-pages/site-pages-seed.server.ts";
import { getSitePage, resetSitePage } from "#app/features/pages/site-pages/site-pages.server.ts";
import { DOT_SEGMENT_OFF_SITE } from "#tests/fixtures/off-site-paths.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { chosenShareImage, pageShareImage } from "./page-share-image.server.ts";
import { listSitemapEntries } from "./public-paths.server.ts";
import { CANONICAL_URL_INVALID, SOCIAL_IMAGE_INVALID } from "./page-seo.ts";
import { seoMeta } from "#app/lib/seo.ts";
import { socialCardPath } from "./social-card.server.tsx";

const { testDb, editor } = setUpPagesTestDb();

function input(overrides: Partial<PageInputDraft> = {}): PageInput {
  return PageInput.parse({ title: "Pricing", slug: "pricing", isPublished: true, content: { html: "<p>Prices</p>" }, ...overrides });
}

describe("a page's search settings", () => {
  it("keeps a noindex page out of sitemap.xml and asks robots not to list it", async () => {
    const hidden = await createPage(input({ slug: "thanks", seo: { noindex: true, canonicalUrl: "", socialImage: "" } }), editor());
    await createPage(input(), editor());
    expect((await listPublishedPagesForSitemap()).map((p) => p.slug)).toEqual(["pricing"]);
    expect(hidden.seo).toEqual({ noindex: true, canonicalUrl: "", socialImage: "" });

    const meta = seoMeta({ title: "Thanks", description: "", path: "/thanks", origin: "https://brandcheck.test", noindex: hidden.seo.noindex });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(seoMeta({ title: "P", description: "", path: "/pricing", origin: "https://brandcheck.test" })).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("stores a canonical URL override, used for the canonical link and og:url; a save without settings keeps them", async () => {
    const page = await createPage(input({ seo: { noindex: false, canonicalUrl: "https://partner.example/pricing", socialImage: "" } }), editor());
    const meta = seoMeta({ title: "P", description: "", path: "/pricing", origin: "https://brandcheck.test", canonicalUrl: page.seo.canonicalUrl });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://partner.example/pricing" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://partner.example/pricing" });

    const saved = await updatePage(page.id, input({ title: "Prices" }), page.version, editor());
    expect(saved.seo.canonicalUrl).toBe("https://partner.example/pricing");
    expect((await getPage(page.id))?.seo.canonicalUrl).toBe("https://partner.example/pricing");
  });

  it("refuses a canonical URL that is not http(s) or a path of the site, and a social image not from the library", () => {
    for (const canonicalUrl of ["javascript:alert(1)", "//evil.example/x", "ftp://example.com/", "not a url", "https://user:pw@example.com/", ...DOT_SEGMENT_OFF_SITE]) {
      const result = PageInput.safeParse({ title: "T", slug: "t", content: { html: "" }, seo: { canonicalUrl } });
      expect(result.success ? "accepted" : result.error.issues[0]?.message, canonicalUrl).toBe(CANONICAL_URL_INVALID);
    }
    expect(PageInput.safeParse({ title: "T", slug: "t", content: { html: "" }, seo: { canonicalUrl: "/pricing" } }).success).toBe(true);
    const image = PageInput.safeParse({ title: "T", slug: "t", content: { html: "" }, seo: { socialImage: "https://evil.example/x.png" } });
    expect(image.success ? "accepted" : image.error.issues[0]?.message).toBe(SOCIAL_IMAGE_INVALID);
  });

  it("refuses a social image no longer in the library, and shares the generated card without one", async () => {
    const gone = `/media/${randomUUID()}/0123456789abcdef/1200x630.png`;
    await expect(createPage(input({ seo: { noindex: false, canonicalUrl: "", socialImage: gone } }), editor())).rejects.toBeInstanceOf(PageError);
    const page = await createPage(input(), editor());
    expect(await pageShareImage(page, "BrandCheck")).toBe(socialCardPath("pricing", { title: "Pricing", siteName: "BrandCheck", lang: "en" }));
    // A reference whose image was deleted since (written straight into the row) falls back to the card too.
    expect(await pageShareImage({ ...page, seo: { ...page.seo, socialImage: gone } }, "BrandCheck")).toMatch(/^\/social-cards\/pricing\/[0-9a-f]{16}\.png$/);
  });

  it("applies to a site page too: noindex leaves its path out of sitemap.xml, the canonical URL is kept, a reset keeps both", async () => {
    await ensureSitePages(testDb().db);
    const services = await getSitePage("services");
    if (!services) throw new Error("services not seeded");
    expect((await listSitemapEntries()).map((entry) => entry.path)).toContain("/services");

    const seo = { noindex: true, canonicalUrl: "https://partner.example/services", socialImage: "" };
    const saved = await updatePage(services.id, input({ title: "Services", slug: "ignored", seo }), services.version, editor());
    expect(saved).toMatchObject({ slug: "services", seo });
    const paths = (await listSitemapEntries()).map((entry) => entry.path);
    expect(paths).not.toContain("/services");
    expect(paths).toContain("/contact");
    expect((await loadSitePage("services")).seo).toEqual(seo);
    // Without a social image of its own, a site page shares the site settings' image (no generated card).
    expect(await chosenShareImage(seo)).toBeNull();

    const reset = await resetSitePage(saved.id, saved.version, editor());
    expect(reset.seo).toEqual(seo);
  });
});
