// Media library: how long a 12-megapixel JPEG takes from upload to its phone-sized AVIF being served,
// and how many image bytes a phone (390 CSS px wide, device pixel ratio 3) downloads for a page with
// a hero and a six-image gallery, against the bytes of the originals that staff uploaded.
import { createDb } from "#app/db/client.server.ts";
import { updateMediaDetails } from "#app/features/media/media.server.ts";
import { PageInput } from "#app/features/pages/schema.ts";
import { createPage } from "#app/features/pages/pages.server.ts";
import { galleryDefaults } from "#app/sections/gallery/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { uploadOverHttp } from "#tests/utils/app-media.ts";
import { signInOverHttp } from "#tests/utils/app-staff.ts";
import { jpegWithGps } from "#tests/utils/media-images.ts";
import { insertPasswordAccount } from "#tests/utils/staff-sessions.ts";
import { startProductionServer } from "./lib/production-server.ts";
import type { BenchResult } from "./lib/report.ts";
import { createSiteDatabase } from "./lib/site-database.ts";

const BENCH_ADMIN_EMAIL = "bench-admin@brandcheck.test";
import { median, round } from "./lib/stats.ts";

const RUNS = 3;
const PHONE = { cssWidth: 390, dpr: 3 };

export async function run(): Promise<BenchResult> {
  const site = await createSiteDatabase();
  const database = createDb(site.url);
  // createSiteDatabase made the bench's admin; it signs in with the tests' staff password.
  const admin = await database.selectFrom("user").select(["id", "email"]).where("email", "=", BENCH_ADMIN_EMAIL).executeTakeFirstOrThrow();
  await insertPasswordAccount(database, admin.id);
  const server = await startProductionServer({ databaseUrl: site.url });
  try {
    const cookie = await signInOverHttp(server.origin, admin.email);
    const upload = async (name: string, bytes: Buffer) => {
      const answer = await uploadOverHttp(server.origin, cookie, name, bytes);
      if (!answer.body.ok) throw new Error(answer.body.message);
      return answer.body.media;
    };

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
    const originals: number[] = [];
    const references: string[] = [];
    for (let i = 0; i < 7; i++) {
      const bytes = await jpegWithGps({ width: 4000, height: 3000 });
      originals.push(bytes.byteLength);
      const media = await upload(`page-${i}.jpg`, bytes);
      // A page save refuses an image with neither alt text nor the decorative mark; the hero's background only decorates.
      const details = i === 0 ? { alt: "", decorative: true, caption: "" } : { alt: `Photo ${i}`, decorative: false, caption: "" };
      const described = await updateMediaDetails(media.id, details, admin, { database });
      if (!described.ok) throw new Error(described.message);
      references.push(media.reference);
    }
    const hero = { ...heroDefaults(0), backgroundImage: references[0]! };
    const gallery = { ...galleryDefaults(1), images: references.slice(1).map((url, i) => ({ id: `g${i}`, url, alt: `Photo ${i}` })) };
    await createPage(PageInput.parse({ title: "Media bench", slug: "media-bench", isPublished: true, content: { sections: [hero, gallery] } }), admin, { database });
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
    await server.stop();
    await database.destroy();
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
