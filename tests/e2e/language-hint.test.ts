// The language hint (issue Q, decision 037): a browser that prefers a language the page is published
// in is told so, in that language, with a link to it; it can dismiss the hint for the visit. No
// cookie, nothing moves, nothing for a browser whose first language is the page's own. Screenshots
// in /tmp/shots/q-words for a person to look at.
import { expect, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const SHOTS = "/tmp/shots/q-words";

async function openAs(browser: Browser, locale: string, path: string, options: { width?: number; reducedMotion?: "reduce" } = {}): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: options.width ?? 1440, height: 900 }, reducedMotion: options.reducedMotion ?? "no-preference" });
  const page = await context.newPage();
  await page.goto(path);
  await waitForPageReady(page);
  return page;
}

/** The sum of the page's layout shifts so far (what CLS adds up). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: no shift; the observer's callback never runs.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test("a browser that prefers German is offered the German page in German, and can dismiss the hint for the visit", async ({ browser }) => {
  const page = await openAs(browser, "de-DE", "/");
  const hint = page.locator("[data-language-hint]");
  await expect(hint).toBeVisible();
  await expect(hint).toHaveAttribute("role", "status");
  await expect(hint).toHaveAttribute("lang", "de");
  const link = hint.getByRole("link", { name: "Diese Seite gibt es auf Deutsch" });
  await expect(link).toHaveAttribute("href", "/de");
  await expect(link).toHaveAttribute("hreflang", "de");
  // Over the page, not in its flow: nothing moves when it appears.
  expect(await hint.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
  expect(await layoutShift(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/english-page-german-hint-1440.png` });
  await expectNoSeriousViolations(page, { include: "[data-language-hint]" });

  await hint.getByRole("button", { name: "Hinweis schließen" }).click();
  await expect(hint).toHaveCount(0);
  await page.goto("/services");
  await waitForPageReady(page);
  await expect(page.locator("[data-language-hint]")).toHaveCount(0);
  expect(await page.context().cookies()).toEqual([]);
  await page.context().close();
});

test("the link leads to the German page, which offers nothing to a German browser", async ({ browser }) => {
  const page = await openAs(browser, "de-DE", "/services");
  await page.locator("[data-language-hint]").getByRole("link").click();
  await expect(page).toHaveURL(/\/de\/leistungen$/);
  await waitForPageReady(page);
  await expect(page.locator("[data-language-hint]")).toHaveCount(0);
  await page.context().close();
});

test("a browser that prefers British English sees no hint on an English page, and the English one on a German page", async ({ browser }) => {
  const page = await openAs(browser, "en-GB", "/");
  await expect(page.locator("[data-language-hint]")).toHaveCount(0);
  await page.goto("/de/leistungen");
  await waitForPageReady(page);
  const hint = page.locator("[data-language-hint]");
  await expect(hint.getByRole("link", { name: "This page is available in English" })).toHaveAttribute("href", "/services");
  await expect(hint.getByRole("button", { name: "Close hint" })).toBeVisible();
  await page.context().close();
});

test("a Hong Kong browser is offered the Chinese page in Chinese; with reduced motion the hint does not slide", async ({ browser }) => {
  const page = await openAs(browser, "zh-HK", "/case-studies", { width: 390, reducedMotion: "reduce" });
  const hint = page.locator("[data-language-hint]");
  await expect(hint.getByRole("link", { name: "本頁備有繁體中文版本" })).toHaveAttribute("href", "/zh-hk/case-studies");
  await expect(hint.getByRole("button", { name: "關閉提示" })).toBeVisible();
  expect(parseFloat(await hint.evaluate((element) => getComputedStyle(element).animationDuration))).toBeLessThan(0.001);
  // Inside the narrow window, not over its edges.
  const box = (await hint.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/english-page-chinese-hint-390.png` });
  await page.context().close();
});

test("screenshots: a German page with its hint, and a Chinese page, at 1440 and 390 px", async ({ browser }) => {
  for (const width of [1440, 390]) {
    const german = await openAs(browser, "en-GB", "/de/leistungen", { width });
    await expect(german.locator("[data-language-hint]")).toBeVisible();
    await german.screenshot({ path: `${SHOTS}/german-page-with-hint-${width}.png` });
    await german.context().close();
    const chinese = await openAs(browser, "zh-HK", "/zh-hk", { width });
    await expect(chinese.locator("[data-language-hint]")).toHaveCount(0);
    await chinese.screenshot({ path: `${SHOTS}/chinese-page-${width}.png` });
    await chinese.context().close();
  }
});
