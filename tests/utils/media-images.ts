import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Real image files for the media library's tests and benchmark, made with sharp. */

/**
 * Raw pixels with a photo's mix of smooth areas and detail: noise at a quarter of the size, scaled
 * up. (Full-size noise would be the worst case for every encoder, far from a real photo.)
 */
async function photoLikePixels(width: number, height: number): Promise<Buffer> {
  return sharp(await noiseLayer(width, height, 4, 50), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * A JPEG with the statistics of a camera photo rather than of noise: detail at every scale, weaker
 * the finer it is (a natural image's 1/f spectrum), so its variants weigh what a detailed photo's do
 * (768 px wide: about 50 KB as AVIF, 75 KB as JPEG). What the Lighthouse benchmark publishes; the
 * Gaussian noise above is a worst case that compresses several times worse than any photo.
 */
export async function naturalPhotoJpeg({ width, height }: { width: number; height: number }): Promise<Buffer> {
  // [how many pixels one random value spans, its spread]: broad shapes strong, fine grain faint.
  const octaves = [[256, 60], [64, 40], [16, 22], [4, 10], [1, 4]] as const;
  const layers = await Promise.all(octaves.map(([scale, sigma]) => noiseLayer(width, height, scale, sigma)));
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, layers.reduce((value, layer) => value + layer[i]! - 128, 128)));
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function noiseLayer(width: number, height: number, scale: number, sigma: number): Promise<Buffer> {
  const small = { width: Math.max(2, Math.ceil(width / scale)), height: Math.max(2, Math.ceil(height / scale)), channels: 3 as const };
  const noise = await sharp({ create: { ...small, background: "#808080", noise: { type: "gaussian", mean: 128, sigma } } }).raw().toBuffer();
  return sharp(noise, { raw: small }).resize(width, height, { fit: "fill", kernel: "cubic" }).raw().toBuffer();
}

/** A photo-like JPEG with a GPS position and camera details in its EXIF. */
export async function jpegWithGps({ width = 1600, height = 1200, orientation }: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const exif = {
    IFD0: { Make: "TestCam", Model: "GPS Leaker 3000" },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
  };
  const image = sharp(await photoLikePixels(width, height)).jpeg({ quality: 85 });
  return (orientation ? image.withMetadata({ orientation, exif }) : image.withExif(exif)).toBuffer();
}

export async function plainPng(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares 100,000 × 100,000
 * pixels (ten gigapixels). Decoding it would need 30 GB of memory.
 */
export async function pngPixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await plainPng(1, 1));
  // IHDR is the first chunk: length (4) "IHDR" (4) width (4) height (4) ... then its CRC over type and data.
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A valid blank PNG of any size, one bit a pixel, built by hand: sharp takes seconds to encode the
 * 49 million pixels of a 49,000,000 × 1 image, zlib a fraction of one (a few kilobytes for a row,
 * about 100 KB for a column).
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace stay 0
  // Each row: its filter byte (0, none) and its pixels, eight to a byte, all 0.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(rows, { level: 9 })), pngChunk("IEND", Buffer.alloc(0))]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An animated GIF or WebP of `frames` frames, each a different grey (identical frames would be merged). */
export async function animatedImage(format: "gif" | "webp", { width, height, frames }: { width: number; height: number; frames: number }): Promise<Buffer> {
  const frameBytes = width * height;
  const pixels = Buffer.alloc(frameBytes * frames);
  for (let frame = 0; frame < frames; frame++) pixels.fill((frame * 37) % 256, frame * frameBytes, (frame + 1) * frameBytes);
  const image = sharp(pixels, { raw: { width, height: height * frames, channels: 1, pageHeight: height }, limitInputPixels: false });
  return format === "gif" ? image.gif().toBuffer() : image.webp().toBuffer();
}

/** The first half of a valid JPEG: an upload cut off mid-way. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await jpegWithGps({ width: 800, height: 600 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export const SVG_WITH_SCRIPT = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
