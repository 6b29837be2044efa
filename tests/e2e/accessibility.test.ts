// Automated WCAG 2.2 AA checks with axe-core on every public page, at phone and desktop widths.
// Axe cannot judge everything (meaningful alt text, focus order); it catches what a machine can.
import { expect } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { insertPage } from "#tests/utils/e2e-db.ts";
import { PUBLIC_ROUTES, renderAllSections, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { styledSectionsPage } from "#tests/utils/e2e-styled-sections.ts";

// Reduced motion shows the word-reveal headings at full opacity at once; mid-animation, axe would
// measure the contrast of half-transparent words and report failures no visitor actually sees.
test.use({ reducedMotion: "reduce" });

// Both widths in one visit: the same document re-laid out (a phone's layout, then a desktop's), which
// spares a load and the wait for the page's script per route.
for (const path of [...PUBLIC_ROUTES, "/no-such-page", "/search?q=testing"]) {
  test(`${path} has no serious or critical violations at 375 and 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await waitForPageReady(page);
    await test.step("at 375 px", () => expectNoSeriousViolations(page));
    await page.setViewportSize({ width: 1280, height: 800 });
    await test.step("at 1280 px", () => expectNoSeriousViolations(page));
  });
}

test.describe("a page opening on a hero with a background image", () => {
  // A light picture is the hard case for the white text and header over it: only the scrim can save them.
  const slug = `photo-hero-${Date.now().toString(36)}`;
  test.beforeAll(() => {
    const hero = { ...heroDefaults(0), heading: "Quality You Can See", subheading: "Inspections on three continents.", backgroundImage: "/images/office.svg" };
    insertPage({ title: "Photo hero", slug, content: { sections: [hero] } });
  });

  for (const width of [375, 1280]) {
    test(`has no serious or critical violations at ${width} px, at the top and scrolled`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${slug}`);
      await waitForPageReady(page);
      await expect(page.getByRole("heading", { level: 1, name: "Quality You Can See" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
      await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe("the new sections in every look (issue U)", () => {
  // Logo Wall, Accreditations, Team, Office Locations and Video on White, Soft Tint, Dark and Brand
  // Colour bands, each band in another spacing: one page, so one load audits every look.
  const slug = `section-looks-${Date.now().toString(36)}`;
  test.beforeAll(() => {
    insertPage({ title: "Section looks", slug, content: styledSectionsPage() });
  });

  // At the widths the screenshots are judged at (a phone's 390 px, a desktop's 1440 px), each
  // band kept as an artefact (test-results/…/look-*.png) to be looked at, not compared.
  test("have no serious or critical violations at 390 and 1440 px", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${slug}`);
    await waitForPageReady(page);
    await renderAllSections(page);
    // The offices' "Open now" or "Closed" line is the script's: audited as visitors see it.
    await expect(page.locator("[data-office-status]:not(:empty)")).toHaveCount(16);
    const bands = page.locator("[data-page-content] section[aria-labelledby]");
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await test.step(`at ${width} px`, () => expectNoSeriousViolations(page));
      for (const [index, band] of (await bands.all()).entries()) {
        await band.screenshot({ path: testInfo.outputPath(`look-${width}-${String(index + 1).padStart(2, "0")}.png`) });
      }
    }
  });
});

test.describe("interactive states", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the open mobile menu has no serious or critical violations", async ({ page }) => {
    await page.goto("/");
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the contact form showing field errors has no serious or critical violations", async ({ page }) => {
    await page.goto("/contact");
    await waitForPageReady(page);
    // Spaces satisfy the browser's `required` but not the server, which answers with field errors.
    await page.getByLabel("Name", { exact: true }).fill("   ");
    await page.getByLabel("Email", { exact: true }).fill("ada@localhost");
    await page.getByLabel("Message", { exact: true }).fill("   ");
    // Faster than CONTACT_MIN_FILL_MS (500 ms here) would be refused as a bot before validation.
    await page.waitForTimeout(600);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
