import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onContentChange } from "#app/lib/content-events.server.ts";
import { deleteMedia, mediaUses } from "#app/features/media/media.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { plantMedia } from "#tests/utils/media-test-db.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { getTheme, listThemeRevisions, publicTheme, restoreThemeRevision, saveTheme, ThemeRefusal } from "./theme.server.ts";
import { DEFAULT_THEME, SAMPLE_DARK_THEME as DARK, type Theme } from "./theme-values.ts";

/** Saving, the history and restore of the theme, on the database the run is given (SQLite or PostgreSQL). */

let t: TestDb;
let admin: StaffUser;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  for (const table of ["theme_revisions", "media", "audit_log", "user"] as const) await t.db.deleteFrom(table).execute();
  admin = await insertStaffUser(t.db, { email: "boss@brandcheck.test", role: "admin" });
});

const GREEN: Theme = { ...DEFAULT_THEME, primary: "#0b6e4f", typeface: "serif" };
const options = () => ({ database: t.db });

async function refusalOf(promise: Promise<unknown>): Promise<ThemeRefusal> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ThemeRefusal);
  return error as ThemeRefusal;
}

describe("the theme", () => {
  it("is the default theme, version 0, before the first save: the public pages get no theme CSS", async () => {
    expect(await getTheme(t.db)).toEqual({ theme: DEFAULT_THEME, version: 0 });
    expect(await publicTheme(t.db)).toEqual({ css: "", typeface: "jakarta", scheme: "light", logoLight: null, logoDark: null, favicon: null });
  });

  it("saves as a new revision over the version it was opened at, audited, and empties every page cache", async () => {
    let changes = 0;
    const stop = onContentChange(() => changes++);
    try {
      expect(await saveTheme(GREEN, 0, admin, options())).toEqual({ theme: GREEN, version: 1 });
      expect(await saveTheme(DARK, 1, admin, options())).toEqual({ theme: DARK, version: 2 });
    } finally {
      stop();
    }
    expect(changes).toBe(2);
    expect(await getTheme(t.db)).toEqual({ theme: DARK, version: 2 });
    expect((await publicTheme(t.db)).css).toContain("--color-background:#0f172a");
    const revisions = await listThemeRevisions(t.db);
    expect(revisions.map((revision) => [revision.version, revision.theme.primary, revision.savedByEmail, revision.restoredFrom])).toEqual([
      [2, "#7fb0ff", "boss@brandcheck.test", null],
      [1, "#0b6e4f", "boss@brandcheck.test", null],
    ]);
    const audit = await t.db.selectFrom("audit_log").select(["action", "summary"]).orderBy("created_at").execute();
    expect(audit.map((entry) => entry.action)).toEqual(["theme.update", "theme.update"]);
    expect(audit.map((entry) => entry.summary)).toContain("Saved the theme (version 2)");
  });

  it("restores an old revision as a new one that says where it came from, and keeps the history", async () => {
    await saveTheme(GREEN, 0, admin, options());
    await saveTheme(DARK, 1, admin, options());
    expect(await restoreThemeRevision(1, 2, admin, options())).toEqual({ theme: GREEN, version: 3 });
    expect(await getTheme(t.db)).toEqual({ theme: GREEN, version: 3 });
    expect((await listThemeRevisions(t.db)).map((revision) => [revision.version, revision.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    const summaries = (await t.db.selectFrom("audit_log").select("summary").execute()).map((entry) => entry.summary);
    expect(summaries).toContain("Restored version 1 of the theme (version 3)");
  });

  it("refuses a save or restore over a version someone saved since (409), and changes nothing", async () => {
    await saveTheme(GREEN, 0, admin, options());
    expect((await refusalOf(saveTheme(DARK, 0, admin, options()))).status).toBe(409);
    expect((await refusalOf(restoreThemeRevision(1, 0, admin, options()))).status).toBe(409);
    expect((await refusalOf(restoreThemeRevision(7, 1, admin, options()))).status).toBe(404);
    expect(await getTheme(t.db)).toEqual({ theme: GREEN, version: 1 });
    expect(await t.db.selectFrom("theme_revisions").select("id").execute()).toHaveLength(1);
  });

  it("refuses a theme whose text pairs fail AA, naming the pair and its ratio, even when restored from a row written past the check", async () => {
    const refusal = await refusalOf(saveTheme({ ...DEFAULT_THEME, primary: "#8fb3ff" }, 0, admin, options()));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toMatch(/^Links and primary-colour text on the page: the contrast is 2\.\d\d:1, and WCAG AA needs at least 4\.5:1\./);
    // A row written straight into the table (an older version's check, a hand-edited database).
    await t.db.insertInto("theme_revisions").values({ id: randomUUID(), version: 1, theme: JSON.stringify({ ...DEFAULT_THEME, accent: "#1f2937" }), restored_from: null, saved_by_id: null, saved_by_email: null, created_at: new Date().toISOString() }).execute();
    await saveTheme(GREEN, 1, admin, options());
    expect((await refusalOf(restoreThemeRevision(1, 2, admin, options()))).message).toMatch(/^Accent text on the dark bands/);
    expect((await getTheme(t.db)).version).toBe(2);
  });

  it("takes logos and a favicon from the library only, and serves them as variants; a deleted one falls back to the built-in", async () => {
    const logo = await plantMedia(t.db, { name: "logo.png", format: "png", width: 800, height: 200, data: new Uint8Array([1]) });
    const icon = await plantMedia(t.db, { name: "icon.png", format: "png", width: 256, height: 256, data: new Uint8Array([1]) });
    const notInLibrary = randomUUID();
    const refusal = await refusalOf(saveTheme({ ...DEFAULT_THEME, logoLight: logo.id, favicon: notInLibrary }, 0, admin, options()));
    expect(refusal).toMatchObject({ status: 400, message: "Favicon: that image is not in the media library. Please choose another." });
    expect((await getTheme(t.db)).version).toBe(0);

    await saveTheme({ ...DEFAULT_THEME, logoLight: logo.id, logoDark: logo.id, favicon: icon.id }, 0, admin, options());
    const served = await publicTheme(t.db);
    expect(served.logoLight).toEqual({ src: `/media/${logo.id}/${logo.hash}/480.png`, width: 480, height: 120, type: "image/png" });
    expect(served.favicon).toEqual({ src: `/media/${icon.id}/${icon.hash}/256.png`, width: 256, height: 256, type: "image/png" });
    // Only the default colours: the page gets no theme CSS, just the images.
    expect(served.css).toBe("");

    await t.db.deleteFrom("media").where("id", "=", icon.id).execute();
    expect((await publicTheme(t.db)).favicon).toBeNull();
  });

  it("keeps its current images in the library: deleting one is refused while the theme shows it, allowed once a newer theme does not", async () => {
    const logo = await plantMedia(t.db, { name: "logo.png", format: "png", width: 800, height: 200, data: new Uint8Array([1]) });
    await saveTheme({ ...DEFAULT_THEME, logoLight: logo.id }, 0, admin, options());
    expect(await mediaUses(logo.id, t.db)).toMatchObject({ theme: true });
    expect(await deleteMedia(logo.id, admin, options())).toEqual({ ok: false, message: "This image is used in the theme. Remove it from there before deleting it." });
    await saveTheme(DEFAULT_THEME, 1, admin, options());
    // Version 1 still names it: the history is not a use, and restoring it later is refused once the image is gone.
    expect(await mediaUses(logo.id, t.db)).toMatchObject({ theme: false });
    expect(await deleteMedia(logo.id, admin, options())).toEqual({ ok: true });
    expect((await refusalOf(restoreThemeRevision(1, 2, admin, options()))).message).toBe("Logo for light backgrounds: that image is not in the media library. Please choose another.");
  });

  it("reads a stored theme that no longer fits the schema as the default theme, so no page breaks", async () => {
    await t.db.insertInto("theme_revisions").values({ id: randomUUID(), version: 1, theme: JSON.stringify({ ...DEFAULT_THEME, primary: "red;}</style><script>alert(1)</script>" }), restored_from: null, saved_by_id: null, saved_by_email: null, created_at: new Date().toISOString() }).execute();
    expect(await getTheme(t.db)).toEqual({ theme: DEFAULT_THEME, version: 1 });
    expect((await publicTheme(t.db)).css).toBe("");
  });
});
