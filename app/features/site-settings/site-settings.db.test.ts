import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { onContentChange } from "#app/lib/content-events.server.ts";
import { env } from "#app/lib/env.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { defaultSiteSettings } from "./defaults.ts";
import { SiteSettings } from "./schema.ts";
import { ensureSiteSettings, getSiteSettings, saveSiteSettings, SettingsRefusal } from "./site-settings.server.ts";

let t: TestDb;
let admin: StaffUser;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  for (const table of ["site_settings", "audit_log", "user"] as const) await t.db.deleteFrom(table).execute();
  admin = await insertStaffUser(t.db, { email: "boss@brandcheck.test", role: "admin" });
});

const seed = () => defaultSiteSettings({ phone: env().SITE_PHONE, email: env().SITE_EMAIL });

describe("site settings", () => {
  it("are seeded once from SITE_PHONE and SITE_EMAIL, and the seed is valid and today's site", async () => {
    expect(SiteSettings.safeParse(seed()).success).toBe(true);
    expect(await ensureSiteSettings(t.db)).toBe(true);
    expect(await ensureSiteSettings(t.db)).toBe(false);
    const { settings, version } = await getSiteSettings(t.db);
    expect(version).toBe(1);
    expect(settings.phone).toBe(env().SITE_PHONE);
    expect(settings.email).toBe(env().SITE_EMAIL);
    expect(settings.headerLinks.map((link) => [link.label, link.href])).toEqual([
      ["Home", "/"],
      ["Services", "/services"],
      ["Case Studies", "/case-studies"],
      ["How It Works", "/how-it-works"],
      ["Contact", "/contact"],
    ]);
    expect(settings.serviceLinks.map((link) => link.href)).toEqual(["/services#test-buying", "/services#quality-control", "/services#compliance", "/services#consulting", "/services#reporting"]);
  });

  it("read as the seed while the row is missing (a restored old backup), so no page breaks", async () => {
    expect(await getSiteSettings(t.db)).toEqual({ settings: seed(), version: 0 });
  });

  it("save over the version they were opened at, audited with what changed, and empty every page cache", async () => {
    await ensureSiteSettings(t.db);
    let changes = 0;
    const stop = onContentChange(() => changes++);
    try {
      const saved = await saveSiteSettings({ ...seed(), phone: "+1 555 0100", offices: [{ id: "o1", city: "Paris" }] }, 1, admin, { database: t.db });
      expect(saved.version).toBe(2);
    } finally {
      stop();
    }
    expect(changes).toBe(1);
    expect((await getSiteSettings(t.db)).settings).toMatchObject({ phone: "+1 555 0100", offices: [{ id: "o1", city: "Paris" }] });
    const audit = await t.db.selectFrom("audit_log").select(["action", "actor_email", "summary"]).execute();
    expect(audit).toEqual([{ action: "settings.update", actor_email: "boss@brandcheck.test", summary: "Updated the site settings: phone, offices" }]);
  });

  // Found by the form fuzz test on PostgreSQL: jsonb refused the escape of a lone surrogate (half an emoji), a 500.
  it("save text holding a lone surrogate on either database, keeping a visible mark in its place", async () => {
    await ensureSiteSettings(t.db);
    await saveSiteSettings({ ...seed(), offices: [{ id: "o1", city: "Paris \ud83d" }] }, 1, admin, { database: t.db });
    const stored = (await getSiteSettings(t.db)).settings.offices[0]!.city;
    expect(stored.startsWith("Paris ")).toBe(true);
    expect(stored.isWellFormed() || stored === "Paris \ud83d").toBe(true);
  });

  it("refuse a save over a version someone saved since (409), and change nothing", async () => {
    await ensureSiteSettings(t.db);
    await saveSiteSettings({ ...seed(), phone: "+1 555 0100" }, 1, admin, { database: t.db });
    await expect(saveSiteSettings({ ...seed(), phone: "+1 555 0199" }, 1, admin, { database: t.db })).rejects.toBeInstanceOf(SettingsRefusal);
    expect((await getSiteSettings(t.db)).settings.phone).toBe("+1 555 0100");
    expect(await t.db.selectFrom("audit_log").select("id").execute()).toHaveLength(1);
  });

  it("mend a stored part that no longer passes the schema with its seeded value, keeping the others", async () => {
    await ensureSiteSettings(t.db);
    const broken = { ...seed(), phone: "+1 555 0100", headerLinks: [{ id: "x", label: "Evil", href: "javascript:alert(1)" }], shareImage: 42 };
    await t.db.updateTable("site_settings").set({ settings: JSON.stringify(broken) }).execute();
    const { settings } = await getSiteSettings(t.db);
    expect(settings.phone).toBe("+1 555 0100");
    expect(settings.headerLinks).toEqual(seed().headerLinks);
    expect(settings.shareImage).toBe(seed().shareImage);
  });
});
