// The website's own pages in the admin (issue 19): the Pages screen lists them apart from the pages
// staff create, with their fixed address; Editors and Admins open them to edit, Viewers to read.
import { expect, test } from "@playwright/test";
import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { SITE_PAGES } from "#app/features/pages/site-pages.ts";

/** The site pages this version stores (the rest are still written in code). */
const STORED = SITE_PAGES.filter((site) => sitePageSeed(site.key));

// A file before this one may have emptied the pages table.
test.beforeAll(restoreSitePages);
import { signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { restoreSitePages } from "#tests/utils/e2e-pages.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test("the Pages screen lists every website page with its address and an Edit link", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/pages");
  const card = page.getByRole("region", { name: "Website Pages" });
  await expect(card.getByRole("listitem")).toHaveCount(STORED.length);
  for (const [index, site] of STORED.entries()) await expect(card.getByRole("listitem").nth(index)).toContainText(site.path);
  await expect(card.getByRole("link", { name: /^Edit / })).toHaveCount(STORED.length);
  await expect(card.getByRole("link", { name: "Edit Privacy Policy" })).toHaveAttribute("href", /\/admin\/pages\/edit\//);

  if (process.env.SCREENSHOTS) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/site-pages-${width}.png`, fullPage: true });
    }
  }
});

test("a Viewer gets View links, not Edit", async ({ page }) => {
  const viewer = await createE2eStaff(`viewer-site-${Date.now()}@brandcheck.test`, "viewer");
  await signIn(page, viewer.email, viewer.password);
  await page.goto("/admin/pages");
  await expect(page.getByRole("link", { name: "View Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Edit Privacy Policy/ })).toHaveCount(0);
});

test("an Editor changes the home hero's headline, / shows it (also without JavaScript), and Reset to Default brings back the seeded text", async ({ page, browser }) => {
  const SEEDED = "Independent Test Buying and Quality Control for Global Brands";
  const CHANGED = `Quality You Can See ${Date.now().toString(36)}`;
  const editor = await createE2eStaff(`editor-site-${Date.now()}@brandcheck.test`, "editor");
  await signIn(page, editor.email, editor.password);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Edit Test Buying and Product Quality Control" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
  if (process.env.SCREENSHOTS) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/site-page-editor-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await page.getByRole("region", { name: "Section 1: Home Hero", exact: true }).getByLabel("Heading", { exact: true }).fill(CHANGED);
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Page updated").first()).toBeVisible();

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(CHANGED);

  await page.getByRole("button", { name: "Reset to Default" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(toast(page, "Page reset to default").first()).toBeVisible();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(SEEDED);
});
