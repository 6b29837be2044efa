import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { saveAuthorProfile } from "#app/features/collections/authors.server.ts";
import { createPage } from "#app/features/pages/cms/pages.server.ts";
import { PageInput } from "#app/features/pages/cms/schema.ts";
import { createTranslation } from "#app/features/pages/translating/create-translation.server.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { animatedImage, blankPng, jpegWithGps, plainPng, pngPixelBomb, SVG_WITH_SCRIPT, truncatedJpeg } from "#tests/utils/media-images.ts";
import { mediaTestDb, plantMedia } from "#tests/utils/media-test-db.ts";
import { mediaRefusals } from "./media-messages.ts";
import { deleteMedia, listMedia, mediaUses, replaceMedia, updateMediaDetails, uploadMedia, type MediaItem } from "./media.server.ts";
import { mediaVariant } from "./media-variants.server.ts";
import { mediaWidths, variantUrl, type MediaFormat } from "#app/lib/media-url.ts";

const setup = mediaTestDb();

async function upload(name: string, bytes: Uint8Array): Promise<MediaItem> {
  const result = await uploadMedia({ name, bytes }, setup.editor, { database: setup.t.db });
  if (!result.ok) throw new Error(result.message);
  return result.media;
}

/** The bytes behind a variant URL, following a redirect like a browser would. */
async function fetchVariant(url: string): Promise<Uint8Array> {
  const [, , id, hash, file] = url.split("/");
  const answer = await mediaVariant(id!, hash!, file!, setup.t.db);
  if (answer.kind === "moved") return fetchVariant(answer.url);
  if (answer.kind !== "image") throw new Error(`No image at ${url}`);
  return answer.bytes;
}

async function storedCounts() {
  const media = await setup.t.db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const audit = await setup.t.db.selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { media: Number(media.n), audit: Number(audit.n) };
}

describe("uploads the library refuses", () => {
  const cases: [string, () => Promise<{ name: string; bytes: Uint8Array }>, (name: string) => string][] = [
    ["a text file named like a photo", async () => ({ name: "holiday.jpg", bytes: Buffer.from("just some text, not an image") }), mediaRefusals.notAnImage],
    ["an SVG (it can carry script)", async () => ({ name: "logo.svg", bytes: SVG_WITH_SCRIPT }), mediaRefusals.svg],
    ["an SVG named .png", async () => ({ name: "logo.png", bytes: SVG_WITH_SCRIPT }), mediaRefusals.svg],
    ["a file over 20 MB", async () => ({ name: "huge.jpg", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(20 * 1024 * 1024)]) }), (name) => mediaRefusals.tooLarge(name, 20 * 1024 * 1024)],
    ["a decompression bomb (10 gigapixels in a tiny PNG)", async () => ({ name: "bomb.png", bytes: await pngPixelBomb() }), (name) => mediaRefusals.tooManyPixels(name, 50_000_000)],
    ["a truncated JPEG", async () => ({ name: "cut.jpg", bytes: await truncatedJpeg() }), mediaRefusals.unreadable],
    // Issue 27, item 2: under 50 megapixels, yet one line that long took 4 s and 2 GB to decode.
    ["a 49,000,000 × 1 PNG of a few kilobytes", async () => ({ name: "row.png", bytes: blankPng(49_000_000, 1) }), (name) => mediaRefusals.sideTooLong(name, 16_383)],
    ["a 1 × 49,000,000 PNG", async () => ({ name: "column.png", bytes: blankPng(1, 49_000_000) }), (name) => mediaRefusals.sideTooLong(name, 16_383)],
    ["a 16,000 × 400 strip (40:1)", async () => ({ name: "strip.png", bytes: blankPng(16_000, 400) }), (name) => mediaRefusals.tooThin(name, 32)],
    ["a tall animated GIF (frames of 4 × 16,000)", async () => ({ name: "tall.gif", bytes: await animatedImage("gif", { width: 4, height: 16_000, frames: 20 }) }), (name) => mediaRefusals.tooThin(name, 32)],
    ["a tall animated WebP (frames of 4 × 16,000)", async () => ({ name: "tall.webp", bytes: await animatedImage("webp", { width: 4, height: 16_000, frames: 20 }) }), (name) => mediaRefusals.tooThin(name, 32)],
    ["an animated GIF of 1,001 frames", async () => ({ name: "long.gif", bytes: await animatedImage("gif", { width: 16, height: 16, frames: 1_001 }) }), (name) => mediaRefusals.tooManyFrames(name, 1_000)],
    ["an animated WebP of 1,001 frames", async () => ({ name: "long.webp", bytes: await animatedImage("webp", { width: 16, height: 16, frames: 1_001 }) }), (name) => mediaRefusals.tooManyFrames(name, 1_000)],
  ];

  for (const [what, make, message] of cases) {
    it(`refuses ${what} with a message and stores nothing`, async () => {
      const file = await make();
      const result = await uploadMedia(file, setup.editor, { database: setup.t.db });
      expect(result).toEqual({ ok: false, message: message(file.name) });
      expect(await storedCounts()).toEqual({ media: 0, audit: 0 });
    });
  }

  it("says 20 MB in the size refusal", () => {
    expect(mediaRefusals.tooLarge("a.jpg", 20 * 1024 * 1024)).toBe("“a.jpg” is larger than 20 MB. Upload a smaller file.");
  });

  it("says what shape the library takes", () => {
    expect(mediaRefusals.sideTooLong("row.png", 16_383)).toBe("“row.png” is more than 16,383 pixels wide or tall. Scale it down and upload it again.");
    expect(mediaRefusals.tooThin("strip.png", 32)).toBe(
      "“strip.png” is more than 32 times as wide as it is tall (or as tall as it is wide). Crop it to a less extreme shape and upload it again.",
    );
    expect(mediaRefusals.tooManyFrames("long.gif", 1_000)).toBe(
      "“long.gif” is an animation of more than 1,000 frames. The library keeps only the first frame: save that frame as a still image and upload it.",
    );
  });

  it("still takes wide panoramas, banners, tall images and animations within the limits", async () => {
    const within: [string, Uint8Array, { width: number; height: number }][] = [
      ["panorama.png", await plainPng(6_000, 1_000), { width: 6_000, height: 1_000 }],
      ["leaderboard.png", await plainPng(970, 90), { width: 970, height: 90 }],
      ["at-the-limit.png", blankPng(16_383, 512), { width: 16_383, height: 512 }],
      ["skyscraper.png", blankPng(300, 9_600), { width: 300, height: 9_600 }],
      ["spinner.gif", await animatedImage("gif", { width: 64, height: 64, frames: 1_000 }), { width: 64, height: 64 }],
      ["spinner.webp", await animatedImage("webp", { width: 64, height: 64, frames: 24 }), { width: 64, height: 64 }],
    ];
    for (const [name, bytes, size] of within) {
      const result = await uploadMedia({ name, bytes }, setup.editor, { database: setup.t.db });
      expect(result, name).toMatchObject({ ok: true, media: { name, ...size } });
    }
  }, 60_000);

  it("refuses a replacement that is not an image and keeps the old file", async () => {
    const media = await upload("team.png", await plainPng());
    const result = await replaceMedia(media.id, { name: "notes.png", bytes: Buffer.from("%PDF-1.7") }, setup.editor, { database: setup.t.db });
    expect(result).toEqual({ ok: false, message: mediaRefusals.notAnImage("notes.png") });
    expect((await listMedia("", setup.t.db))[0]).toMatchObject({ id: media.id, hash: media.hash, name: "team.png" });
  });
});

describe("privacy", () => {
  it("serves no EXIF (no GPS) in any variant and applies the orientation first", async () => {
    const photo = await jpegWithGps({ width: 1000, height: 700, orientation: 6 });
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("GPS Leaker");

    const media = await upload("phone-photo.jpg", photo);
    // Orientation 6 is a quarter turn: the stored image is portrait.
    expect(media).toMatchObject({ format: "jpeg", width: 700, height: 1000 });

    const stored = await setup.t.db.selectFrom("media").select("data").where("id", "=", media.id).executeTakeFirstOrThrow();
    const variants: Uint8Array[] = [stored.data];
    for (const width of mediaWidths(media.width)) {
      for (const format of ["avif", "webp", "jpeg"] as MediaFormat[]) variants.push(await fetchVariant(variantUrl(media, width, format)));
    }
    // The original, then 320, 480, 640 and its own 700 wide, each in three formats.
    expect(variants).toHaveLength(1 + 4 * 3);
    for (const bytes of variants) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.height).toBeGreaterThan(metadata.width);
      expect(Buffer.from(bytes).toString("latin1")).not.toContain("GPS Leaker");
    }
  }, 120_000);
});

describe("variants", () => {
  it("makes each size and format once, at no width above the original, and refuses other sizes", async () => {
    const media = await upload("wide.png", await plainPng(1000, 500));
    expect(mediaWidths(media.width)).toEqual([320, 480, 640, 768, 960, 1000]);
    const avif = await fetchVariant(variantUrl(media, 640, "avif"));
    expect(await sharp(avif).metadata()).toMatchObject({ format: "heif", width: 640, height: 320 });
    await fetchVariant(variantUrl(media, 640, "avif"));
    const rows = await setup.t.db.selectFrom("media_variants").select(["width", "format"]).execute();
    expect(rows).toEqual([{ width: 640, format: "avif" }]);

    for (const file of ["1280.avif", "500.webp", "640.jpg", "640.svg", "640.png.avif"]) {
      expect(await mediaVariant(media.id, media.hash, file, setup.t.db), file).toEqual({ kind: "missing" });
    }
  });

  it("answers 404 for every variant of an extreme shape stored before the limits, remembers each, and does not try again", async () => {
    // What an older install may hold: the upload checks above did not exist when these were stored.
    const row = await plantMedia(setup.t.db, { name: "row.png", format: "png", width: 49_000_000, height: 1, data: blankPng(49_000_000, 1) });
    const column = await plantMedia(setup.t.db, { name: "column.png", format: "png", width: 1, height: 49_000_000, data: blankPng(1, 49_000_000) });
    const asked = [row, column].flatMap((media) => mediaWidths(media.width).flatMap((width) => (["webp", "avif", "png"] as const).map((format) => ({ media, width, format }))));
    expect(asked).toHaveLength(7 * 3 + 3);
    for (const { media, width, format } of asked) {
      const url = variantUrl(media, width, format);
      expect(await mediaVariant(media.id, media.hash, url.split("/").pop()!, setup.t.db), url).toEqual({ kind: "missing" });
    }
    // Each is remembered as a row with no bytes.
    const rows = await setup.t.db.selectFrom("media_variants").select(["media_id", "data"]).execute();
    expect(rows).toHaveLength(asked.length);
    expect(rows.every((stored) => stored.data.byteLength === 0)).toBe(true);

    // Were it tried again, the original (now a small image under the same hash) would make it.
    await setup.t.db.updateTable("media").set({ data: await plainPng(1, 10), width: 1, height: 10 }).where("id", "=", column.id).execute();
    expect(await mediaVariant(column.id, column.hash, "1.webp", setup.t.db)).toEqual({ kind: "missing" });
    const marker = await setup.t.db.selectFrom("media_variants").select("data").where("media_id", "=", column.id).where("format", "=", "webp").executeTakeFirstOrThrow();
    expect(marker.data.byteLength).toBe(0);

    // Replacing the file gives it a fresh start: the markers go with the old file's variants.
    const replaced = await replaceMedia(column.id, { name: "column-fixed.png", bytes: await plainPng(100, 400) }, setup.editor, { database: setup.t.db });
    if (!replaced.ok) throw new Error(replaced.message);
    expect(await sharp(await fetchVariant(variantUrl(replaced.media, 100, "webp"))).metadata()).toMatchObject({ format: "webp", width: 100, height: 400 });
  }, 60_000);

  it("sends an old URL of a replaced image to the new file", async () => {
    const media = await upload("team.png", await plainPng(800, 600));
    const replaced = await replaceMedia(media.id, { name: "team-2024.jpg", bytes: await jpegWithGps({ width: 700, height: 700 }) }, setup.editor, { database: setup.t.db });
    if (!replaced.ok) throw new Error(replaced.message);
    expect(replaced.media).toMatchObject({ id: media.id, format: "jpeg", width: 700, height: 700 });
    expect(replaced.media.hash).not.toBe(media.hash);
    expect(await mediaVariant(media.id, media.hash, "640.webp", setup.t.db)).toEqual({ kind: "moved", url: variantUrl(replaced.media, 640, "webp") });
    expect(await mediaVariant(media.id, media.hash, "800.png", setup.t.db)).toEqual({ kind: "moved", url: variantUrl(replaced.media, 700, "jpeg") });
  });
});

describe("the library", () => {
  it("finds images by name or alt text, audits every change, and refuses to delete an image in use", async () => {
    const team = await upload("team-photo.png", await plainPng());
    const office = await upload("office.png", await plainPng());
    const updated = await updateMediaDetails(office.id, { alt: "Our London office at dusk", decorative: false, caption: "" }, setup.editor, { database: setup.t.db });
    expect(updated.ok).toBe(true);

    expect((await listMedia("TEAM", setup.t.db)).map((m) => m.id)).toEqual([team.id]);
    expect((await listMedia("london", setup.t.db)).map((m) => m.id)).toEqual([office.id]);

    const hero = { ...heroDefaults(0), backgroundImage: office.reference };
    const page = await createPage(PageInput.parse({ title: "About", slug: "about", isPublished: true, content: { sections: [hero] } }), setup.editor, { database: setup.t.db });
    expect(await mediaUses(office.id, setup.t.db)).toEqual({ pages: [{ pageId: page.id, title: "About", slug: "about", language: null }], authors: [], siteSettings: false, theme: false });
    // A translation is a page of its own: listed with its language (decision 037).
    const german = await createTranslation(page.id, "de", setup.editor, { database: setup.t.db, content: { title: "Über uns" } });
    expect((await mediaUses(office.id, setup.t.db)).pages).toEqual([
      { pageId: page.id, title: "About", slug: "about", language: null },
      { pageId: german.id, title: "Über uns", slug: "about", language: "Deutsch" },
    ]);
    await setup.t.db.deleteFrom("pages").where("id", "=", german.id).execute();
    expect(await deleteMedia(office.id, setup.editor, { database: setup.t.db })).toEqual({ ok: false, message: "This image is used on 1 page. Remove it from there before deleting it." });
    expect(await deleteMedia(team.id, setup.editor, { database: setup.t.db })).toEqual({ ok: true });

    // A page's social image (its SEO panel) is a use too: deleting it would silently change what the page shares.
    const card = await upload("share-card.png", await plainPng());
    expect((await updateMediaDetails(card.id, { alt: "BrandCheck share card", decorative: false, caption: "" }, setup.editor, { database: setup.t.db })).ok).toBe(true);
    const seo = { noindex: false, canonicalUrl: "", socialImage: card.reference };
    const shared = await createPage(PageInput.parse({ title: "Pricing", slug: "pricing", isPublished: true, content: { html: "<p>Plans</p>" }, seo }), setup.editor, { database: setup.t.db });
    expect(await mediaUses(card.id, setup.t.db)).toEqual({ pages: [{ pageId: shared.id, title: "Pricing", slug: "pricing", language: null }], authors: [], siteSettings: false, theme: false });
    expect(await deleteMedia(card.id, setup.editor, { database: setup.t.db })).toEqual({ ok: false, message: "This image is used on 1 page. Remove it from there before deleting it." });

    const audit = await setup.t.db.selectFrom("audit_log").select(["action", "summary"]).where("target_type", "=", "media").orderBy("created_at").execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["media.delete", "media.update", "media.update", "media.upload", "media.upload", "media.upload"]);
    expect(audit).toContainEqual({ action: "media.delete", summary: "Deleted image team-photo.png" });
  });

  it("lists an author's photo and an article's cover as uses, and refuses to delete an image an author photo uses", async () => {
    const portrait = await upload("portrait.png", await plainPng());
    const options = { database: setup.t.db };
    const byline = { authorKey: "", userId: "", locale: "en", slug: "", role: "", bio: "", photoMediaId: portrait.id };
    const author = await saveAuthorProfile({ ...byline, name: "Research Team" }, setup.editor, options);
    await saveAuthorProfile({ ...byline, authorKey: author.authorKey, locale: "de", name: "Forschungsteam" }, setup.editor, options);
    expect(await mediaUses(portrait.id, setup.t.db)).toEqual({
      pages: [],
      authors: [
        { authorKey: author.authorKey, name: "Forschungsteam", language: "Deutsch" },
        { authorKey: author.authorKey, name: "Research Team", language: null },
      ],
      siteSettings: false,
      theme: false,
    });
    // Drawn beside the author's name as decoration, the photo needs no alt text; but it may not go while a profile shows it.
    expect((await updateMediaDetails(portrait.id, { alt: "", decorative: false, caption: "" }, setup.editor, options)).ok).toBe(true);
    expect(await deleteMedia(portrait.id, setup.editor, options)).toEqual({ ok: false, message: "This image is used as the photo of 2 author profiles. Remove it from there before deleting it." });
    expect(await setup.t.db.selectFrom("media").select("id").where("id", "=", portrait.id).executeTakeFirst()).toBeDefined();

    // An article's cover is in its fields: the article is listed like a page, and named with the author photos when both use it.
    await updateMediaDetails(portrait.id, { alt: "Our research team", decorative: false, caption: "" }, setup.editor, options);
    const fields = { excerpt: "Findings.", cover: { image: portrait.reference, alt: "Our research team" } };
    const article = await createPage(PageInput.parse({ title: "Findings", slug: "findings", isPublished: true, content: { sections: [] }, fields }), setup.editor, { ...options, collection: "insights" });
    expect((await mediaUses(portrait.id, setup.t.db)).pages).toEqual([{ pageId: article.id, title: "Findings", slug: "findings", language: null }]);
    expect(await deleteMedia(portrait.id, setup.editor, options)).toEqual({ ok: false, message: "This image is used on 1 page and as the photo of 2 author profiles. Remove it from there before deleting it." });
    expect(await updateMediaDetails(portrait.id, { alt: "", decorative: false, caption: "" }, setup.editor, options)).toEqual({ ok: false, message: "This image is used on 1 page, so it needs alt text. Add alt text or mark it decorative." });
  });
});
