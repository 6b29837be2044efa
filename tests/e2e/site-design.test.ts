// The public site's own identity (issue M): the brand typeface without layout shift, proof on the
// home page, layouts that vary (stats band, split teaser, timeline, zigzag services), cards whose
// links line up. Screenshots of each changed page at 1440 and 390 px go to test-results/ for review.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const WIDTHS = [1440, 390] as const;

async function screenshot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `test-results/site-design-${name}-${width}.png`, fullPage: true });
}

test.describe("brand typeface", () => {
  test("Plus Jakarta Sans is preloaded from this origin, used for text, and the page does not shift while it loads", async ({ page, baseURL }) => {
    // Layout shifts from the first byte on, including any font swap.
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await waitForPageReady(page);
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    const href = await preload.getAttribute("href");
    expect(new URL(href ?? "", baseURL).origin).toBe(new URL(baseURL ?? "").origin);
    expect(href).toMatch(/plus-jakarta-sans-latin-wght-normal-.*\.woff2$/);
    expect((await page.request.get(href ?? "")).status()).toBe(200);

    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Plus Jakarta Sans"/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans"'))).toBe(true);
    expect(await page.evaluate(() => [...document.fonts].some((font) => font.family.includes("Plus Jakarta Sans") && font.status === "loaded"))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });
});

test.describe("home page proof", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: the case-study figures, a case-study teaser and three testimonials with initials`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await waitForPageReady(page);
      const main = page.getByRole("main");

      const stats = main.getByRole("region", { name: "What Our Clients Measured" });
      for (const [label, figure] of [
        ["fewer product returns", "35%"],
        ["annual savings", "$2.1M"],
        ["fewer negative reviews", "40%"],
        ["higher customer satisfaction", "25%"],
        ["saved on time to market", "4 months"],
      ]) {
        await expect(stats.getByRole("term").filter({ hasText: label })).toBeVisible();
        await expect(stats.getByRole("definition").filter({ hasText: figure! }).first()).toBeVisible();
      }

      const teaser = main.getByRole("region", { name: "Client Story: Returns Down by a Third" });
      await expect(teaser.getByRole("link", { name: /Read full case study/ })).toHaveAttribute("href", "/case-study-1");
      await expect(teaser.getByRole("img")).toBeVisible();

      const testimonials = main.getByRole("region", { name: "Trusted by Quality and Compliance Leaders" });
      await expect(testimonials.getByRole("figure")).toHaveCount(3);
      for (const [name, initials] of [
        ["Sarah Mitchell", "SM"],
        ["Amelia Chen", "AC"],
        ["Marcus Weber", "MW"],
      ]) {
        const quote = testimonials.getByRole("figure").filter({ hasText: name! });
        await expect(quote.locator('[aria-hidden="true"]', { hasText: initials! })).toBeVisible();
      }
      await screenshot(page, "home", width);
    });
  }

  test("at 1440 px the service cards are equally tall with their links on one line", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Services Built Around Your Products" }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map((index) => cards.nth(index).boundingBox()));
    const links = await Promise.all([0, 1, 2].map((index) => cards.nth(index).getByRole("link", { name: /Learn more/ }).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.height))).size).toBe(1);
    expect(new Set(links.map((box) => Math.round(box!.y))).size).toBe(1);
  });
});

test.describe("layouts that vary", () => {
  test("How It Works: a timeline that alternates sides on wide screens and runs down one side on phones", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/how-it-works");
      await waitForPageReady(page);
      const steps = page.getByRole("main").getByRole("list").filter({ hasText: "Initial Consultation" }).getByRole("listitem");
      await expect(steps).toHaveCount(8);
      const lefts = await Promise.all([0, 1, 2, 3].map(async (index) => Math.round((await steps.nth(index).getByRole("heading").boundingBox())!.x)));
      if (width === 1440) {
        // Left, right, left, right.
        expect(lefts[0]).toBeLessThan(lefts[1]!);
        expect(lefts[2]).toBeLessThan(lefts[3]!);
        expect(lefts[0]).toBe(lefts[2]);
      } else {
        expect(new Set(lefts).size).toBe(1);
      }
      await screenshot(page, "how-it-works", width);
    }
  });

  test("Services: each service has an illustration, on alternating sides on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/services");
    await waitForPageReady(page);
    const sides: number[] = [];
    for (const anchor of ["test-buying", "quality-control", "compliance", "consulting", "reporting"]) {
      const illustration = page.locator(`[id="${anchor}"] img`);
      await expect(illustration).toHaveAttribute("src", `/images/services/${anchor}.svg`);
      await illustration.scrollIntoViewIfNeeded();
      await expect.poll(() => illustration.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      sides.push((await illustration.boundingBox())!.x < 720 ? 0 : 1);
    }
    expect(sides).toEqual([0, 1, 0, 1, 0]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, "services", width);
    }
  });

  test("Contact opens on the same hero band as the other pages", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      await waitForPageReady(page);
      await expect(page.getByRole("region", { name: "Get in Touch" }).getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
      await screenshot(page, "contact", width);
    }
  });
});
