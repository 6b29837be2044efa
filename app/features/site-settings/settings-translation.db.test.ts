import { beforeEach, describe, expect, it } from "vitest";
import { onContentChange } from "#app/lib/content-events.server.ts";
import { DOT_SEGMENT_OFF_SITE } from "#tests/fixtures/off-site-paths.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { translatedPart, type SiteSettings } from "./schema.ts";
import { handleSettingsAction } from "./settings-action.server.ts";
import { SETTINGS_FORM } from "./settings-form.ts";
import { ensureSiteSettings, getSiteSettings, getSiteSettingsIn, saveSiteSettings, seedSettings, settingsForEditing } from "./site-settings.server.ts";

const { testDb, admin } = setUpPagesTestDb();
const GERMAN = { tag: "de", isDefault: false };

beforeEach(async () => {
  const { db } = testDb();
  await db.deleteFrom("site_settings").execute();
  await db.deleteFrom("site_languages").where("tag", "not in", ["en", "de", "zh-HK"]).execute();
  await db.updateTable("site_languages").set({ is_default: false }).execute();
  await db.updateTable("site_languages").set({ is_default: true }).where("tag", "=", "en").execute();
  await ensureSiteSettings(db);
});

function post(fields: Record<string, string>, body?: string) {
  return handleSettingsAction(
    new Request("http://localhost/admin/settings?lang=de", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: body ?? new URLSearchParams(fields).toString() }),
    admin(),
  );
}

const saveGerman = (settings: Partial<SiteSettings>, version: number) =>
  post({ [SETTINGS_FORM.settings]: JSON.stringify({ ...seedSettings(), ...settings }), [SETTINGS_FORM.version]: String(version), [SETTINGS_FORM.language]: "de" });

describe("a language's own settings", () => {
  it("start from the default language's, and a save makes them the language's own: audited, every page cache told", async () => {
    expect(await settingsForEditing(GERMAN)).toEqual({ settings: seedSettings(), version: 0, started: false });
    let changes = 0;
    const stop = onContentChange(() => changes++);
    try {
      const answer = await saveGerman({ footerDescription: "Testkäufe und Qualitätskontrolle.", headerLinks: [{ id: "n1", label: "Leistungen", href: "/de/leistungen" }] }, 0);
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data).toMatchObject({ ok: true, message: { title: "Settings saved", description: "Every German page of the website shows the new settings." } });
    } finally {
      stop();
    }
    expect(changes).toBe(1);
    const german = await getSiteSettingsIn("de");
    expect(german.footerDescription).toBe("Testkäufe und Qualitätskontrolle.");
    expect(german.headerLinks).toEqual([{ id: "n1", label: "Leistungen", href: "/de/leistungen" }]);
    // The default language's are untouched.
    expect((await getSiteSettings()).settings).toEqual(seedSettings());
    expect(await settingsForEditing(GERMAN)).toMatchObject({ version: 1, started: true });
    const audit = await testDb().db.selectFrom("audit_log").select(["action", "target_id", "summary"]).execute();
    expect(audit).toEqual([{ action: "settings.update", target_id: "site:de", summary: "Updated the German site settings: footer description, header navigation" }]);
  });

  it("share the language's own copy of the shipped sharing card, and the image staff chose in every language", async () => {
    expect((await getSiteSettingsIn("en")).shareImage).toBe("/images/og-card.png");
    expect((await getSiteSettingsIn("de")).shareImage).toBe("/images/de/og-card.png");
    expect((await getSiteSettingsIn("zh-HK")).shareImage).toBe("/images/zh-hk/og-card.png");
    // A language shipped without a translation has no copy: it shares the card as it is.
    expect((await getSiteSettingsIn("fr")).shareImage).toBe("/images/og-card.png");
    // What is stored, and what Settings edits, stays the one shared image.
    expect((await getSiteSettings()).settings.shareImage).toBe("/images/og-card.png");

    await saveSiteSettings({ ...seedSettings(), shareImage: "/images/office.svg" }, 1, admin());
    for (const tag of ["en", "de", "zh-HK"]) expect((await getSiteSettingsIn(tag)).shareImage, tag).toBe("/images/office.svg");
  });

  it("never change the shared parts, even when a forged form sends them", async () => {
    await saveGerman({ phone: "+1 555 0100", companyName: "Evil GmbH", socialLinks: [{ id: "x", label: "X", href: "https://evil.example/x" }], footerDescription: "Deutsch." }, 0);
    const { settings } = await getSiteSettings();
    expect(settings.phone).toBe(seedSettings().phone);
    expect(settings.companyName).toBe(seedSettings().companyName);
    expect(settings.socialLinks).toEqual([]);
    const stored = await testDb().db.selectFrom("site_settings").select("settings").where("id", "=", "site:de").executeTakeFirstOrThrow();
    const keys = Object.keys(typeof stored.settings === "string" ? (JSON.parse(stored.settings) as object) : (stored.settings as object));
    expect(keys.sort()).toEqual(Object.keys(translatedPart(seedSettings())).sort());
  });

  it("refuse a save over a version someone saved since, first saves included (409), and change nothing", async () => {
    await saveGerman({ footerDescription: "Erste." }, 0);
    const stale = await saveGerman({ footerDescription: "Zweite." }, 0);
    expect(stale.init?.status).toBe(409);
    expect((await getSiteSettingsIn("de")).footerDescription).toBe("Erste.");
    expect((await saveGerman({ footerDescription: "Dritte." }, 7)).init?.status).toBe(409);
    expect(await testDb().db.selectFrom("audit_log").select("id").execute()).toHaveLength(1);
  });

  it("refuse bad input with the message of the field, by the same rules as the default language's", async () => {
    const attempts: Array<[Partial<SiteSettings>, string, string]> = [
      [{ footerDescription: " " }, "footerDescription", "Footer description is required."],
      [{ headerLinks: [] }, "headerLinks", "Header navigation needs at least one link."],
      [{ quickLinks: [{ id: "q", label: "Start", href: "javascript:alert(1)" }] }, "quickLinks.0.href", "Use a link that starts with https://, http://, mailto:, tel: or /."],
      ...DOT_SEGMENT_OFF_SITE.map((href): [Partial<SiteSettings>, string, string] => [{ legalLinks: [{ id: "l", label: "Impressum", href }] }, "legalLinks.0.href", "Use a link that starts with https://, http://, mailto:, tel: or /."]),
    ];
    for (const [settings, field, message] of attempts) {
      const answer = await saveGerman(settings, 0);
      expect(answer.init?.status, field).toBe(400);
      expect((answer.data as { errors?: Record<string, string> }).errors?.[field], JSON.stringify(settings)).toBe(message);
    }
    expect(await settingsForEditing(GERMAN)).toMatchObject({ version: 0, started: false });
  });

  it("refuse an unknown language, an unreadable form and an oversized one, changing nothing", async () => {
    const settings = JSON.stringify(seedSettings());
    expect((await post({ [SETTINGS_FORM.settings]: settings, [SETTINGS_FORM.version]: "0", [SETTINGS_FORM.language]: "fr" })).init?.status).toBe(404);
    expect((await post({ [SETTINGS_FORM.settings]: "{not json", [SETTINGS_FORM.version]: "0", [SETTINGS_FORM.language]: "de" })).init?.status).toBe(400);
    expect((await post({ [SETTINGS_FORM.settings]: settings, [SETTINGS_FORM.version]: "-1", [SETTINGS_FORM.language]: "de" })).init?.status).toBe(400);
    expect((await post({}, `${SETTINGS_FORM.settings}=${"x".repeat(200 * 1024)}&${SETTINGS_FORM.language}=de`)).init?.status).toBe(413);
    expect(await testDb().db.selectFrom("site_settings").select("id").execute()).toEqual([{ id: "site" }]);
  });
});
