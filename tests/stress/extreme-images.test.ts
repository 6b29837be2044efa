// Issue 27, item 2: the pixel limit alone let images of extreme shape in. A 49,000,000 × 1 PNG of
// 47 KB took 2 GB to upload, and each anonymous request for one of its variants up to 1.4 GB (four at
// once: 4.8 GB); a 1 × 49,000,000 PNG and tall animated GIFs and WebPs alike, their WebP and AVIF
// variants a 500 on every request. Uploads now refuse them (app/features/media/media.db.test.ts), but
// an install may hold some from before: here they are written straight into the built server's
// database, with one ordinary image, and anonymous requests ask for every variant of each at once,
// twice. The server's resident memory must stay within a bound, and every answer be 200 or 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaWidths, variantUrl, type MediaFormat } from "#app/lib/media-url.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { animatedImage, blankPng, plainPng } from "#tests/utils/media-images.ts";
import { plantMedia, type PlantedMedia } from "#tests/utils/media-test-db.ts";
import { MB, peakResidentWhile, residentBytes } from "#tests/utils/process-memory.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

/**
 * What the server may grow by while the variants are asked for. Two variants of ordinary images made
 * at once take tens of megabytes (+47 and +64 MB in the two rounds on a quiet machine); before the
 * fix these requests took it up by gigabytes.
 */
const ALLOWED_GROWTH = 160 * MB;

let t: TestDb;
let app: AppProcess;
let extreme: PlantedMedia[];
let ordinary: PlantedMedia;

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
  app = await startAppProcess({ databaseUrl: t.url });
  const tall = { width: 4, height: 16_000 };
  const shapes: [string, MediaFormat, { width: number; height: number }, Uint8Array][] = [
    ["row.png", "png", { width: 49_000_000, height: 1 }, blankPng(49_000_000, 1)],
    ["column.png", "png", { width: 1, height: 49_000_000 }, blankPng(1, 49_000_000)],
    ["tall.gif", "gif", tall, await animatedImage("gif", { ...tall, frames: 20 })],
    ["tall.webp", "webp", tall, await animatedImage("webp", { ...tall, frames: 20 })],
  ];
  extreme = [];
  for (const [name, format, size, data] of shapes) extreme.push(await plantMedia(t.db, { name, format, ...size, data }));
  ordinary = await plantMedia(t.db, { name: "team.png", format: "png", width: 640, height: 480, data: await plainPng(640, 480) });
});

afterAll(async () => {
  // SIGKILL: a server past the bound may be deep in an encode that a graceful stop would wait for.
  await app?.kill();
  await t?.cleanup();
});

/** Every URL a page could ask for: each listed width in AVIF, WebP and the image's own format. */
function everyVariant(media: PlantedMedia): string[] {
  return mediaWidths(media.width).flatMap((width) => [...new Set<MediaFormat>(["avif", "webp", media.format])].map((format) => variantUrl(media, width, format)));
}

async function status(url: string): Promise<number> {
  const response = await fetch(`${app.url}${url}`);
  await response.arrayBuffer();
  return response.status;
}

describe("images of extreme shape stored before the limits", () => {
  it("answer 404 for every variant, ordinary images 200, and the server's memory stays bounded", async () => {
    const refused = extreme.flatMap(everyVariant);
    const served = everyVariant(ordinary);
    // 7 widths × 3 formats for the row; at their own width, 3 formats for the column and the GIF, 2 for the WebP.
    expect(refused).toHaveLength(21 + 3 + 3 + 2);
    expect(await status("/healthz")).toBe(200);
    const baseline = residentBytes(app.pid());

    // Twice: the first round tries each variant, the second must find each remembered.
    for (const round of ["first", "second"]) {
      const answers = Promise.all([...refused, ...served].map(status));
      const growth = (await peakResidentWhile(app.pid(), answers, baseline + ALLOWED_GROWTH)) - baseline;
      console.info(`extreme images, ${round} round of ${refused.length + served.length} requests: RSS ${(baseline / MB).toFixed(0)} MB before, peak +${(growth / MB).toFixed(1)} MB`);
      expect(growth, `peak RSS growth, ${round} round`).toBeLessThan(ALLOWED_GROWTH);
      expect(await answers, `${round} round`).toEqual([...refused.map(() => 404), ...served.map(() => 200)]);
    }
    expect(await status("/healthz")).toBe(200);
  }, 300_000);
});
