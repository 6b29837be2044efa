// Motion must never cost content: headings that reveal word by word are readable at once for
// visitors who ask for reduced motion and for browsers without JavaScript.
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES, findTransparentText, waitForHydration } from "#tests/utils/e2e-site.ts";

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of PUBLIC_ROUTES) {
    test(`${path} shows every heading at once`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // No waiting and no scrolling: headings below the fold must be readable before they are reached.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await findTransparentText(page)).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PUBLIC_ROUTES) {
    test(`${path} shows all its text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await findTransparentText(page)).toEqual([]);
    });
  }
});

test.describe("with motion", () => {
  test("a heading below the fold reveals its words when scrolled into view", async ({ page }) => {
    await page.goto("/how-it-works");
    await waitForHydration(page);
    // The closing call to action sits far below the first screen.
    const heading = page.locator("h2", { hasText: "Ready to Take the First Step?" });
    const words = heading.locator(".reveal-word");
    expect(await words.count()).toBeGreaterThan(1);
    await expect(words.first()).toHaveCSS("opacity", "0");
    // The same check that must come back empty above does see words waiting to be revealed.
    expect((await findTransparentText(page)).some((entry) => entry.includes("Ready"))).toBe(true);
    // Words follow one another 50 ms apart.
    await expect(words.nth(1)).toHaveCSS("transition-delay", "0.05s");

    await heading.scrollIntoViewIfNeeded();
    await expect(words.last()).toHaveCSS("opacity", "1", { timeout: 3_000 });
    await expect.poll(async () => (await findTransparentText(page)).some((entry) => entry.includes("Ready"))).toBe(false);
  });
});
