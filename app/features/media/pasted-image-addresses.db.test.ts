import { describe, expect, it } from "vitest";
import { PageError } from "#app/features/pages/cms/page-error.ts";
import { createPage, getPage, updatePage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { ensureSiteSettings, getSiteSettings, saveSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { SiteSettings } from "#app/features/site-settings/schema.ts";
import { variantUrl } from "#app/lib/media-url.ts";
import { homeHeroDefaults } from "#app/sections/home-hero/schema.ts";
import { plainPng } from "#tests/utils/media-images.ts";
import { mediaTestDb } from "#tests/utils/media-test-db.ts";
import { setSuiteEnv } from "#tests/utils/test-env.ts";
import { deleteMedia, mediaUses, replaceMedia, uploadMedia, type MediaItem } from "./media.server.ts";

/**
 * An image address pasted into an image field, in whatever form it was copied (issue 34: a 320 px
 * thumbnail with the server's host), is stored as the library image's reference, on both databases.
 */

const SITE = "https://www.brandcheck.test";
setSuiteEnv({ SITE_URL: SITE });
const setup = mediaTestDb();

async function described(name: string): Promise<MediaItem> {
  const result = await uploadMedia({ name, bytes: await plainPng() }, setup.editor, { database: setup.t.db });
  if (!result.ok) throw new Error(result.message);
  await setup.t.db.updateTable("media").set({ alt: "Our team" }).where("id", "=", result.media.id).execute();
  return { ...result.media, alt: "Our team" };
}

/** The home page's opening with `image` pasted into its illustration field, parsed as the editor's save parses it. */
function homeWith(image: string) {
  return PageInput.parse({ title: "Home", slug: "welcome", isPublished: true, content: { sections: [{ ...homeHeroDefaults(0), image, imageAlt: "Our team" }] } });
}

async function storedImage(pageId: string): Promise<string> {
  const row = await setup.t.db.selectFrom("pages").select("content").where("id", "=", pageId).executeTakeFirstOrThrow();
  const content = (typeof row.content === "string" ? JSON.parse(row.content) : row.content) as { sections: { image: string }[] };
  return content.sections[0]!.image;
}

describe("a library image pasted into a section's image field", () => {
  it("is stored as its reference, whatever form was pasted, and 'where used' sees it", async () => {
    const image = await described("team.png");
    const thumbnail = `${SITE}${variantUrl(image, 320, "jpeg")}`;
    const page = await createPage(homeWith(thumbnail), setup.editor, { database: setup.t.db });
    expect(await storedImage(page.id)).toBe(image.reference);

    for (const pasted of [variantUrl(image, 640, "avif"), `${SITE}${image.reference}`, `  ${SITE}/media/x/..${variantUrl(image, 480, "webp").slice("/media".length)}?v=1  `]) {
      const current = await getPage(page.id, setup.t.db);
      await updatePage(page.id, homeWith(pasted), current!.version, setup.editor, { database: setup.t.db });
      expect(await storedImage(page.id), pasted).toBe(image.reference);
    }
    expect((await mediaUses(image.id, setup.t.db)).pages.map((use) => use.pageId)).toEqual([page.id]);
    expect(await deleteMedia(image.id, setup.editor, { database: setup.t.db })).toMatchObject({ ok: false });
  });

  it("names the current file after a replace: an old address becomes the new reference", async () => {
    const image = await described("team.png");
    const oldThumbnail = variantUrl(image, 320, "png");
    const replaced = await replaceMedia(image.id, { name: "team-2.png", bytes: await plainPng(500, 200) }, setup.editor, { database: setup.t.db });
    if (!replaced.ok) throw new Error(replaced.message);
    expect(replaced.media.reference).not.toBe(image.reference);
    const page = await createPage(homeWith(oldThumbnail), setup.editor, { database: setup.t.db });
    expect(await storedImage(page.id)).toBe(replaced.media.reference);
  });

  it("keeps other sites' images, and stores this site's other addresses without the host", async () => {
    const external = await createPage(homeWith("https://cdn.example.org/team.jpg"), setup.editor, { database: setup.t.db });
    expect(await storedImage(external.id)).toBe("https://cdn.example.org/team.jpg");
    const own = await createPage({ ...homeWith(`${SITE}/images/hero-illustration.svg`), slug: "own" }, setup.editor, { database: setup.t.db });
    expect(await storedImage(own.id)).toBe("/images/hero-illustration.svg");
  });

  it("is refused when the image is no longer in the library, and nothing is written", async () => {
    const image = await described("gone.png");
    await deleteMedia(image.id, setup.editor, { database: setup.t.db });
    const save = createPage(homeWith(`${SITE}${variantUrl(image, 320, "png")}`), setup.editor, { database: setup.t.db });
    await expect(save).rejects.toBeInstanceOf(PageError);
    await expect(save).rejects.toMatchObject({ status: 409 });
    expect(await setup.t.db.selectFrom("pages").select("id").execute()).toEqual([]);
  });

  it("refuses a hostile address before anything is stored", () => {
    for (const image of ["javascript:alert(1)", "data:image/svg+xml;base64,PHN2Zz4=", "/.//evil.example/x.png"]) {
      expect(PageInput.safeParse({ title: "Home", slug: "welcome", isPublished: true, content: { sections: [{ ...homeHeroDefaults(0), image }] } }).success, image).toBe(false);
    }
  });
});

describe("a library image pasted into the settings' sharing image", () => {
  it("is stored as its reference and seen by 'where used'", async () => {
    await ensureSiteSettings(setup.t.db);
    const image = await described("share.png");
    const before = await getSiteSettings(setup.t.db);
    const input = SiteSettings.parse({ ...before.settings, shareImage: `${SITE}${variantUrl(image, 320, "webp")}` });
    const saved = await saveSiteSettings(input, before.version, setup.editor, { database: setup.t.db });
    expect(saved.settings.shareImage).toBe(image.reference);
    expect((await getSiteSettings(setup.t.db)).settings.shareImage).toBe(image.reference);
    expect((await mediaUses(image.id, setup.t.db)).siteSettings).toBe(true);
  });
});
