import sharp, { type Sharp } from "sharp";
import type { MediaFormat } from "#app/lib/media-url.ts";

/**
 * What the media library does with image bytes, with sharp (libvips). Nothing here trusts a file's
 * name or declared type: the format comes from the bytes, the pixel count is checked before
 * decoding, and a file that does not decode completely is refused.
 */

export type SniffResult = MediaFormat | "svg" | null;

/** The image format the bytes begin with; "svg" for SVG text; null for anything else. */
export function sniffFormat(bytes: Uint8Array): SniffResult {
  const at = (offset: number, text: string) => Buffer.from(bytes.subarray(offset, offset + text.length)).toString("latin1") === text;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (at(0, "\x89PNG\r\n\x1a\n")) return "png";
  if (at(0, "GIF87a") || at(0, "GIF89a")) return "gif";
  if (at(0, "RIFF") && at(8, "WEBP")) return "webp";
  if (at(4, "ftyp") && isAvifBrand(bytes)) return "avif";
  if (/^(?:\ufeff)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString("utf8"))) return "svg";
  return null;
}

/** An ISO-BMFF file whose major or compatible brands name AVIF (HEIC photos name other brands). */
function isAvifBrand(bytes: Uint8Array): boolean {
  const boxSize = Math.min(Buffer.from(bytes).readUInt32BE(0), bytes.length, 256);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    const brand = Buffer.from(bytes.subarray(offset, offset + 4)).toString("latin1");
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/**
 * The shapes the library takes, besides MEDIA_MAX_PIXELS (env.server.ts). The pixel count alone let
 * a 49,000,000 × 1 PNG of a few kilobytes through, and decoding or resizing one line that long took
 * seconds and gigabytes (issue 27, item 2). Every limit is read from the header, before decoding.
 */
export const MEDIA_SHAPE_LIMITS = {
  /** The longest side: WebP's largest, so every variant of an accepted image can be made in each served format. */
  maxSide: 16_383,
  /** Longest side over shortest: a 6:1 phone panorama and a 970 × 90 banner (10.8:1) pass; a line of pixels does not. */
  maxAspectRatio: 32,
  /**
   * Frames of an animated GIF or WebP. Only the first is kept, but libvips walks every frame to read
   * the header: this bounds that walk (a 30-second animation at 25 frames a second is 750).
   */
  maxFrames: 1_000,
} as const;

export type DecodeFailure = "too-many-pixels" | "side-too-long" | "too-thin" | "too-many-frames" | "unreadable";

/** Why an image's header puts it beyond the library's limits, or null when it is within them. Decodes nothing. */
async function headerRefusal(bytes: Uint8Array, maxPixels: number): Promise<DecodeFailure | null> {
  const { width, height, pages = 1 } = await sharp(bytes).metadata();
  if (!width || !height) return "unreadable";
  if (width * height > maxPixels) return "too-many-pixels";
  if (Math.max(width, height) > MEDIA_SHAPE_LIMITS.maxSide) return "side-too-long";
  if (Math.max(width, height) / Math.min(width, height) > MEDIA_SHAPE_LIMITS.maxAspectRatio) return "too-thin";
  if (pages > MEDIA_SHAPE_LIMITS.maxFrames) return "too-many-frames";
  return null;
}

/** sharp reading one frame, with the pixel limit on: the header check's backstop. */
function decoder(bytes: Uint8Array, maxPixels: number): Sharp {
  // failOn "warning" (sharp's default) also refuses a JPEG that ends early, which libjpeg would otherwise pad with grey.
  return sharp(bytes, { limitInputPixels: maxPixels, failOn: "warning" });
}

export interface CleanImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The original as the library keeps it: turned upright by its EXIF orientation, then re-encoded in
 * its own format without any metadata (EXIF with GPS, XMP, IPTC, comments). sharp writes none
 * unless asked to, so every variant made from this copy has none either.
 */
export async function cleanOriginal(bytes: Uint8Array, format: MediaFormat, maxPixels: number): Promise<CleanImage | DecodeFailure> {
  try {
    const refusal = await headerRefusal(bytes, maxPixels);
    if (refusal) return refusal;
    const { data, info } = await encode(decoder(bytes, maxPixels).rotate(), format, "original").toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    return error instanceof Error && /pixel limit/i.test(error.message) ? "too-many-pixels" : "unreadable";
  }
}

/**
 * One served size and format of a cleaned original. The original passes the same limits again: one
 * stored before they existed (or under a higher MEDIA_MAX_PIXELS) is refused from its header here
 * instead of being decoded by any visitor who asks for it.
 */
export async function makeVariant(original: Uint8Array, width: number, format: MediaFormat, maxPixels: number): Promise<Buffer> {
  const refusal = await headerRefusal(original, maxPixels);
  if (refusal) throw new Error(`The stored original is beyond the library's limits (${refusal})`);
  return encode(decoder(original, maxPixels).resize({ width, withoutEnlargement: true }), format, "variant").toBuffer();
}

function encode(image: Sharp, format: MediaFormat, purpose: "original" | "variant"): Sharp {
  const keep = purpose === "original";
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: keep ? 90 : 78, mozjpeg: !keep });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "webp":
      return image.webp({ quality: keep ? 90 : 75 });
    case "avif":
      // Effort 2 of 9: measured within 5% of effort 4's size at a tenth of its time (4 s for one 640 px
      // variant of a noisy photo at effort 4 on one core), which is what a page's first visitor waits for.
      return image.avif({ quality: keep ? 70 : 50, effort: 2 });
    case "gif":
      return image.gif();
  }
}
