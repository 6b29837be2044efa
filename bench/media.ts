// Media library: how long a 12-megapixel JPEG takes from upload to its phone-sized AVIF being served,
// and how many image bytes a phone (390 CSS px wide, device pixel ratio 3) downloads for a page with
// a hero and a six-image gallery, against the bytes of the originals that staff uploaded.
import { jpegWithGps } from "#tests/utils/media-images.ts";
import { mediaStaff, type MediaStaff } from "./lib/media-page.ts";
import { startProductionServer } from "./lib/production-server.ts";
import type { BenchResult } from "./lib/report.ts";
import { createSiteDatabase } from "./lib/site-database.ts";
import { median, round } from "./lib/stats.ts";

const RUNS = 3;
const PHONE = { cssWidth: 390, dpr: 3 };

export async function run(): Promise<BenchResult> {
  const site = await createSiteDatabase();
  const server = await startProductionServer({ databaseUrl: site.url });
  let staff: MediaStaff | undefined;
  try {
    staff = await mediaStaff(site.url, server.origin);
    const { upload } = staff;

    // Upload to ready: the upload's answer, then the first request for the variant a phone's hero asks for.
    const photo = await jpegWithGps({ width: 4000, height: 3000 });
    const timings: { uploadMs: number; readyMs: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const media = await upload(`photo-${i}.jpg`, photo);
      const uploadMs = performance.now() - started;
      await (await fetch(`${server.origin}/media/${media.id}/${media.hash}/1280.avif`)).arrayBuffer();
      timings.push({ uploadMs, readyMs: performance.now() - started });
    }

    // A page with a hero and a six-image gallery, every image a 12-megapixel photo.
    const photos: Buffer[] = [];
    for (let i = 0; i < 7; i++) photos.push(await jpegWithGps({ width: 4000, height: 3000 }));
    const originals = photos.map((bytes) => bytes.byteLength);
    await staff.publishHeroAndGallery("media-bench", photos);
    const html = await (await fetch(`${server.origin}/media-bench`)).text();
    const chosen = phoneChoices(html);
    let phoneBytes = 0;
    for (const url of chosen) phoneBytes += (await (await fetch(`${server.origin}${url}`)).arrayBuffer()).byteLength;
    const originalBytes = originals.reduce((sum, n) => sum + n, 0);

    return {
      name: "media",
      tables: [
        {
          title: `Upload to ready, 12-megapixel JPEG (${round(photo.byteLength / 1024 / 1024)} MB), ${RUNS} runs`,
          columns: ["Measure", "Median", "Min", "Max"],
          rows: [
            ["Upload answered: checked, turned upright, metadata removed, stored (ms)", ...summary(timings.map((t) => t.uploadMs))],
            ["Upload to the phone's hero AVIF (1280 px) served (ms)", ...summary(timings.map((t) => t.readyMs))],
          ],
        },
        {
          title: `Image bytes for a page with a hero and a six-image gallery, phone ${PHONE.cssWidth} px at DPR ${PHONE.dpr}`,
          columns: ["Measure", "Value"],
          rows: [
            ["Originals as uploaded, 7 × 4000×3000 JPEG (kB)", round(originalBytes / 1024)],
            ["What the phone downloads from the <picture> srcsets (kB)", round(phoneBytes / 1024)],
            ["Files the phone picks", chosen.map((url) => url.split("/").pop()).join(", ")],
            ["Originals ÷ phone bytes", round(originalBytes / phoneBytes)],
          ],
        },
      ],
      notes: [
        "The phone's choice follows the browser's rule: for each <picture>, the first source type it supports (AVIF), the slot width from `sizes` at 390 px times the device pixel ratio, then the smallest candidate at least that wide.",
        "Test photos are generated (smooth noise), so absolute sizes differ from real photos; the ratio is what the library changes.",
      ],
      raw: { timings, originalBytes, phoneBytes, chosen },
    };
  } finally {
    await staff?.close();
    await server.stop();
    site.remove();
  }
}

function summary(values: number[]) {
  return [round(median(values)), round(Math.min(...values)), round(Math.max(...values))];
}

/** For each AVIF source on the page, the candidate a 390 px DPR-3 phone picks. */
function phoneChoices(html: string): string[] {
  const choices: string[] = [];
  for (const tag of html.matchAll(/<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/g)) {
    const slot = slotWidth(tag[2]!.replaceAll("&quot;", '"'));
    const needed = slot * PHONE.dpr;
    const candidates = tag[1]!.split(", ").map((entry) => {
      const [url, width] = entry.split(" ");
      return { url: url!, width: Number(width!.slice(0, -1)) };
    });
    const fit = candidates.find((c) => c.width >= needed) ?? candidates[candidates.length - 1]!;
    choices.push(fit.url);
  }
  return choices;
}

/** The slot width `sizes` gives at the phone's viewport: the first media condition that holds, or the last value. */
function slotWidth(sizes: string): number {
  for (const part of sizes.split(",").map((s) => s.trim())) {
    const match = /^\(min-width: (\d+)px\) (.+)$/.exec(part);
    const length = match ? (PHONE.cssWidth >= Number(match[1]) ? match[2]! : null) : part;
    if (length === null) continue;
    return length.endsWith("vw") ? (PHONE.cssWidth * Number(length.slice(0, -2))) / 100 : Number(length.replace("px", ""));
  }
  return PHONE.cssWidth;
}
