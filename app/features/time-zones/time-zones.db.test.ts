import { beforeEach, describe, expect, it } from "vitest";
import { handleSettingsAction } from "#app/features/site-settings/settings-action.server.ts";
import { SETTINGS_FORM } from "#app/features/site-settings/settings-form.ts";
import { ensureSiteSettings, getSiteSettings, seedSettings } from "#app/features/site-settings/site-settings.server.ts";
import { setUpPagesTestDb } from "#tests/utils/pages-test-db.ts";
import { handlePersonalTimeZone } from "./personal-time-zone-action.server.ts";
import { TIME_ZONE_FORM, TIME_ZONE_INTENT } from "./schema.ts";
import { timeZonesOf } from "./time-zones.server.ts";

const { testDb, admin, editor } = setUpPagesTestDb();

beforeEach(async () => {
  await testDb().db.deleteFrom("site_settings").execute();
  await ensureSiteSettings(testDb().db);
});

function saveSettings(timeZone: unknown, version: number) {
  const body = new URLSearchParams({ [SETTINGS_FORM.settings]: JSON.stringify({ ...seedSettings(), timeZone }), [SETTINGS_FORM.version]: String(version) });
  return handleSettingsAction(new Request("http://localhost/admin/settings", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }), admin());
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set(TIME_ZONE_FORM.intent, TIME_ZONE_INTENT);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the site's time zone", () => {
  it("is UTC on an install whose settings were stored before time zones existed", async () => {
    const { timeZone, ...before } = seedSettings();
    expect(timeZone).toBe("UTC");
    await testDb().db.updateTable("site_settings").set({ settings: JSON.stringify(before) }).where("id", "=", "site").execute();
    expect((await getSiteSettings()).settings.timeZone).toBe("UTC");
    expect(await timeZonesOf(editor().id)).toEqual({ site: "UTC", personal: null, effective: "UTC" });
  });

  it("is saved by an Admin in Settings, in its canonical spelling, and is every account's zone until they choose their own", async () => {
    const saved = await saveSettings("Asia/Hong_Kong", 1);
    expect(saved.data).toMatchObject({ ok: true });
    expect((await getSiteSettings()).settings.timeZone).toBe("Asia/Hong_Kong");
    expect(await timeZonesOf(editor().id)).toEqual({ site: "Asia/Hong_Kong", personal: null, effective: "Asia/Hong_Kong" });
    expect((await saveSettings(" utc ", 2)).data).toMatchObject({ ok: true });
    expect((await getSiteSettings()).settings.timeZone).toBe("UTC");
  });

  it("refuses a zone the server does not know, saying how to choose one, and changes nothing", async () => {
    await saveSettings("Asia/Hong_Kong", 1);
    for (const zone of ["Mars/Olympus", "", "+08:00", 8, null, "x".repeat(500)]) {
      const refused = await saveSettings(zone, 2);
      expect(refused.init?.status, String(zone)).toBe(400);
      expect(refused.data).toMatchObject({ ok: false, message: { title: "Failed to save settings", description: expect.stringContaining("Choose a time zone from the list") } });
      expect(refused.data.errors?.timeZone).toContain("Choose a time zone from the list");
    }
    expect(await getSiteSettings()).toMatchObject({ version: 2, settings: { timeZone: "Asia/Hong_Kong" } });
  });
});

describe("a person's own time zone", () => {
  it("follows the site's until they choose their own, and again once they choose the site's", async () => {
    await saveSettings("Asia/Hong_Kong", 1);
    const own = await handlePersonalTimeZone(form({ [TIME_ZONE_FORM.choice]: "own", [TIME_ZONE_FORM.timeZone]: "Australia/Sydney" }), editor(), new Date("2026-11-28T01:30:00.000Z"));
    expect(own.init?.status ?? 200).toBe(200);
    expect(own.data).toMatchObject({ ok: true, message: { title: "Time zone saved", description: "The admin shows times in your own time zone: it is now Nov 28, 2026 12:30 pm (Sydney, GMT+11)." } });
    expect(await timeZonesOf(editor().id)).toEqual({ site: "Asia/Hong_Kong", personal: "Australia/Sydney", effective: "Australia/Sydney" });
    // Only their own account: the Admin still reads the site's zone.
    expect((await timeZonesOf(admin().id)).effective).toBe("Asia/Hong_Kong");

    // The zone typed in the field is ignored once the site's is chosen.
    const site = await handlePersonalTimeZone(form({ [TIME_ZONE_FORM.choice]: "site", [TIME_ZONE_FORM.timeZone]: "Mars/Olympus" }), editor());
    expect(site.data).toMatchObject({ ok: true });
    expect(await timeZonesOf(editor().id)).toEqual({ site: "Asia/Hong_Kong", personal: null, effective: "Asia/Hong_Kong" });
  });

  it("refuses an unknown zone or choice with a clear message, and changes nothing", async () => {
    await handlePersonalTimeZone(form({ [TIME_ZONE_FORM.choice]: "own", [TIME_ZONE_FORM.timeZone]: "Europe/London" }), editor());
    const attempts: Record<string, string>[] = [
      { [TIME_ZONE_FORM.choice]: "own", [TIME_ZONE_FORM.timeZone]: "Mars/Olympus" },
      { [TIME_ZONE_FORM.choice]: "own", [TIME_ZONE_FORM.timeZone]: "" },
      { [TIME_ZONE_FORM.choice]: "own", [TIME_ZONE_FORM.timeZone]: "<script>alert(1)</script>" },
      { [TIME_ZONE_FORM.choice]: "both", [TIME_ZONE_FORM.timeZone]: "Europe/London" },
      {},
    ];
    for (const fields of attempts) {
      const refused = await handlePersonalTimeZone(form(fields), editor());
      expect(refused.init?.status).toBe(400);
      expect(refused.data.ok).toBe(false);
      expect(refused.data.error).toMatch(/Choose a time zone from the list|Choose whether to use the site's time zone or your own/);
    }
    const named = await handlePersonalTimeZone(form({ [TIME_ZONE_FORM.choice]: "own", [TIME_ZONE_FORM.timeZone]: "Mars/Olympus" }), editor());
    expect(named.data.error).toBe("“Mars/Olympus” is not a time zone we know. Choose a time zone from the list, for example Asia/Hong_Kong or Australia/Sydney.");
    expect((await timeZonesOf(editor().id)).personal).toBe("Europe/London");
  });

  it("reads a stored zone this server no longer knows as the site's, so no screen breaks", async () => {
    await testDb().db.updateTable("user").set({ timeZone: "Atlantis/Lost" }).where("id", "=", editor().id).execute();
    expect(await timeZonesOf(editor().id)).toEqual({ site: "UTC", personal: null, effective: "UTC" });
  });
});
