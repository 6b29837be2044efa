// The media library in the browser (issue 13): several files uploaded at once, each with its own
// progress bar and answer, alt text in the details panel, the image placed in a hero through the
// page editor's picker, and the public page showing a responsive <picture>, also without JavaScript.
// Screenshots of the Media screen at 1440 and 390 px land in test-results/.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { mediaReference, type MediaFormat } from "#app/lib/media-url.ts";
import { RICH_TEXT_IMAGE_SIZES } from "#app/features/media/rich-text-pictures.server.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { insertPage } from "#tests/utils/e2e-db.ts";
import { withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { jpegWithGps, plainPng } from "#tests/utils/media-images.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SLUG = `media-hero-${RUN}`;
const ALT = `Our team at the ${RUN} workshop`;

/** What content stores for the library image uploaded under `name`. */
function referenceOf(name: string): string {
  const row = withDatabase((database) => database.prepare("SELECT id, hash, width, height, format FROM media WHERE name = ?").get(name)) as
    | { id: string; hash: string; width: number; height: number; format: MediaFormat }
    | undefined;
  if (!row) throw new Error(`No library image named ${name}`);
  return mediaReference(row);
}

async function openMedia(page: Page) {
  await page.goto("/admin/media");
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
}

test("uploads several files with a progress bar each, refuses a disguised one, and keeps alt text", async ({ page }) => {
  await signInAsAdmin(page);
  await openMedia(page);
  const files = [
    { name: `team-${RUN}.jpg`, mimeType: "image/jpeg", buffer: await jpegWithGps({ width: 2400, height: 1600 }) },
    { name: `office-${RUN}.png`, mimeType: "image/png", buffer: await plainPng(800, 600) },
    { name: `notes-${RUN}.jpg`, mimeType: "image/jpeg", buffer: Buffer.from("not an image at all") },
  ];
  await page.getByLabel("Upload images").setInputFiles(files);

  const uploads = page.getByRole("list", { name: "Uploads" });
  for (const file of files) await expect(uploads.getByRole("progressbar", { name: `Uploading ${file.name}` })).toBeAttached();
  await expect(uploads.getByRole("listitem").filter({ hasText: files[0]!.name })).toContainText("Uploaded", { timeout: 20_000 });
  await expect(uploads.getByRole("listitem").filter({ hasText: files[1]!.name })).toContainText("Uploaded");
  await expect(uploads.getByRole("alert")).toHaveText(`“${files[2]!.name}” is not an image the library accepts. Upload a JPEG, PNG, WebP, AVIF or GIF file.`);

  const grid = page.getByRole("list", { name: "Images" });
  await expect(grid.getByRole("link", { name: files[0]!.name })).toBeVisible();
  await expect(grid.getByRole("link", { name: files[2]!.name })).toHaveCount(0);

  await grid.getByRole("link", { name: files[0]!.name }).click();
  const panel = page.getByRole("complementary", { name: files[0]!.name });
  await expect(panel).toContainText("2400 × 1600 px");
  await expect(panel).toContainText("Add alt text, or mark the image decorative");
  await panel.getByLabel("Alt Text").fill(ALT);
  await panel.getByRole("button", { name: "Save Details" }).click();
  await expect(toast(page, "Details saved").first()).toBeVisible();
  await expect(panel).not.toContainText("Add alt text, or mark the image decorative");

  await page.getByRole("searchbox").fill(`${RUN} workshop`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(grid.getByRole("link")).toHaveCount(1);
  await grid.getByRole("link", { name: files[0]!.name }).click();
  await expect(panel.getByLabel("Alt Text")).toHaveValue(ALT);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/media-screen-${width}.png`, fullPage: true });
  }
});

test("places the image in a hero through the picker; the public page shows a <picture>, with and without JavaScript", async ({ page, browser }) => {
  // The first request for each variant encodes it (AVIF included), on a machine shared with other runs.
  test.slow();
  const hero = { ...heroDefaults(0), heading: "Meet the team" };
  const pageId = insertPage({ title: `Media ${RUN}`, slug: SLUG, content: { sections: [hero] } });
  await signInAsAdmin(page);
  await page.goto(`/admin/pages/edit/${pageId}`);
  await waitForPageReady(page);

  // The hero's own image field: the editor has other library buttons (the SEO panel's social image).
  await page.getByRole("group", { name: "Background Image (Optional)" }).getByRole("button", { name: "Choose from Library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an Image" });
  await picker.getByRole("button", { name: `team-${RUN}.jpg` }).click();
  await picker.getByRole("button", { name: "Use This Image" }).click();
  await expect(page.getByRole("textbox", { name: "Background Image (Optional)" })).toHaveValue(/^\/media\/[0-9a-f-]{36}\/[0-9a-f]{16}\/1920x1280\.jpg$/);
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Page updated").first()).toBeVisible();

  const uses = withDatabase((database) => database.prepare("SELECT content FROM pages WHERE id = ?").get(pageId) as { content: string });
  expect(uses.content).toContain("/media/");

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const visitor = await context.newPage();
    await visitor.goto(`/${SLUG}`);
    const picture = visitor.locator("section picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/320\.avif 320w, .*\/1920\.avif 1920w$/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("sizes", "100vw");
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("width", "1920");
    await expect(img).toHaveAttribute("height", "1280");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    // The phone picked an AVIF near its 1170 device pixels and got it.
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/1280\.avif$/);
    await context.close();
  }

  await page.goto("/admin/media");
  await page.getByRole("link", { name: `team-${RUN}.jpg` }).click();
  const panel = page.getByRole("complementary", { name: `team-${RUN}.jpg` });
  await expect(panel.getByRole("link", { name: `Media ${RUN}` })).toBeVisible();
  await waitForPageReady(page);
  await panel.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Failed to delete image").first()).toContainText("This image is used on 1 page. Remove it from there before deleting it.");
});

test("an image placed in rich text is a <picture> on the public page, with and without JavaScript; the stored HTML keeps its <img>", async ({ browser }) => {
  test.slow();
  const reference = referenceOf(`team-${RUN}.jpg`);
  const slug = `media-text-${RUN}`;
  const text = { ...textDefaults(0), content: `<p>Our workshop:</p><p><img src="${reference}" alt="${ALT}"></p>` };
  const pageId = insertPage({ title: `Rich text ${RUN}`, slug, content: { sections: [text] } });

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const visitor = await context.newPage();
    await visitor.goto(`/${slug}`);
    const picture = visitor.locator(".prose-content picture");
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/320\.avif 320w, .*\/1920\.avif 1920w$/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("sizes", RICH_TEXT_IMAGE_SIZES);
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("alt", ALT);
    await expect(img).toHaveAttribute("width", "1920");
    await expect(img).toHaveAttribute("height", "1280");
    await expect(img).toHaveAttribute("loading", "lazy");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    // 390 CSS px at DPR 2: the 960 px AVIF.
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/960\.avif$/);
    await context.close();
  }

  const stored = withDatabase((database) => database.prepare("SELECT content FROM pages WHERE id = ?").get(pageId) as { content: string });
  expect(stored.content).toContain(`<img src=\\"${reference}\\"`);
  expect(stored.content).not.toContain("<picture");
});

test("saving a page that places an image without alt text is refused by the server, naming the image, and nothing changes", async ({ page }) => {
  await signInAsAdmin(page);
  await openMedia(page);
  const name = `bare-${RUN}.png`;
  await page.getByLabel("Upload images").setInputFiles([{ name, mimeType: "image/png", buffer: await plainPng(640, 480) }]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: name })).toContainText("Uploaded");

  // The picker would not offer it; a hand-typed reference (or alt text removed later) reaches the server.
  const hero = { ...heroDefaults(0), heading: "No words", backgroundImage: referenceOf(name) };
  const pageId = insertPage({ title: `Bare ${RUN}`, slug: `media-bare-${RUN}`, content: { sections: [hero] }, isPublished: false });
  await page.goto(`/admin/pages/edit/${pageId}`);
  await waitForPageReady(page);
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Save Page" }).click();
  // The hero's subheading and button are still the defaults: publishing them asks first (issue M).
  await page.getByRole("alertdialog", { name: "Publish with placeholder text?" }).getByRole("button", { name: "Publish Anyway" }).click();
  await expect(toast(page, "Failed to save page").first()).toContainText(`The image “${name}” has no alt text. Add alt text in the Media Library (or mark the image decorative), then save again.`);

  const row = withDatabase((database) => database.prepare("SELECT version, is_published FROM pages WHERE id = ?").get(pageId) as { version: number; is_published: number });
  expect(row).toEqual({ version: 1, is_published: 0 });
});
