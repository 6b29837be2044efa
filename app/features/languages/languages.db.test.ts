import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest, migrateUpTo } from "#app/db/migrate.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { addLanguage, LanguageError, listLanguages, makeDefaultLanguage, updateLanguage } from "./languages.server.ts";

const { testDb, admin } = setUpPagesTestDb();

const FRESH = [
  { tag: "en", urlPrefix: "en", enabled: true, isDefault: true },
  { tag: "de", urlPrefix: "de", enabled: true, isDefault: false },
  { tag: "zh-HK", urlPrefix: "zh-hk", enabled: true, isDefault: false },
];
const summary = async () => (await listLanguages()).map(({ tag, urlPrefix, enabled, isDefault }) => ({ tag, urlPrefix, enabled, isDefault }));
const audit = async () => (await testDb().db.selectFrom("audit_log").select(["action", "target_id", "summary"]).orderBy("created_at").execute()).map((row) => `${row.action} ${row.target_id}: ${row.summary}`);

beforeEach(async () => {
  const { db } = testDb();
  await db.deleteFrom("site_languages").where("tag", "not in", ["en", "de", "zh-HK"]).execute();
  await db.updateTable("site_languages").set({ enabled: true, is_default: false }).execute();
  await db.updateTable("site_languages").set({ is_default: true }).where("tag", "=", "en").execute();
  for (const { tag, urlPrefix } of FRESH) await db.updateTable("site_languages").set({ url_prefix: urlPrefix }).where("tag", "=", tag).execute();
});

describe("the languages of a fresh install", () => {
  it("are English (the default, at today's addresses), German at /de and Traditional Chinese for Hong Kong at /zh-hk", async () => {
    expect(await summary()).toEqual(FRESH);
    expect((await listLanguages()).map((l) => l.nativeName)).toEqual(["English", "Deutsch", "繁體中文（香港）"]);
  });
});

describe("an upgraded install", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ migrate: false });
    await migrateUpTo(t.db, "0020-off-site-redirects");
  });
  afterAll(() => t?.cleanup());

  it("keeps English alone as the default, so no visitor sees a change until an Admin adds a language", async () => {
    const at = "2026-11-01T00:00:00.000Z";
    await t.db
      .insertInto("pages")
      .values({ id: "p1", title: "Old", slug: "old", meta_description: null, content: "{}", is_published: true, author_id: null, created_at: at, updated_at: at, version: 1 })
      .execute();
    expect(await migrateToLatest(t.db)).toContain("0021-site-languages");
    expect(await listLanguages(t.db)).toEqual([{ tag: "en", nativeName: "English", englishName: "English", urlPrefix: "en", direction: "ltr", enabled: true, isDefault: true }]);
  });
});

describe("an Admin's changes", () => {
  it("adds a language from the list switched off, with its own prefix and direction, and audits it", async () => {
    const arabic = await addLanguage("ar", admin());
    expect(arabic).toEqual({ tag: "ar", nativeName: "العربية", englishName: "Arabic", urlPrefix: "ar", direction: "rtl", enabled: false, isDefault: false });
    expect((await summary()).at(-1)).toEqual({ tag: "ar", urlPrefix: "ar", enabled: false, isDefault: false });
    expect(await audit()).toEqual(["language.add ar: Added Arabic (ar), switched off"]);
  });

  it("switches a language on and off and moves its prefix; the default stays on", async () => {
    await updateLanguage({ tag: "de", urlPrefix: "deutsch", enabled: false }, admin());
    expect((await summary())[1]).toEqual({ tag: "de", urlPrefix: "deutsch", enabled: false, isDefault: false });
    await expect(updateLanguage({ tag: "en", urlPrefix: "en", enabled: false }, admin())).rejects.toThrow("The default language cannot be switched off");
    expect(await audit()).toEqual(["language.update de: German: off, at /deutsch"]);
  });

  it("makes another language the default in one change, and refuses one that is off", async () => {
    await makeDefaultLanguage("de", admin());
    expect((await summary()).map((l) => `${l.tag}${l.isDefault ? " (default)" : ""}`)).toEqual(["de (default)", "en", "zh-HK"]);
    await updateLanguage({ tag: "zh-HK", urlPrefix: "zh-hk", enabled: false }, admin());
    await expect(makeDefaultLanguage("zh-HK", admin())).rejects.toThrow("Switch the language on before making it the default.");
    expect((await summary()).filter((l) => l.isDefault).map((l) => l.tag)).toEqual(["de"]);
  });

  it("refuses what would break an address or the list, and changes nothing", async () => {
    const attempts: Array<[() => Promise<unknown>, string]> = [
      [() => addLanguage("xx-evil", admin()), "Choose a language from the list."],
      [() => addLanguage("de", admin()), "Deutsch is already on the site."],
      [() => updateLanguage({ tag: "de", urlPrefix: "admin", enabled: true }, admin()), "/admin is used by the site itself."],
      [() => updateLanguage({ tag: "de", urlPrefix: "media", enabled: true }, admin()), "/media is used by the site itself."],
      [() => updateLanguage({ tag: "de", urlPrefix: "zh-hk", enabled: true }, admin()), "/zh-hk is already the address of 繁體中文（香港）."],
      [() => updateLanguage({ tag: "fr", urlPrefix: "fr", enabled: true }, admin()), "That language is not on the site."],
      [() => makeDefaultLanguage("fr", admin()), "That language is not on the site."],
      [() => makeDefaultLanguage("en", admin()), "English is already the default language."],
    ];
    await testDb()
      .db.insertInto("pages")
      .values({ id: "p-deals", title: "Deals", slug: "deals", meta_description: null, content: "{}", is_published: true, author_id: null, created_at: "2026-11-01T00:00:00.000Z", updated_at: "2026-11-01T00:00:00.000Z", version: 1 })
      .execute();
    attempts.push([() => updateLanguage({ tag: "de", urlPrefix: "deals", enabled: true }, admin()), '/deals is the address of the page "Deals".']);
    for (const [attempt, message] of attempts) {
      await expect(attempt(), message).rejects.toBeInstanceOf(LanguageError);
      await expect(attempt(), message).rejects.toThrow(message);
    }
    expect(await summary()).toEqual(FRESH);
    expect(await audit()).toEqual([]);
  });
});
