/**
 * The URLs of library images, built and read in one place (server route, renderers, picker).
 *
 * A variant is `/media/<id>/<hash>/<width>.<ext>`: the hash is the stored original's, so a replaced
 * file gets new URLs and every URL can be cached for a year. What content stores when staff place an
 * image is the largest fallback with its height, `/media/<id>/<hash>/<width>x<height>.<ext>`: a
 * working image URL on its own, from which a renderer knows every size and format without a query
 * (docs/decisions/019-media-library.md).
 */
export const MEDIA_WIDTHS: readonly number[] = [320, 480, 640, 768, 960, 1280, 1920];
const MAX_MEDIA_WIDTH = 1920;

export type MediaFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

const EXTENSIONS: Record<MediaFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif", gif: "gif" };
const FORMAT_BY_EXTENSION = Object.fromEntries(Object.entries(EXTENSIONS).map(([format, ext]) => [ext, format])) as Record<string, MediaFormat>;
export const MIME_TYPES: Record<MediaFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", gif: "image/gif" };

/** The widths a library image is served at: the standard ones below its own width, and its width up to the largest. */
export function mediaWidths(width: number): number[] {
  const below = MEDIA_WIDTHS.filter((w) => w < width);
  return width <= MAX_MEDIA_WIDTH ? [...below, width] : [...below];
}

/** The largest size a library image is served at, height kept in proportion. */
export function largestSize(width: number, height: number): { width: number; height: number } {
  const largest = Math.min(width, MAX_MEDIA_WIDTH);
  return { width: largest, height: Math.max(1, Math.round((height * largest) / width)) };
}

export function variantUrl(ref: { id: string; hash: string }, width: number, format: MediaFormat): string {
  return `/media/${ref.id}/${ref.hash}/${width}.${EXTENSIONS[format]}`;
}

/** What content stores for a placed library image. */
export function mediaReference(media: { id: string; hash: string; width: number; height: number; format: MediaFormat }): string {
  const size = largestSize(media.width, media.height);
  return `/media/${media.id}/${media.hash}/${size.width}x${size.height}.${EXTENSIONS[media.format]}`;
}

export interface MediaReference {
  id: string;
  hash: string;
  width: number;
  height: number;
  format: MediaFormat;
}

const REFERENCE = /^\/media\/([0-9a-f-]{36})\/([0-9a-f]{16})\/(\d{1,5})x(\d{1,5})\.([a-z]{3,4})$/;

/** A stored image URL that names a library image, or null for any other URL (a typed https:// URL). */
export function parseMediaReference(url: string): MediaReference | null {
  const match = REFERENCE.exec(url.trim());
  if (!match) return null;
  const format = FORMAT_BY_EXTENSION[match[5]!];
  const width = Number(match[3]);
  const height = Number(match[4]);
  if (!format || width < 1 || height < 1) return null;
  return { id: match[1]!, hash: match[2]!, width, height, format };
}

const VARIANT = /^(\d{1,5})(?:x\d{1,5})?\.([a-z]{3,4})$/;

/** The width and format a variant's file name asks for (`640.avif`; a stored reference's `1920x1080.jpg` too). */
export function parseVariantFile(file: string): { width: number; format: MediaFormat } | null {
  const match = VARIANT.exec(file);
  const format = match ? FORMAT_BY_EXTENSION[match[2]!] : undefined;
  return match && format ? { width: Number(match[1]), format } : null;
}
