// Issue Q, decision 037: a site page's translation has a slug of its own. The German services page
// (/de/leistungen) gets a new slug in the editor, which leaves a 301 from the old address, and Reset
// to Default brings back the shipped German slug; the English page keeps its fixed address. The Pages
// screen shows a page only German has with its language and /de/ address. Screenshots at 1440 and
// 390 px go to /tmp/shots/q-translate2/.
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { reindexPages, withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/q-translate2";
const MOVED = `neu-${RUN}`;
const GERMAN_ONLY = { id: randomUUID(), title: `Karriere ${RUN}`, slug: `karriere-${RUN}` };

function sitePageId(key: string, locale: string): string {
  const row = withDatabase((database) => database.prepare("SELECT id FROM pages WHERE system_key = ? AND locale = ?").get(key, locale));
  return String(row!.id);
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/pages/edit/${id}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
}

test.beforeAll(async () => {
  const now = new Date().toISOString();
  // A page only German has: the copy of a translation (Duplicate), a group of its own.
  withDatabase((database) =>
    database
      .prepare(
        "INSERT INTO pages (id, title, slug, meta_description, content, is_published, author_id, created_at, updated_at, version, locale, translation_key) VALUES (?, ?, ?, '', ?, 0, NULL, ?, ?, 1, 'de', ?)",
      )
      .run(GERMAN_ONLY.id, GERMAN_ONLY.title, GERMAN_ONLY.slug, JSON.stringify({ sections: [] }), now, now, GERMAN_ONLY.id),
  );
  // The Pages screen finds it by its admin index, which the server's own writes keep.
  await reindexPages();
});

// Later files find the German services page as shipped and no redirect from its address.
test.afterAll(() => {
  withDatabase((database) => {
    database.prepare("DELETE FROM pages WHERE id = ?").run(GERMAN_ONLY.id);
    database.prepare("DELETE FROM redirects WHERE from_path IN (?, ?)").run("/de/leistungen", `/de/${MOVED}`);
    database.prepare("UPDATE pages SET slug = 'leistungen' WHERE system_key = 'services' AND locale = 'de'").run();
  });
});

test("the German services page gets a new slug with a 301 from the old one, and Reset to Default brings back /de/leistungen", async ({ page, request }) => {
  // Two saves, each emptying the page cache, and three editor loads: on a busy machine more than the default 30 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsAdmin(page);
  // The English page's address is its route: shown, not edited.
  await openEditor(page, sitePageId("services", "en"));
  await expect(page.getByLabel("URL Slug")).toHaveCount(0);
  await expect(page.getByText("A page of the website itself keeps its address")).toBeVisible();

  await openEditor(page, sitePageId("services", "de"));
  const slug = page.getByLabel("URL Slug");
  await expect(slug).toHaveValue("leistungen");
  await expect(page.getByText(`${new URL(page.url()).origin}/de/`)).toBeVisible();
  // The site page's sections make a very long page: the screen as staff see it on opening is what counts.
  await page.screenshot({ path: `${SHOTS}/editor-german-site-page-1440.png` });

  await slug.fill(MOVED);
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/edit/"));
  await page.getByRole("button", { name: "Save Page" }).click();
  expect((await answer).status()).toBe(200);
  await expect(toast(page, "Page updated").first()).toBeVisible({ timeout: 15_000 });
  const moved = await request.get("/de/leistungen", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers().location!, "http://x").pathname).toBe(`/de/${MOVED}`);
  expect((await request.get(`/de/${MOVED}`)).status()).toBe(200);

  await page.getByRole("button", { name: "Reset to Default" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(toast(page, "Page reset to default").first()).toBeVisible({ timeout: 15_000 });
  // The open editor keeps its draft after a reset (as for every site page); opened again it shows the slug back.
  await openEditor(page, sitePageId("services", "de"));
  await expect(slug).toHaveValue("leistungen");
  expect((await request.get("/de/leistungen", { maxRedirects: 0 })).status()).toBe(200);
  const back = await request.get(`/de/${MOVED}`, { maxRedirects: 0 });
  expect(back.status()).toBe(301);
  expect(new URL(back.headers().location!, "http://x").pathname).toBe("/de/leistungen");
});

test("the German site page's editor at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await openEditor(page, sitePageId("services", "de"));
  await expect(page.getByLabel("URL Slug")).toHaveValue("leistungen");
  await page.getByLabel("URL Slug").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-german-site-page-390.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the Pages screen shows a page only German has with its language and its /de/ address", async ({ page }) => {
  await signInAsAdmin(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 1440 ? 1000 : 844 });
    await page.goto(`/admin/pages?q=${GERMAN_ONLY.slug}`);
    await waitForPageReady(page);
    const row = page.getByRole("row").filter({ hasText: GERMAN_ONLY.title });
    await expect(row.getByText(`/de/${GERMAN_ONLY.slug}`)).toBeVisible();
    await expect(row.getByText("Deutsch")).toHaveAttribute("lang", "de");
    await expect(row.getByRole("link", { name: /View/ })).toHaveAttribute("href", `/de/${GERMAN_ONLY.slug}`);
    await page.screenshot({ path: `${SHOTS}/pages-german-only-${width}.png`, fullPage: true });
  }
});
