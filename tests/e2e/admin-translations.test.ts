// The Translations screen (issue Q): staff see every page in each language with its status, filter
// "outdated in German" through the URL, and for an outdated translation what changed in the English
// page since it was translated, in the revision compare's columns. The dashboard counts what is outdated.
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { editPageFromList, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { deletePages } from "#tests/utils/e2e-db.ts";
import { reindexPages, restoreSitePages, withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TITLE = `Pricing ${RUN}`;
const SHOTS = "/tmp/shots/q-status";
const inserted: string[] = [];

// A file before this one may have emptied the pages table.
test.beforeAll(restoreSitePages);
test.afterAll(() => deletePages(inserted));

/**
 * An English page saved once (version 1, with its revision, as the editor writes it) and its German
 * translation made from that version and published: Up to date until the English page is saved again.
 */
async function pageWithGermanTranslation(): Promise<{ englishId: string; germanId: string }> {
  const englishId = randomUUID();
  const germanId = randomUUID();
  const now = new Date().toISOString();
  withDatabase((database) => {
    const page = database.prepare(
      "INSERT INTO pages (id, title, slug, meta_description, content, is_published, author_id, created_at, updated_at, version, locale, translation_key, source_version) VALUES (?, ?, ?, '', ?, 1, NULL, ?, ?, 1, ?, ?, ?)",
    );
    page.run(englishId, TITLE, `pricing-${RUN}`, JSON.stringify({ html: "<p>Plans from 100 a month.</p>" }), now, now, "en", englishId, null);
    page.run(germanId, `Preise ${RUN}`, `preise-${RUN}`, JSON.stringify({ html: "<p>Pakete ab 100 im Monat.</p>" }), now, now, "de", englishId, 1);
    database
      .prepare("INSERT INTO page_revisions (id, page_id, version, title, slug, meta_description, content, is_published, saved_by_id, saved_by_email, created_at) VALUES (?, ?, 1, ?, ?, '', ?, 1, NULL, NULL, ?)")
      .run(randomUUID(), englishId, TITLE, `pricing-${RUN}`, JSON.stringify({ html: "<p>Plans from 100 a month.</p>" }), now);
  });
  inserted.push(germanId, englishId);
  // The Pages screen's search finds them by its index, which the server's own writes keep.
  await reindexPages();
  return { englishId, germanId };
}

function translationRow(page: Page, language: string) {
  return page.getByRole("row").filter({ hasText: TITLE }).filter({ hasText: language });
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a German translation becomes outdated when the English page is saved, and shows what changed", async ({ page }) => {
  // Two screens, an editor's save and eight screenshots on a shared machine.
  test.setTimeout(120_000);
  const { germanId } = await pageWithGermanTranslation();
  await signInAsAdmin(page);

  await page.goto("/admin/translations");
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await expect(translationRow(page, "German").getByText("Up to date", { exact: true })).toBeVisible();
  await expect(translationRow(page, "Chinese").getByText("Missing", { exact: true })).toBeVisible();
  await screenshots(page, "translations-all");

  // Staff save the English page: its German translation was made from the version before.
  await editPageFromList(page, TITLE);
  await waitForPageReady(page);
  await page.getByLabel("Page Title").fill(`${TITLE} and plans`);
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/"));
  await page.getByRole("button", { name: "Save Page" }).click();
  expect((await answer).ok()).toBe(true);
  await expect(toast(page, "Page updated").first()).toBeVisible();

  // "Outdated in German", chosen in the filter form: the URL carries it.
  await page.getByRole("link", { name: "Translations", exact: true }).click();
  await waitForPageReady(page);
  const filter = page.getByRole("search", { name: "Filter translations" });
  await filter.getByLabel("Language").selectOption({ label: "German" });
  await filter.getByLabel("Status").selectOption({ label: "Outdated" });
  await filter.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/translations\?lang=de&status=outdated$/);
  const row = translationRow(page, "German");
  await expect(row.getByText("Outdated", { exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Chinese" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export XLIFF (outdated pages in German)" })).toHaveAttribute("href", "/admin/translations/export?lang=de&status=outdated");
  await expect(row.getByRole("link", { name: `Export XLIFF: ${TITLE} and plans in German` })).toHaveAttribute("href", `/admin/translations/export?page=${germanId}&lang=de`);
  await expect(page.getByRole("link", { name: "Import XLIFF" })).toHaveAttribute("href", "/admin/translations/import");
  await expectNoSeriousViolations(page);
  await screenshots(page, "translations-outdated-in-german");

  // What changed: the English page at version 1 (what German was made from) beside version 2.
  await row.getByRole("link", { name: `What changed in ${TITLE} and plans since its German translation` }).click();
  await expect(page).toHaveURL(`/admin/translations/changes/${germanId}`);
  await expect(page.getByRole("heading", { level: 1, name: `What changed: ${TITLE} and plans` })).toBeVisible();
  const older = page.getByRole("region", { name: "Version 1" });
  const newer = page.getByRole("region", { name: "Version 2" });
  await expect(older).toContainText("Translated from");
  await expect(older).toContainText(TITLE);
  await expect(newer).toContainText("Current");
  await expect(newer).toContainText(`${TITLE} and plans`);
  await expect(page.getByRole("status").filter({ hasText: "1 difference highlighted." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit translation" })).toHaveAttribute("href", `/admin/pages/edit/${germanId}`);
  await expectNoSeriousViolations(page);
  await screenshots(page, "translation-changes");

  // The dashboard counts it, and leads to the outdated translations.
  await page.goto("/admin/dashboard");
  await waitForPageReady(page);
  const card = page.getByRole("region", { name: "Outdated translations" });
  await expect(card).toContainText(/[1-9]\d* pages? (was|were) changed/);
  await screenshots(page, "dashboard");
  await card.getByRole("link", { name: "Review outdated translations" }).click();
  await expect(page).toHaveURL(/\/admin\/translations\?status=outdated$/);
  await expect(translationRow(page, "German")).toBeVisible();
  await screenshots(page, "translations-outdated");
});

test("a language or status the site does not know is a message on the screen, not an error page", async ({ page }) => {
  await signInAsAdmin(page);
  const response = await page.goto("/admin/translations?lang=klingon&status=stale");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: 'The site has no language "klingon". Showing every language.' })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: '"stale" is not a translation status' })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Translations by language" })).toBeVisible();

  expect((await page.goto("/admin/translations/changes/no-such-translation"))?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("This translation no longer exists. It may have been deleted.");
});

test("signed out, the screen and the changes view send the visitor to sign in", async ({ page }) => {
  for (const path of ["/admin/translations?lang=de&status=outdated", "/admin/translations/changes/anything"]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/admin/login?${new URLSearchParams({ redirectTo: path })}`);
  }
});
