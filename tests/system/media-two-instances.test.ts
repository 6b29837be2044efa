// The media library through the built server: uploads over HTTP (as the Media screen sends them), the
// variants' headers, the variant URLs it refuses, and, on PostgreSQL, two instances sharing one
// database and no disk: an image uploaded through one is served by the other (docs/decisions/019-media-library.md).
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { mediaRefusals } from "#app/features/media/media-messages.ts";
import { MEDIA_WIDTHS, mediaWidths, variantUrl } from "#app/lib/media-url.ts";
import { uploadOverHttp } from "#tests/utils/app-media.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { jpegWithGps } from "#tests/utils/media-images.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const onPostgres = isPostgresUrl(process.env.DATABASE_URL ?? "");
const MAX_BYTES = 256 * 1024;

let testDb: TestDb;
let a: AppProcess;
let b: AppProcess | undefined;
let editorCookie: string;

beforeAll(async () => {
  testDb = await createTestDb({ migrate: false });
  const env = { MEDIA_MAX_BYTES: String(MAX_BYTES) };
  a = await startAppProcess({ databaseUrl: testDb.url, env });
  // SQLite is one machine's file: a second instance is the PostgreSQL set-up.
  if (onPostgres) b = await startAppProcess({ databaseUrl: testDb.url, env });
  await createStaffAccount(testDb.db, { email: "ed@media.test", role: "editor" });
  await createStaffAccount(testDb.db, { email: "vi@media.test", role: "viewer" });
  editorCookie = await signInOverHttp(a.url, "ed@media.test");
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await testDb?.cleanup();
});

async function mediaCount(): Promise<number> {
  const row = await testDb.db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("uploads over HTTP", () => {
  test("an Editor's upload is stored and its variants are served immutable, without EXIF", async () => {
    const upload = await uploadOverHttp(a.url, editorCookie, "street.jpg", await jpegWithGps({ width: 900, height: 600 }));
    expect(upload.status).toBe(200);
    if (!upload.body.ok) throw new Error(upload.body.message);
    const media = upload.body.media;

    const response = await fetch(`${a.url}${variantUrl(media, 640, "avif")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ width: 640, height: 427 });
    expect(metadata.exif).toBeUndefined();

    expect((await fetch(`${a.url}${media.reference}`)).headers.get("content-type")).toBe("image/jpeg");
    expect((await fetch(`${a.url}/media/${media.id}/${media.hash}/500.avif`)).status).toBe(404);
  });

  test("a variant URL written by hand for a width the library does not serve is refused, and nothing is made for it", async () => {
    const upload = await uploadOverHttp(a.url, editorCookie, "probe.jpg", await jpegWithGps({ width: 900, height: 600 }));
    if (!upload.body.ok) throw new Error(upload.body.message);
    const media = upload.body.media;
    const served = mediaWidths(media.width);
    const made = () => testDb.db.selectFrom("media_variants").select(["width", "format"]).where("media_id", "=", media.id).orderBy("width").execute();

    // Widths off the list, malformed ones, and listed widths above the image's own (900 px).
    const unlisted = ["500", "0", "99999", "-1", "640.5", "1e3", "0x640", "9".repeat(400), ...MEDIA_WIDTHS.filter((width) => width > media.width).map(String)];
    expect(unlisted.map(Number).filter((width) => served.includes(width))).toEqual([]);
    for (const width of unlisted) {
      for (const file of [`${width}.avif`, `${width}.webp`, `${width}.jpg`, `${width}x600.jpg`]) {
        const response = await fetch(`${a.url}/media/${media.id}/${media.hash}/${file}`);
        expect([400, 404], file).toContain(response.status);
        expect(response.headers.get("content-type"), file).not.toMatch(/^image\//);
      }
    }
    expect(await made(), "no variant was made for any of them").toEqual([]);

    // The widths it does serve still answer, and only those are made.
    for (const width of served) expect((await fetch(`${a.url}${variantUrl(media, width, "webp")}`)).status, `${width}.webp`).toBe(200);
    expect(await made()).toEqual(served.map((width) => ({ width, format: "webp" })));
  });

  test("a Viewer's upload is refused by the server and stores nothing", async () => {
    const cookie = await signInOverHttp(a.url, "vi@media.test");
    const before = await mediaCount();
    const upload = await uploadOverHttp(a.url, cookie, "sneaky.jpg", await jpegWithGps({ width: 300, height: 200 }));
    expect(upload.status).toBe(403);
    expect(await mediaCount()).toBe(before);
  });

  test("a Viewer cannot describe or delete an image: the server answers 403 and nothing changes", async () => {
    const upload = await uploadOverHttp(a.url, editorCookie, "keep.jpg", await jpegWithGps({ width: 300, height: 200 }));
    if (!upload.body.ok) throw new Error(upload.body.message);
    const { id } = upload.body.media;
    const cookie = await signInOverHttp(a.url, "vi@media.test");
    const requests: Record<string, string>[] = [{ intent: "delete", id }, { intent: "update", id, alt: "Defaced", caption: "", decorative: "on" }];
    for (const fields of requests) {
      const response = await fetch(`${a.url}/admin/media`, { method: "POST", headers: { origin: a.url, cookie }, body: new URLSearchParams(fields), redirect: "manual" });
      expect(response.status, fields.intent).toBe(403);
    }
    expect(await testDb.db.selectFrom("media").select(["alt", "decorative"]).where("id", "=", id).executeTakeFirst()).toEqual({ alt: "", decorative: false });
  });

  test("a body over the size limit is refused with its message, before it is stored", async () => {
    const before = await mediaCount();
    const upload = await uploadOverHttp(a.url, editorCookie, "huge.jpg", Buffer.alloc(MAX_BYTES * 4, 1));
    expect(upload).toEqual({ status: 413, body: { ok: false, message: mediaRefusals.tooLarge("This file", MAX_BYTES) } });
    expect(await mediaCount()).toBe(before);
  });
});

describe.skipIf(!onPostgres)("two instances on one PostgreSQL database, no shared disk", () => {
  test("an image uploaded through one is served by the other, in every format", async () => {
    const upload = await uploadOverHttp(a.url, editorCookie, "shared.jpg", await jpegWithGps({ width: 1000, height: 750 }));
    if (!upload.body.ok) throw new Error(upload.body.message);
    const media = upload.body.media;
    for (const [url, type] of [
      [variantUrl(media, 320, "webp"), "image/webp"],
      [variantUrl(media, 960, "avif"), "image/avif"],
      [media.reference, "image/jpeg"],
    ] as const) {
      const response = await fetch(`${b!.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
    }
    // A variant B made is the one A serves: it was stored once, in the shared database.
    const made = await testDb.db.selectFrom("media_variants").select(["width", "format"]).where("media_id", "=", media.id).orderBy("width").execute();
    expect(made).toEqual([
      { width: 320, format: "webp" },
      { width: 960, format: "avif" },
      { width: 1000, format: "jpeg" },
    ]);
  });
});
