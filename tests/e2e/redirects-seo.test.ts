// Links and search (issue L) in the browser: the Redirects screen (add, refusals, edit, delete, CSV
// import, the 404 log's "Create redirect"), a renamed page's old address answering 301, and the
// page editor's SEO panel (search preview, noindex, canonical URL) with the public page's tags and
// its generated social card. Screenshots at 1440 and 390 px land in test-results/.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import sharp from "sharp";
import { OFF_SITE } from "#app/features/redirects/schema.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { insertPage } from "#tests/utils/e2e-db.ts";
import { withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

// Long flows on a busy machine: sign-in, several saves, screenshots, a card render, the 404 log's batch.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// One signed-in admin for the whole file: a sign-in per test costs seconds of password hashing on a busy machine.
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signInAsAdmin(page);
});

test.afterAll(async () => {
  await page.close();
  withDatabase((database) => {
    database.prepare("DELETE FROM redirects WHERE from_path LIKE ? OR to_path LIKE ?").run(`%${RUN}%`, `%${RUN}%`);
    database.prepare("DELETE FROM pages WHERE slug LIKE ?").run(`%${RUN}%`);
  });
});

async function openRedirects(page: Page, query = "") {
  await page.goto(`/admin/redirects${query}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
}

async function addRedirect(page: Page, from: string, to: string) {
  const form = page.locator("#redirect-form");
  if (from) await form.getByLabel("Old path").fill(from);
  await form.getByLabel("New path").fill(to);
  await form.getByRole("button", { name: "Add redirect" }).click();
}

/** Saves in the page editor and waits for the stored page to come back. */
async function savePage(page: Page) {
  const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/admin/pages/edit/"));
  await page.getByRole("button", { name: "Save Page" }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, "Page updated").first()).toBeAttached();
}

async function location(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location };
}

test("the Redirects screen adds, refuses loops and other sites, edits, deletes and imports", async () => {
  await openRedirects(page);
  const form = page.locator("#redirect-form");

  await addRedirect(page, `/old-${RUN}`, "//evil.example/phish");
  await expect(form.getByText(OFF_SITE)).toBeVisible();

  await addRedirect(page, `/old-${RUN}`, `/new-${RUN}`);
  await expect(toast(page, "Redirect added")).toBeVisible();
  const table = page.getByRole("region", { name: "Redirects", exact: true });
  await expect(table.getByRole("row").filter({ hasText: `/old-${RUN}` })).toContainText(`/new-${RUN}`);
  expect(await location(page, `/old-${RUN}?utm_source=mail`)).toEqual({ status: 301, location: `/new-${RUN}?utm_source=mail` });

  await addRedirect(page, `/new-${RUN}`, `/old-${RUN}`);
  await expect(toast(page, "Could not add redirect")).toBeVisible();
  await expect(page.getByText(`This redirect would make a loop: /old-${RUN} already leads back to /new-${RUN}.`)).toBeVisible();

  // Edit: a temporary redirect now.
  await table.getByRole("link", { name: `Edit redirect from /old-${RUN}` }).click();
  await expect(page.getByRole("heading", { name: "Edit redirect" })).toBeVisible();
  await form.getByLabel("Type").selectOption("302");
  await form.getByRole("button", { name: "Save redirect" }).click();
  await expect(toast(page, "Redirect saved")).toBeVisible();
  expect(await location(page, `/old-${RUN}`)).toEqual({ status: 302, location: `/new-${RUN}` });

  // Import merges: the file's row is added, the one above stays.
  await page.getByLabel("CSV file").setInputFiles({ name: "redirects.csv", mimeType: "text/csv", buffer: Buffer.from(`from,to,status\n/imported-${RUN},/new-${RUN},301\n`) });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(toast(page, "Redirects imported")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: `/imported-${RUN}` })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: `/old-${RUN}` })).toBeVisible();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/redirects-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await table.getByRole("button", { name: `Delete redirect from /imported-${RUN}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Redirect deleted")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: `/imported-${RUN}` })).toHaveCount(0);
  expect((await location(page, `/imported-${RUN}`)).status).toBe(404);
});

test("a missing path shows in the 404 log, and Create redirect from its row fixes it", async ({ browser }) => {
  const missing = `/missing-${RUN}`;
  // A visitor's request: signed-in staff's own 404s are not counted (decision 042).
  const visitor = await browser.newContext();
  expect((await visitor.request.get(missing, { headers: { referer: "https://news.example/story" } })).status()).toBe(404);
  expect((await page.request.get(`/staff-${missing}`)).status()).toBe(404);
  await visitor.close();
  // The log is written in batches every few seconds.
  const log = page.getByRole("region", { name: "404 log", exact: true });
  await expect(async () => {
    await openRedirects(page);
    await expect(log.getByRole("row").filter({ hasText: missing })).toContainText("news.example", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  await log.getByRole("link", { name: `Create redirect from ${missing}` }).click();
  const form = page.locator("#redirect-form");
  await expect(form.getByLabel("Old path")).toHaveValue(missing);
  await addRedirect(page, "", `/new-${RUN}`);
  await expect(toast(page, "Redirect added")).toBeVisible();
  expect(await location(page, missing)).toEqual({ status: 301, location: `/new-${RUN}` });
  // Its row now says where it goes, and no longer offers a second redirect.
  const row = log.getByRole("row").filter({ hasText: missing });
  await expect(row).toContainText(`Redirected to /new-${RUN}`);
  await expect(row.getByRole("link", { name: /Create redirect/ })).toHaveCount(0);
  await expect(log.getByRole("row").filter({ hasText: `/staff-${missing}` })).toHaveCount(0);

  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await openRedirects(page);
    await page.screenshot({ path: `/tmp/shots/v-invites-404/redirects-404-log-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});

test("the SEO panel previews the search result and sets noindex and a canonical URL; a renamed page keeps its old link", async () => {
  const slug = `seo-${RUN}`;
  const id = insertPage({ title: `Pricing ${RUN}`, slug, metaDescription: "What test buying costs, country by country.", content: { html: "<p>Prices.</p>" } });
  await page.goto(`/admin/pages/edit/${id}`);
  await waitForPageReady(page);

  const panel = page.getByRole("heading", { name: "Search and Social" });
  await expect(page.getByTestId("search-preview-title")).toHaveText(`Pricing ${RUN} | BrandCheck`);
  await expect(page.getByTestId("search-preview-description")).toHaveText("What test buying costs, country by country.");
  await expect(page.getByText(`Title: ${`Pricing ${RUN} | BrandCheck`.length}/60 characters`)).toBeVisible();
  await expect(page.getByText("Description: 43/160 characters")).toBeVisible();

  await page.getByLabel("Canonical URL (Optional)").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(page.getByText("The canonical URL must start with https:// or http://", { exact: false }).first()).toBeVisible();
  await page.getByLabel("Canonical URL (Optional)").fill("https://partner.example/pricing");
  await page.getByRole("switch", { name: "Hide from search engines" }).click();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/seo-panel-${width}.png`, fullPage: width === 390 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await savePage(page);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/${slug}`);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://partner.example/pricing");
  const card = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(card).toMatch(new RegExp(`/social-cards/${slug}/[0-9a-f]{16}\\.png$`));
  await expect(visitor.locator('meta[name="twitter:image"]')).toHaveAttribute("content", card!);
  const png = await visitor.request.get(card!);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(await sharp(await png.body()).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(`/${slug}<`);

  // Renaming the published page: its old address answers 301 to the new one.
  await page.getByLabel("URL Slug").fill(`${slug}-moved`);
  await savePage(page);
  expect(await location(visitor, `/${slug}`)).toEqual({ status: 301, location: `/${slug}-moved` });
  await visitor.close();
});

test("a site page has the SEO panel too: noindex and a canonical URL reach its tags and the sitemap", async () => {
  const restore = () => withDatabase((database) => database.prepare("UPDATE pages SET noindex = 0, canonical_url = NULL WHERE system_key = 'terms-of-service'").run());
  const { id } = withDatabase((database) => database.prepare("SELECT id FROM pages WHERE system_key = 'terms-of-service' AND locale = 'en'").get()) as { id: string };
  try {
    await page.goto(`/admin/pages/edit/${id}`);
    await waitForPageReady(page);
    await expect(page.getByRole("heading", { name: "Search and Social" })).toBeVisible();
    await expect(page.getByText("None chosen: the default sharing image from Settings is used.")).toBeVisible();
    await expect(page.getByLabel("Canonical URL (Optional)")).toHaveAttribute("placeholder", /\/terms-of-service$/);
    await page.getByLabel("Canonical URL (Optional)").fill("https://partner.example/terms");
    await page.getByRole("switch", { name: "Hide from search engines" }).click();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("heading", { name: "Search and Social" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/site-page-seo-panel-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await savePage(page);

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto("/terms-of-service");
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://partner.example/terms");
    // No social image of its own: the site settings' sharing image, not a generated card.
    await expect(visitor.locator('meta[property="og:image"]')).not.toHaveAttribute("content", /social-cards/);
    const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
    // The English page is left out; its translations (/zh-hk/terms-of-service …) are pages of their own.
    expect(sitemap).not.toMatch(/:\d+\/terms-of-service</);
    expect(sitemap).toContain("/privacy-policy<");
    await visitor.close();

    // Back as it was, through the editor, so the HTML cache forgets the hidden page too.
    await page.getByLabel("Canonical URL (Optional)").fill("");
    await page.getByRole("switch", { name: "Hide from search engines" }).click();
    await savePage(page);
  } finally {
    // Should an assertion fail before that save.
    restore();
  }
});
