import sharp, { type Sharp } from "sharp";
import type { MediaFormat } from "./media-url.ts";

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

export type DecodeFailure = "too-many-pixels" | "unreadable";

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
    // failOn "warning" (sharp's default) also refuses a JPEG that ends early, which libjpeg would otherwise pad with grey.
    const { data, info } = await encode(sharp(bytes, { limitInputPixels: maxPixels, failOn: "warning" }).rotate(), format, "original").toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    return error instanceof Error && /pixel limit/i.test(error.message) ? "too-many-pixels" : "unreadable";
  }
}

/** One served size and format of a cleaned original. */
export async function makeVariant(original: Uint8Array, width: number, format: MediaFormat): Promise<Buffer> {
  // The original was checked when it was stored; its own pixel count is within the limit by then.
  return encode(sharp(original, { limitInputPixels: false }).resize({ width, withoutEnlargement: true }), format, "variant").toBuffer();
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
