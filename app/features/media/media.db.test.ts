import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createPage } from "#app/features/pages/pages.server.ts";
import { PageInput } from "#app/features/pages/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { jpegWithGps, plainPng, pngPixelBomb, SVG_WITH_SCRIPT, truncatedJpeg } from "#tests/utils/media-images.ts";
import { mediaTestDb } from "#tests/utils/media-test-db.ts";
import { mediaRefusals } from "./media-messages.ts";
import { deleteMedia, listMedia, mediaUses, replaceMedia, updateMediaDetails, uploadMedia, type MediaItem } from "./media.server.ts";
import { mediaVariant } from "./media-variants.server.ts";
import { mediaWidths, variantUrl, type MediaFormat } from "./media-url.ts";

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
    expect(await mediaUses(office.id, setup.t.db)).toEqual({ pages: [{ pageId: page.id, title: "About", slug: "about" }], siteSettings: false });
    expect(await deleteMedia(office.id, setup.editor, { database: setup.t.db })).toEqual({ ok: false, message: "This image is used on 1 page. Remove it from there before deleting it." });
    expect(await deleteMedia(team.id, setup.editor, { database: setup.t.db })).toEqual({ ok: true });

    // A page's social image (its SEO panel) is a use too: deleting it would silently change what the page shares.
    const card = await upload("share-card.png", await plainPng());
    expect((await updateMediaDetails(card.id, { alt: "BrandCheck share card", decorative: false, caption: "" }, setup.editor, { database: setup.t.db })).ok).toBe(true);
    const seo = { noindex: false, canonicalUrl: "", socialImage: card.reference };
    const shared = await createPage(PageInput.parse({ title: "Pricing", slug: "pricing", isPublished: true, content: { html: "<p>Plans</p>" }, seo }), setup.editor, { database: setup.t.db });
    expect(await mediaUses(card.id, setup.t.db)).toEqual({ pages: [{ pageId: shared.id, title: "Pricing", slug: "pricing" }], siteSettings: false });
    expect(await deleteMedia(card.id, setup.editor, { database: setup.t.db })).toEqual({ ok: false, message: "This image is used on 1 page. Remove it from there before deleting it." });

    const audit = await setup.t.db.selectFrom("audit_log").select(["action", "summary"]).where("target_type", "=", "media").orderBy("created_at").execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["media.delete", "media.update", "media.update", "media.upload", "media.upload", "media.upload"]);
    expect(audit).toContainEqual({ action: "media.delete", summary: "Deleted image team-photo.png" });
  });
});
