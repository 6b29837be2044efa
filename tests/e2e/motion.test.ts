// Motion must never cost content: headings that reveal word by word are readable at once for
// visitors who ask for reduced motion and for browsers without JavaScript.
import { expect } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { PUBLIC_ROUTES, findTransparentText, waitForPageReady } from "#tests/utils/e2e-site.ts";

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of PUBLIC_ROUTES) {
    test(`${path} shows every heading at once`, async ({ page }) => {
      await page.goto(path);
      await waitForPageReady(page);
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
  test("a heading in view when the page loads stays as it was painted", async ({ page }) => {
    await page.goto("/how-it-works");
    await waitForPageReady(page);
    // The script has looked at every heading once it has marked the one far below as waiting.
    await expect(page.locator("h2", { hasText: "Ready to Take the First Step?" })).toHaveClass(/\breveal-pending\b/);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).not.toHaveClass(/\breveal-pending\b/);
    // Read once, not retried: a word hidden and fading back in would be caught part way.
    const states = await title.locator(".reveal-word").evaluateAll((words) => words.map((word) => [getComputedStyle(word).opacity, word.getAnimations().length]));
    expect(states.length).toBeGreaterThan(1);
    expect(states.every(([opacity, running]) => opacity === "1" && running === 0)).toBe(true);
  });

  test("a heading below the fold reveals its words when scrolled into view", async ({ page }) => {
    await page.goto("/how-it-works");
    await waitForPageReady(page);
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

test.describe("page transitions", () => {
  test("a link to another page fades the content out and runs the progress bar, then the next page opens at its top", async ({ page }) => {
    await page.goto("/services");
    await waitForPageReady(page);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    // The next page is held for a second so the leaving page can be watched. Playwright waits for a
    // navigation it has seen start before it looks at the page again, so what the page shows
    // meanwhile is written down in the tab's session storage, which outlives it.
    await page.route("**/how-it-works", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.evaluate(() => {
      const started = performance.now();
      const content = document.querySelector<HTMLElement>("[data-page-content]")!;
      const bar = document.querySelector<HTMLElement>("[data-route-progress]")!;
      new MutationObserver(() => {
        const seen = JSON.parse(sessionStorage.getItem("leaving") ?? "{}") as Record<string, unknown>;
        if (content.dataset.state === "fadeOut") seen.fadeOut ??= Math.round(performance.now() - started);
        if (bar.style.opacity === "1") seen.progress = bar.style.transform;
        sessionStorage.setItem("leaving", JSON.stringify(seen));
      }).observe(document.body, { attributes: true, subtree: true });
    });
    await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click();

    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const leaving = JSON.parse((await page.evaluate(() => sessionStorage.getItem("leaving"))) ?? "{}") as { fadeOut?: number; progress?: string };
    expect(leaving.fadeOut, "the content faded out").toBeDefined();
    // The bar starts at 10% and creeps on while the page loads.
    expect(leaving.progress).toMatch(/^scaleX\(0\.\d+\)$/);
    expect(Number(/scaleX\(([\d.]+)\)/.exec(leaving.progress ?? "")?.[1])).toBeGreaterThan(0.1);
    // The new page is shown from its top, faded in, with the bar gone.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("[data-page-content]")).toHaveAttribute("data-state", "fadeIn");
    await expect(page.locator("[data-route-progress]")).toHaveCSS("opacity", "0");
  });

  test("without JavaScript a link is a plain link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services");
    await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.locator("[data-page-content]")).toHaveCSS("opacity", "1");
    await context.close();
  });
});
