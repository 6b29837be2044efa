import { expect, type Page } from "@playwright/test";

/** The phone width every admin screen is looked at besides the wide one it is used at. */
const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * A screenshot of the screen as it is, then of the same screen re-laid out at a phone's width
 * (checked to be no wider than the phone), then back to the width it had: `${base}-${width}.png`
 * for each. A flow whose behaviour is the same at both widths runs once, on a wide screen, and its
 * screens are still looked at on both, without a second sign-in and load per width (the browser
 * tests' CPU is the CI's scarcest, decision 025).
 */
export async function screenshotAtBothWidths(page: Page, base: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  const wide = page.viewportSize()!;
  await page.screenshot({ path: `${base}-${wide.width}.png`, fullPage });
  await page.setViewportSize(PHONE_VIEWPORT);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${base} at ${PHONE_VIEWPORT.width} px is no wider than the screen`).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  await page.screenshot({ path: `${base}-${PHONE_VIEWPORT.width}.png`, fullPage });
  await page.setViewportSize(wide);
}
