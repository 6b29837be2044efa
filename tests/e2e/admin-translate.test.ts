// Issue Q, for the people who translate: an English CMS page is translated into German from the page
// editor's language switcher, with the English text beside each field (the side-by-side view), then
// published at /de/<slug>; a new German slug leaves a 301 from the old German address. A Viewer's
// and another site's Translate are refused. Screenshots of the editor in translation mode at 1440 and
// 390 px go to /tmp/shots/q-translate/.
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/q-translate";
const ENGLISH = { title: `Mystery shopping ${RUN}`, slug: `mystery-${RUN}`, heading: "Book your first mystery visit", button: "Talk to us" };
const GERMAN = { title: `Testkauf ${RUN}`, slug: `testkauf-${RUN}`, heading: "Buchen Sie Ihren ersten Testkauf" };

/** A published English page with a call-to-action section, written as the editor would store it. */
function insertEnglishPage(): string {
  const id = randomUUID();
  const now = new Date().toISOString();
  const content = { sections: [{ id: "cta-1", type: "cta", order: 0, heading: ENGLISH.heading, subheading: "We visit your shops as a customer would.", buttonText: ENGLISH.button, buttonLink: "/contact" }] };
  withDatabase((database) =>
    database
      .prepare(
        "INSERT INTO pages (id, title, slug, meta_description, content, is_published, author_id, created_at, updated_at, version, locale, translation_key) VALUES (?, ?, ?, ?, ?, 1, NULL, ?, ?, 1, 'en', ?)",
      )
      .run(id, ENGLISH.title, ENGLISH.slug, "Mystery shopping by BrandCheck.", JSON.stringify(content), now, now, id),
  );
  return id;
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/pages/edit/${id}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
}

/** Save Page, waiting for the server's answer: an earlier save's toast may still be showing. */
async function savePage(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/edit/"));
  await page.getByRole("button", { name: "Save Page" }).click();
  expect((await answer).status()).toBe(200);
  await expect(toast(page, "Page updated").first()).toBeVisible();
}

let englishId: string;
let germanId: string;

test.beforeAll(() => {
  englishId = insertEnglishPage();
});

// The files that follow find no translation left behind (their English pages can then be deleted).
test.afterAll(() => {
  withDatabase((database) => {
    database.prepare("DELETE FROM pages WHERE translation_key = ?").run(englishId);
    database.prepare("DELETE FROM redirects WHERE from_path = ?").run(`/de/${GERMAN.slug}`);
  });
});

test("Translate to Deutsch, translate beside the English text, publish at /de/<slug>, and a new slug leaves a 301", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsAdmin(page);
  await openEditor(page, englishId);

  const languages = page.getByRole("navigation", { name: "Languages of this page" });
  await expect(languages.getByText("Deutsch: Missing")).toBeVisible();
  await languages.getByRole("button", { name: "Translate into German" }).click();
  await expect(toast(page, "Translation started").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\/[^/?]+/);
  germanId = new URL(page.url()).pathname.split("/").pop()!;
  expect(germanId).not.toBe(englishId);

  // The draft is a copy of the English page; the English text shows beside each field.
  await expect(page.getByRole("note").getByText("Deutsch translation")).toBeVisible();
  await expect(languages.getByText("Deutsch: Draft")).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Page Title")).toHaveValue(ENGLISH.title);
  const sources = page.locator("[data-translation-source]");
  await expect(sources.filter({ hasText: ENGLISH.title })).toBeVisible();
  await expect(sources.filter({ hasText: `/${ENGLISH.slug}` })).toBeVisible();
  await expect(sources.filter({ hasText: "Mystery shopping by BrandCheck." })).toBeVisible();
  await expect(sources.filter({ hasText: ENGLISH.heading })).toContainText(ENGLISH.button);
  await expect(page.getByText(`${new URL(page.url()).origin}/de/`)).toBeVisible();

  await page.getByLabel("Page Title").fill(GERMAN.title);
  await page.getByLabel("URL Slug").fill(GERMAN.slug);
  await page.getByLabel("Meta Description").fill("Testkäufe von BrandCheck.");
  await page.getByLabel("Heading", { exact: true }).fill(GERMAN.heading);
  await page.getByRole("switch", { name: "Published" }).click();
  await page.screenshot({ path: `${SHOTS}/editor-translation-1440.png`, fullPage: true });
  await savePage(page);
  await expect(page.getByRole("note")).toContainText("Up to date");

  // "Show source" hides the side-by-side view.
  await page.getByRole("switch", { name: "Show source" }).click();
  await expect(sources).toHaveCount(0);
  await page.getByRole("switch", { name: "Show source" }).click();
  await expect(sources.first()).toBeVisible();

  const visitor = await request.get(`/de/${GERMAN.slug}`);
  expect(visitor.status()).toBe(200);
  const html = await visitor.text();
  expect(html).toContain(GERMAN.heading);
  expect(html).toContain('lang="de"');

  // The English page's switcher now links to the German draft's editor, up to date.
  await openEditor(page, englishId);
  await page.getByRole("navigation", { name: "Languages of this page" }).getByRole("link", { name: /^Deutsch\s*: Up to date$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/edit/${germanId}`));
  // The German editor has replaced the English one before anything is typed.
  await expect(page.getByLabel("Page Title")).toHaveValue(GERMAN.title);

  await page.getByLabel("URL Slug").fill(`${GERMAN.slug}-neu`);
  await savePage(page);
  const moved = await request.get(`/de/${GERMAN.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers().location!, "http://x").pathname).toBe(`/de/${GERMAN.slug}-neu`);
  expect((await request.get(`/de/${GERMAN.slug}-neu`)).status()).toBe(200);
});

test("after an English save the translation is Outdated, and marking it on save makes it Up to date", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsAdmin(page);
  await openEditor(page, englishId);
  await page.getByLabel("Page Title").fill(`${ENGLISH.title} today`);
  await savePage(page);
  await expect(page.getByRole("navigation", { name: "Languages of this page" }).getByText("Deutsch: Outdated")).toBeVisible();

  await openEditor(page, germanId);
  await expect(page.getByRole("note")).toContainText("Outdated");
  await expect(page.getByRole("note").getByRole("link", { name: "See what changed" })).toHaveAttribute("href", `/admin/translations/changes/${germanId}`);
  await expect(page.locator("[data-translation-source]").filter({ hasText: `${ENGLISH.title} today` })).toBeVisible();
  await page.getByRole("checkbox", { name: /Translation matches the current English page/ }).check();
  await savePage(page);
  await expect(page.getByRole("note")).toContainText("Up to date");
  await expect(page.getByRole("checkbox", { name: /Translation matches/ })).toHaveCount(0);
});

test("the translation editor at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await openEditor(page, germanId);
  await expect(page.locator("[data-translation-source]").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/editor-translation-390.png`, fullPage: true });
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a Viewer's and another site's Translate are refused and start nothing", async ({ page, request }) => {
  const viewer = await createE2eStaff(`viewer-translate-${RUN}@example.com`, "viewer");
  await signIn(page, viewer.email, viewer.password);
  await openEditor(page, englishId);
  // A Viewer sees the languages but no Translate.
  await expect(page.getByRole("navigation", { name: "Languages of this page" }).getByText(/Missing/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Translate/ })).toHaveCount(0);
  // Sent from the site itself, so only the role refuses it.
  const origin = new URL(page.url()).origin;
  const forged = await page.request.post(`/admin/pages/edit/${englishId}`, { form: { intent: "translate", language: "zh-HK" }, headers: { origin } });
  expect(forged.status()).toBe(403);

  const crossSite = await request.post(`/admin/pages/edit/${englishId}`, { form: { intent: "translate", language: "zh-HK" }, headers: { origin: "https://attacker.example" } });
  expect(crossSite.status()).toBe(403);
  const rows = withDatabase((database) => database.prepare("SELECT locale FROM pages WHERE translation_key = ?").all(englishId));
  expect(rows.map((row) => row.locale).sort()).toEqual(["de", "en"]);
});
