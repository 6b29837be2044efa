// Issue Q, docs/decisions/037-locale-model.md: an Admin makes German the default language on the
// built server of a fresh install. The German addresses redirect (301) to the addresses without a
// prefix, which now serve German with hreflang and canonical to match; English moves under /en.
// On PostgreSQL, a second instance on the same database serves the change at once too.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isPostgresUrl } from "#app/db/dialect.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const ADMIN = { email: "ana@default-language.test", role: "admin" } as const;
/** How soon a change through one instance must show on the other (as tests/system/two-instances.test.ts). */
const PROPAGATION_MS = 2_000;

let testDb: TestDb;
/** The instance the Admin uses, and on PostgreSQL (the deployment with several instances) a second one on the same database. */
let apps: AppProcess[] = [];
beforeAll(async () => {
  testDb = await createTestDb();
  await createStaffAccount(testDb.db, ADMIN);
  // One after the other: both would seed at start.
  apps.push(await startAppProcess({ databaseUrl: testDb.url }));
  if (isPostgresUrl(testDb.url)) apps.push(await startAppProcess({ databaseUrl: testDb.url }));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  apps = [];
  await testDb?.cleanup();
});

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;

async function page(app: AppProcess, path: string) {
  const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
  const html = await response.text();
  const canonical = /<link\s[^>]*rel="canonical"[^>]*>/i.exec(html)?.[0];
  return {
    status: response.status,
    location: response.headers.get("location"),
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null,
    canonical: canonical ? new URL(attribute(canonical, "href") ?? "").pathname : null,
    // hreflang links only: the Insights' feeds are alternates too (issue R).
    alternates: [...html.matchAll(/<link(?=[^>]*\srel="alternate")(?=[^>]*\shreflang=)[^>]*>/gi)].map((match) => `${attribute(match[0], "hrefLang")} ${new URL(attribute(match[0], "href") ?? "").pathname}`).sort(),
    html,
  };
}

describe("languages on the built server", () => {
  test("the confirmation says what moves; afterwards /de/leistungen redirects to /services, which serves German, and English is at /en", async () => {
    const [admin] = apps as [AppProcess];
    const cookie = await signInOverHttp(admin.url, ADMIN.email);
    const watchers = apps;
    // Served (and cached) before the change, so the change must reach every instance's caches.
    for (const app of watchers) for (const path of ["/services", "/de/leistungen", "/en/services"]) await page(app, path);

    const confirmation = await fetch(`${admin.url}/admin/settings/languages?make-default=de`, { headers: { cookie } });
    const text = (await confirmation.text()).replace(/<!-- -->/g, "");
    expect(text).toContain("Make German the default language?");
    const moving = Number(/(\d+) addresses will move; visitors and search engines are redirected\./.exec(text)?.[1]);
    // Ten website pages in each of the two languages at least.
    expect(moving).toBeGreaterThanOrEqual(20);

    const made = await fetch(`${admin.url}/admin/settings/languages`, {
      method: "POST",
      headers: { cookie, origin: admin.url },
      body: new URLSearchParams({ intent: "make-default", tag: "de" }),
      redirect: "manual",
    });
    expect(made.status).toBe(200);
    expect((await made.text()).replace(/<!-- -->/g, "")).toContain(`${moving} addresses moved`);

    for (const app of watchers) {
      // Another instance hears of the change when PostgreSQL hands it on, a moment after the commit.
      await expect.poll(async () => (await page(app, "/de/leistungen")).status, { timeout: PROPAGATION_MS }).toBe(301);
      const redirected = await page(app, "/de/leistungen");
      expect(redirected, app.url).toMatchObject({ status: 301, location: "/services" });
      expect(await page(app, "/de"), app.url).toMatchObject({ status: 301, location: "/" });

      const services = await page(app, "/services");
      expect(services, app.url).toMatchObject({ status: 200, lang: "de", canonical: "/services" });
      expect(services.html).toContain("Leistungen");
      expect(services.alternates).toEqual(["de /services", "en /en/services", "x-default /services", "zh-HK /zh-hk/services"].sort());

      const english = await page(app, "/en/services");
      expect(english, app.url).toMatchObject({ status: 200, lang: "en", canonical: "/en/services" });
      expect(english.alternates).toEqual(services.alternates);
      // The English header, footer and page links follow their pages under /en: none opens a German page.
      expect(english.html).toContain('href="/en/contact"');
      // (The language switcher's link to the German page says so with its lang; the language hint's
      // data-href names it for the public script, which is no link.)
      expect(english.html.match(/(?<![-\w])href="\/(services|contact|case-studies|how-it-works)(#[^"]*)?"(?! lang=)/g) ?? []).toEqual([]);
      expect((await page(app, "/en")).lang).toBe("en");
    }
  });

  test.skipIf(!isPostgresUrl(process.env.DATABASE_URL ?? ""))("a language switched off and on, and its settings saved, through one instance are served that way by the other at once", async () => {
    const [admin, other] = apps as [AppProcess, AppProcess];
    const cookie = await signInOverHttp(admin.url, ADMIN.email);
    const post = async (path: string, fields: Record<string, string>) => {
      const response = await fetch(`${admin.url}${path}`, { method: "POST", headers: { cookie, origin: admin.url }, body: new URLSearchParams(fields), redirect: "manual" });
      expect(response.status, path).toBe(200);
    };
    // Cached on the other instance first.
    await page(other, "/zh-hk");
    expect((await page(other, "/zh-hk")).status).toBe(200);

    await post("/admin/settings/languages", { intent: "update", tag: "zh-HK", urlPrefix: "zh-hk", enabled: "off" });
    await expect.poll(async () => (await page(other, "/zh-hk")).status, { timeout: PROPAGATION_MS }).toBe(404);
    await post("/admin/settings/languages", { intent: "update", tag: "zh-HK", urlPrefix: "zh-hk", enabled: "on" });
    await expect.poll(async () => (await page(other, "/zh-hk")).status, { timeout: PROPAGATION_MS }).toBe(200);

    const row = await testDb.db.selectFrom("site_settings").select(["settings", "version"]).where("id", "=", "site:zh-HK").executeTakeFirstOrThrow();
    const stored = (typeof row.settings === "string" ? JSON.parse(row.settings) : row.settings) as Record<string, unknown>;
    const footer = "香港的神秘顧客與品質控制。";
    await post("/admin/settings?lang=zh-HK", { settings: JSON.stringify({ ...stored, footerDescription: footer }), version: String(row.version), language: "zh-HK" });
    await expect.poll(async () => (await page(other, "/zh-hk")).html.includes(footer), { timeout: PROPAGATION_MS }).toBe(true);
    expect((await page(other, "/")).html).not.toContain(footer);
  });
});
