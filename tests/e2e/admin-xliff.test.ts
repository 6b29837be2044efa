// Export XLIFF and Import XLIFF (issue Q, docs/decisions/037-locale-model.md): an Editor downloads
// every outdated German page, a translator (this test, through the same xliff package an agency's
// tool stands in for) fills in new German words, the import's preview shows them beside the English
// source and the current German, and once applied the public German home page shows them.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { withDatabase } from "#tests/utils/e2e-pages.ts";
import { test } from "#tests/utils/e2e-test.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const NEW_HEADING = `Testkäufe, die Ihre Kunden nie bemerken ${RUN}`;

/** The home page's row in a language, as the test sets it up and puts it back. */
function homeRow(locale: string): { version: number; sourceVersion: number | null } {
  return withDatabase((database) => {
    const row = database.prepare("SELECT version, source_version FROM pages WHERE system_key = 'home' AND locale = ?").get(locale);
    return { version: Number(row!.version), sourceVersion: row!.source_version === null ? null : Number(row!.source_version) };
  });
}

/** The English home page saved once more: its German translation is now outdated. */
function bumpEnglishHome(by: number): void {
  withDatabase((database) => database.prepare("UPDATE pages SET version = version + ? WHERE system_key = 'home' AND locale = 'en'").run(by));
}

/**
 * What the agency's tool does: sets the German home hero's heading, keeps every other target; with
 * `mistakes`, it also edits the English title (as if the source had changed since the export) and
 * adds a unit the site never wrote, which the preview must list as held back and refused.
 */
async function translate(xml: string, heading: (source: string) => string, { mistakes = false } = {}): Promise<string> {
  const model = await xliff2js(xml, {});
  const home = model.resources?.["site-page:home"];
  if (!home) throw new Error("The export has no home page.");
  const unit = Object.entries(home).find(([id]) => /^s\.[^.]+\.heading$/.test(id));
  if (!unit) throw new Error("The home page has no section heading unit.");
  unit[1].target = heading(String(unit[1].source));
  if (mistakes) {
    home.title = { ...home.title, source: "An English title the site never had", target: "Ein neuer Titel" };
    home["s.no-such-section.heading"] = { source: "Nothing", target: "Nichts", additionalAttributes: { ...home.title.additionalAttributes } };
  }
  return js2xliff(model, { indent: "" });
}

async function download(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return { disposition: response.headers()["content-disposition"] ?? "", xml: await response.text() };
}

async function upload(page: Page, xml: string, name: string) {
  await page.goto("/admin/translations/import");
  await page.getByLabel("XLIFF file").setInputFiles({ name, mimeType: "application/xliff+xml", buffer: Buffer.from(xml) });
  await page.getByRole("button", { name: "Preview changes" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Preview: ${name}` })).toBeVisible();
}

test("an Editor exports German's outdated pages, imports the translated file after its preview, and /de shows the new words", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const germanBefore = homeRow("de");
  bumpEnglishHome(1);
  await signInAsAdmin(page);
  let original = "";
  try {
    const today = new Date().toISOString().slice(0, 10);
    const { disposition, xml } = await download(page.request, "/admin/translations/export?lang=de&status=outdated");
    expect(disposition).toBe(`attachment; filename="brandcheck-de-outdated-${today}.xlf"`);
    expect(xml).toContain('srcLang="en" trgLang="de"');
    expect(xml).toContain('<file id="site-page:home">');

    const translated = await translate(xml, () => NEW_HEADING, { mistakes: true });
    // The heading's German as it was, for putting it back afterwards.
    original = String(Object.entries((await xliff2js(xml, {})).resources!["site-page:home"]!).find(([id]) => /^s\.[^.]+\.heading$/.test(id))![1].target);
    await upload(page, translated, `brandcheck-de-outdated-${today}.xlf`);
    const change = page.getByRole("list", { name: /^Changes to / }).getByRole("listitem").filter({ hasText: NEW_HEADING });
    await expect(change).toHaveCount(1);
    await expect(change.getByText(original, { exact: true })).toBeVisible();
    await expect(page.getByText("Nothing has been applied yet.", { exact: false })).toBeVisible();
    await expect(page.getByText(/Held back: the source changed/).locator("..")).toContainText("Page title title: The default language's text changed after the file was made.");
    await expect(page.getByText("Refused", { exact: true }).locator("..")).toContainText("Unknown text s.no-such-section.heading: The page has no text with this id");
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/xliff-import-preview-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole("button", { name: /^Apply to \d+ pages?$/ }).click();
    await expect(toast(page, "Translations imported").first()).toBeVisible();
    // A text was held back, so the translation does not yet cover the current English page: its source version stays.
    expect(homeRow("de")).toEqual({ version: germanBefore.version + 1, sourceVersion: germanBefore.sourceVersion });

    const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await visitor.goto("/de");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(NEW_HEADING);
    await visitor.close();
  } finally {
    // The German words back, through the import itself so the page cache forgets the test's; then the version.
    if (original) {
      const { xml } = await download(page.request, "/admin/translations/export?lang=de&page=" + withDatabase((database) => String(database.prepare("SELECT id FROM pages WHERE system_key = 'home' AND locale = 'en'").get()!.id)));
      await upload(page, await translate(xml, () => original), "restore.xlf");
      await page.getByRole("button", { name: /^Apply to \d+ pages?$/ }).click();
      await expect(toast(page, "Translations imported").first()).toBeVisible();
    }
    bumpEnglishHome(-1);
    withDatabase((database) => database.prepare("UPDATE pages SET source_version = ? WHERE system_key = 'home' AND locale = 'de'").run(germanBefore.sourceVersion));
  }
});

test("the import refuses a file that is not XLIFF 2.0 with a message and shows no preview", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/translations/import");
  await page.getByLabel("XLIFF file").setInputFiles({ name: "old.xlf", mimeType: "application/xliff+xml", buffer: Buffer.from('<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="x"/></xliff>') });
  await page.getByRole("button", { name: "Preview changes" }).click();
  await expect(toast(page, "Import failed").first()).toBeVisible();
  await expect(page.getByText(/this site reads XLIFF 2\.0/).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Preview/ })).toHaveCount(0);
});
