// Every image field opens the media library (issue 34, item 1): the home hero's illustration is chosen
// from the library, uploaded in place in the picker, published, and drawn on the public page as a
// responsive <picture>; a thumbnail's full address pasted into the field is read as the library
// image; the media panel's Copy URL copies the host-free reference. Screenshots of the hero's editor
// and of the media panel at 1440 and 390 px land in test-results/image-fields/.
import { expect } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { variantUrl, type MediaFormat } from "#app/lib/media-url.ts";
import { homeHeroDefaults } from "#app/sections/home-hero/schema.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { insertPage } from "#tests/utils/e2e-db.ts";
import { withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { plainPng } from "#tests/utils/media-images.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SLUG = `image-fields-${RUN}`;
const NAME = `illustration-${RUN}.png`;
const ALT = `Inspectors checking a carton, ${RUN}`;
const REFERENCE = /^\/media\/[0-9a-f-]{36}\/[0-9a-f]{16}\/1400x1000\.png$/;
const SHOTS = "test-results/image-fields";

function libraryImage(name: string) {
  const row = withDatabase((database) => database.prepare("SELECT id, hash, width, height, format FROM media WHERE name = ?").get(name)) as
    | { id: string; hash: string; width: number; height: number; format: MediaFormat }
    | undefined;
  if (!row) throw new Error(`No library image named ${name}`);
  return row;
}

test("the home hero's illustration comes from the library, uploaded in place, and the published page draws a responsive <picture>", async ({ page, browser, baseURL }) => {
  // The first request for each variant encodes it, on a machine shared with other runs.
  test.slow();
  const hero = {
    ...homeHeroDefaults(0),
    heading: `Product checks ${RUN}`,
    text: "Independent inspections before your goods ship.",
    primaryButtonText: "Book an Audit",
    primaryButtonLink: "/contact",
  };
  const pageId = insertPage({ title: `Image fields ${RUN}`, slug: SLUG, content: { sections: [hero] }, isPublished: false });
  await signInAsAdmin(page);
  await page.goto(`/admin/pages/edit/${pageId}`);
  await waitForPageReady(page);

  const field = page.getByRole("group", { name: "Illustration (Optional)" });
  await field.getByRole("button", { name: "Choose from Library" }).click();
  const picker = page.getByRole("dialog", { name: "Choose an Image" });
  await picker.getByLabel("Upload images").setInputFiles([{ name: NAME, mimeType: "image/png", buffer: await plainPng(1400, 1000) }]);
  await expect(picker.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: NAME })).toContainText("Uploaded", { timeout: 20_000 });
  // A new image needs words before it goes on a page; the picker asks for them in place.
  await picker.getByRole("textbox", { name: "Alt text" }).fill(ALT);
  await picker.getByRole("button", { name: "Save Alt Text" }).click();
  await picker.getByRole("button", { name: "Use This Image" }).click();
  await expect(picker).toBeHidden();

  const address = field.getByRole("textbox", { name: "Illustration (Optional)" });
  await expect(address).toHaveValue(REFERENCE);
  await expect(field.getByRole("textbox", { name: "Illustration Description (Alt Text)" })).toHaveValue(ALT);
  await expect(field.locator("picture img")).toBeVisible();

  // A thumbnail's full address, as "Copy image address" gives it, is read back as the library image.
  const image = libraryImage(NAME);
  await address.fill(`${baseURL}${variantUrl(image, 320, "png")}`);
  await address.blur();
  await expect(address).toHaveValue(variantUrl(image, 320, "png"));

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/hero-editor-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Page updated").first()).toBeVisible();
  // The save stored the reference, not the thumbnail.
  const stored = withDatabase((database) => database.prepare("SELECT content FROM pages WHERE id = ?").get(pageId) as { content: string });
  const storedImage = (JSON.parse(stored.content) as { sections: { image: string }[] }).sections[0]!.image;
  expect(storedImage).toMatch(REFERENCE);
  expect(stored.content).not.toContain(baseURL!);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const visitor = await context.newPage();
  await visitor.goto(`/${SLUG}`);
  const picture = visitor.locator("section picture").first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/320\.avif 320w, .*\/1400\.avif 1400w$/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("alt", ALT);
  await expect(img).toHaveAttribute("width", "1400");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(320);
  await context.close();
});

test("the media panel's Copy URL copies the image's host-free reference, and the panel lists where it is used", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsAdmin(page);
  await page.goto("/admin/media");
  await waitForPageReady(page);
  await page.getByRole("list", { name: "Images" }).getByRole("link", { name: NAME }).click();
  const panel = page.getByRole("complementary", { name: NAME });
  await expect(panel.getByRole("link", { name: `Image fields ${RUN}` })).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Image Address" })).toHaveValue(REFERENCE);
  await panel.getByRole("button", { name: "Copy URL" }).click();
  await expect(toast(page, "URL copied").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(REFERENCE);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/media-panel-${width}.png`, fullPage: true });
  }
});
