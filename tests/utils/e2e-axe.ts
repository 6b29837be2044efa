// Automated WCAG 2.2 AA checks with axe-core: serious and critical findings fail the test.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { renderAllSections } from "./e2e-site.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Checks the whole page, or only the part matching the CSS selector `include` (one box of a screen).
 * Legacy mode runs axe once in the page itself; the default runs it per frame and then again in a
 * new blank page to merge the frames' results, which costs a browser page per check. The site has no
 * frames, so the findings are the same.
 */
export async function expectNoSeriousViolations(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  // Every section as it is once scrolled to: axe misreads the colours of one not rendered yet.
  const restore = await renderAllSections(page);
  // And as it is once still: a toast or a dialog halfway through fading in has the contrast of neither end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await (include ? builder.include(include) : builder).analyze();
  await restore();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
  // One readable block per rule and element, instead of axe's JSON, so the failure says what to fix.
  const report = blocking
    .map((violation) =>
      [
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map((node) => `  - ${node.target.join(" ")}\n    ${(node.failureSummary ?? "").replace(/\n/g, "\n    ")}`),
      ].join("\n"),
    )
    .join("\n\n");
  expect(blocking.length, `axe found serious or critical violations on ${page.url()}:\n\n${report}`).toBe(0);
}
