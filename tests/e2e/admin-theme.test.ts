// The Theme screen (issue U, docs/decisions/050-theme-model.md): an Admin changes the primary colour
// and the typefaces, sees a failing colour pair refused as it is chosen, saves, and the public home
// page (served from the page cache before the save, without JavaScript) shows the new look at once.
// The screen at 390 px is photographed and checked for sideways scrolling in the same test.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const GREEN = "#0b6e4f";

/** Puts the original look back, so the other files on this worker's server see the site as designed. */
async function restoreOriginalLook(page: Page): Promise<void> {
  await page.goto("/admin/theme");
  await waitForPageReady(page);
  await page.getByRole("button", { name: "Use Original Look" }).click();
  await page.getByRole("button", { name: "Save Theme" }).click();
  await expect(toast(page, "Theme saved").first()).toBeVisible();
}

test("an Admin changes the primary colour and the typefaces; the public home page shows them at once", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  // Served once before the change, so the save must empty the page cache to show.
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto("/");
  const heading = visitor.getByRole("heading", { level: 1 });
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Plus Jakarta Sans");

  try {
    await page.getByRole("link", { name: "Theme", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Theme" })).toBeVisible();
    await waitForPageReady(page);

    // A pair that fails AA is named with its ratio as the colour is typed, and the theme cannot be saved.
    const accent = page.getByLabel("Accent colour", { exact: true });
    await accent.fill("#1f2937");
    const accentPair = page.locator('[data-contrast-pair="Accent text on the dark bands"]');
    await expect(accentPair).toHaveAttribute("data-passes", "false");
    await expect(accentPair).toContainText(/1\.\d\d:1/);
    await expect(page.getByRole("status").filter({ hasText: "1 pair fails WCAG AA" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Theme" })).toBeDisabled();
    await accent.fill("#eb883b");
    await expect(accentPair).toHaveAttribute("data-passes", "true");

    await page.getByLabel("Primary colour", { exact: true }).fill(GREEN);
    await page.getByRole("radio", { name: /Source Serif 4 and Inter/ }).check();
    // The preview follows before anything is saved.
    const preview = page.locator("[data-theme-preview]");
    await expect(preview).toHaveCSS("--color-primary", GREEN);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/theme-screen-390.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole("button", { name: "Save Theme" }).click();
    await expect(toast(page, "Theme saved").first()).toBeVisible();
    await expect(page.getByRole("cell", { name: /Version 1\s*Current/ })).toBeVisible();

    await visitor.goto("/");
    const button = visitor.getByRole("link", { name: "Get Started" }).first();
    await expect(button).toHaveCSS("background-color", "rgb(11, 110, 79)");
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Source Serif 4");
    expect(await visitor.locator("body").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Inter/);
    await visitor.screenshot({ path: "test-results/theme-home-1440.png" });
  } finally {
    await restoreOriginalLook(page);
    await visitor.context().close();
  }
});
