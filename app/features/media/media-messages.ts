import type { MediaUses } from "./schema.ts";

/** The media library's refusals, worded once for the server that sends them and the tests that read them. */

/** "on 2 pages", "in the site settings", "on 1 page, as the photo of 2 author profiles and in the site settings". */
export function describeUses(uses: MediaUses): string {
  const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
  const parts = [
    uses.pages.length === 0 ? "" : `on ${count(uses.pages.length, "page", "pages")}`,
    uses.authors.length === 0 ? "" : `as the photo of ${count(uses.authors.length, "author profile", "author profiles")}`,
    uses.siteSettings ? "in the site settings" : "",
    uses.theme ? "in the theme" : "",
  ].filter(Boolean);
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export const mediaRefusals = {
  notAnImage: (name: string) => `“${name}” is not an image the library accepts. Upload a JPEG, PNG, WebP, AVIF or GIF file.`,
  svg: (name: string) => `“${name}” is an SVG image, which can carry scripts and is not accepted. Export it as PNG or WebP and upload that.`,
  tooLarge: (name: string, maxBytes: number) => `“${name}” is larger than ${formatMegabytes(maxBytes)}. Upload a smaller file.`,
  tooManyPixels: (name: string, maxPixels: number) =>
    `“${name}” has more than ${Math.round(maxPixels / 1_000_000)} megapixels. Scale it down and upload it again.`,
  sideTooLong: (name: string, maxSide: number) => `“${name}” is more than ${maxSide.toLocaleString("en")} pixels wide or tall. Scale it down and upload it again.`,
  tooThin: (name: string, maxRatio: number) =>
    `“${name}” is more than ${maxRatio} times as wide as it is tall (or as tall as it is wide). Crop it to a less extreme shape and upload it again.`,
  tooManyFrames: (name: string, maxFrames: number) =>
    `“${name}” is an animation of more than ${maxFrames.toLocaleString("en")} frames. The library keeps only the first frame: save that frame as a still image and upload it.`,
  unreadable: (name: string) => `“${name}” could not be read: the file is damaged or incomplete.`,
  noFile: "Choose an image file to upload.",
  inUse: (uses: MediaUses) => `This image is used ${describeUses(uses)}. Remove it from there before deleting it.`,
  placedWithoutAlt: (names: string[]) =>
    `${names.length === 1 ? "The image" : "The images"} ${names.map((name) => `“${name}”`).join(", ")} ${names.length === 1 ? "has" : "have"} no alt text. ` +
    "Add alt text in the Media Library (or mark the image decorative), then save again.",
  placedImageGone: "An image placed here is no longer in the Media Library. Remove it or choose another image, then save again.",
  altNeededWhileUsed: (uses: MediaUses) => `This image is used ${describeUses(uses)}, so it needs alt text. Add alt text or mark it decorative.`,
  gone: "This image no longer exists. It may have been deleted.",
} as const;
