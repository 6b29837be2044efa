/** The media library's refusals, worded once for the server that sends them and the tests that read them. */

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export const mediaRefusals = {
  notAnImage: (name: string) => `“${name}” is not an image the library accepts. Upload a JPEG, PNG, WebP, AVIF or GIF file.`,
  svg: (name: string) => `“${name}” is an SVG image, which can carry scripts and is not accepted. Export it as PNG or WebP and upload that.`,
  tooLarge: (name: string, maxBytes: number) => `“${name}” is larger than ${formatMegabytes(maxBytes)}. Upload a smaller file.`,
  tooManyPixels: (name: string, maxPixels: number) =>
    `“${name}” has more than ${Math.round(maxPixels / 1_000_000)} megapixels. Scale it down and upload it again.`,
  unreadable: (name: string) => `“${name}” could not be read: the file is damaged or incomplete.`,
  noFile: "Choose an image file to upload.",
  inUse: (count: number) => `This image is used on ${count === 1 ? "1 page" : `${count} pages`}. Remove it from there before deleting it.`,
  gone: "This image no longer exists. It may have been deleted.",
} as const;
