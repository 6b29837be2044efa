// Issue V, item 4: the editor's publishing controls stay in reach on a long page, and Delete sits
// where it cannot be hit by mistake (docs/decisions/043-publishing-bar.md). On the home page's
// editor and on a CMS page as long (the home page's sections), at 1440 and 390 px, scrolled to the
// top, the middle and the bottom: Published, Schedule, Share, Preview and Save are on screen, the bar
// covers no content, and Delete Page is in the Danger Zone at the very end, still asking first.
// Screenshots go to /tmp/shots/v-publish-bar/.
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { deletePages, insertPage } from "#tests/utils/e2e-db.ts";
import { restoreSitePages, sitePageRow, withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/v-publish-bar";
const SPOTS = ["top", "middle", "bottom"] as const;

// A file before this one may have emptied the pages table, or left the home page shorter than it
// ships (a section removed in its editor): this file is about a page as long as the shipped one.
test.beforeAll(async () => {
  await restoreSitePages();
  const sections = sitePageSeed("home")!.sections;
  withDatabase((database) => database.prepare("UPDATE pages SET content = ?, version = version + 1 WHERE id = ?").run(JSON.stringify({ sections }), sitePageRow("home").id));
});

async function openEditor(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: /^Edit / })).toBeVisible();
  return page.getByRole("group", { name: "Publishing" });
}

async function scrollTo(page: Page, spot: (typeof SPOTS)[number]): Promise<void> {
  await page.evaluate((where) => {
    const height = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, where === "top" ? 0 : where === "middle" ? height / 2 : height);
  }, spot);
  await expect.poll(() => page.evaluate(() => window.scrollY > 0)).toBe(spot !== "top");
}

/** The bar's top edge on a phone (fixed at the bottom), or its bottom edge on a wide screen (sticky at the top). */
async function barEdge(bar: Locator, width: number): Promise<number> {
  const box = (await bar.boundingBox())!;
  return width < 1024 ? box.y : box.y + box.height;
}

// Each editor is loaded once and looked at on a wide screen, then re-laid out at a phone's width:
// the same page without a second sign-in and load per width (the browser tests' CPU is the CI's scarcest).
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

test("the home page's editor keeps Published, Preview and Save in view from top to bottom; Reset to Default waits at the end", async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  await signInAsAdmin(page);
  const bar = await openEditor(page, `/admin/pages/edit/${sitePageRow("home").id}`);
  // Polled: each section's fields arrive with its own editor chunk, so the page grows as they load.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(8000);
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const spot of SPOTS) {
      await scrollTo(page, spot);
      await expect(bar.getByText("Published", { exact: true })).toBeInViewport();
      await expect(bar.getByRole("button", { name: "Preview (opens in a new tab)" })).toBeInViewport();
      await expect(bar.getByRole("button", { name: "Save Page" })).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/home-editor-${spot}-${width}.png` });
    }
    // Not beside the meta description: alone in the Danger Zone, after the revisions.
    await expectNotBesideMetaDescription(page, "Reset to Default");
    await expectLastCard(page, "Reset to Default", width);
  }
});

test("a CMS page as long as the home page: Published, Schedule, Share, Preview and Save stay in view and work from the middle; Delete Page is at the end and asks first", async ({ page }) => {
  const home = sitePageRow("home");
  const id = insertPage({ title: `Long page ${RUN}`, slug: `long-page-${RUN}`, content: JSON.parse(home.content), isPublished: false });
  try {
    await page.setViewportSize(WIDTHS[0]);
    await signInAsAdmin(page);
    const bar = await openEditor(page, `/admin/pages/edit/${id}`);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      for (const spot of SPOTS) {
        await scrollTo(page, spot);
        for (const control of [bar.getByRole("switch", { name: "Published" }), ...["Schedule", "Share", "Preview (opens in a new tab)", "Save Page"].map((name) => bar.getByRole("button", { name, exact: true }))]) {
          await expect(control).toBeInViewport();
        }
        await page.screenshot({ path: `${SHOTS}/long-page-editor-${spot}-${width}.png` });
      }

      // From the middle of the page, Schedule and Share open on screen.
      await scrollTo(page, "middle");
      await bar.getByRole("button", { name: "Schedule", exact: true }).click();
      const schedule = page.getByRole("dialog", { name: "Schedule" });
      await expect(schedule.getByRole("button", { name: "Schedule publish" })).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/long-page-schedule-${width}.png` });
      await page.keyboard.press("Escape");
      await expect(schedule).toBeHidden();
      await bar.getByRole("button", { name: "Share", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Share draft" }).getByRole("button", { name: "Create preview link" })).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/long-page-share-${width}.png` });
      await page.keyboard.press("Escape");

      await expectNotBesideMetaDescription(page, "Delete Page");
      const remove = await expectLastCard(page, "Delete Page", width);
      await remove.click();
      const ask = page.getByRole("alertdialog", { name: "Delete Page" });
      await expect(ask).toContainText("Are you sure you want to delete this page? This action cannot be undone.");
      await ask.getByRole("button", { name: "Cancel" }).click();
      await expect(ask).toBeHidden();
      expect(withDatabase((database) => database.prepare("SELECT count(*) AS n FROM pages WHERE id = ?").get(id) as { n: number }).n).toBe(1);
      await page.screenshot({ path: `${SHOTS}/long-page-danger-zone-${width}.png` });
    }
  } finally {
    deletePages([id]);
  }
});

test("a case study's editor has the same bar, Save Case Study in view at the bottom, nothing wider than the screen", async ({ page }) => {
  const item = withDatabase((database) => database.prepare("SELECT id FROM pages WHERE collection = 'case-studies' ORDER BY created_at LIMIT 1").get() as { id: string });
  await page.setViewportSize(WIDTHS[0]);
  await signInAsAdmin(page);
  const bar = await openEditor(page, `/admin/case-studies/edit/${item.id}`);
  for (const { width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await scrollTo(page, "bottom");
    await expect(bar.getByRole("button", { name: "Save Case Study" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/case-study-editor-bottom-${width}.png` });
  }
});

/** With the Meta Description on screen, `button` is nowhere on it. */
async function expectNotBesideMetaDescription(page: Page, button: string): Promise<void> {
  const meta = page.getByLabel("Meta Description");
  await meta.scrollIntoViewIfNeeded();
  await expect(meta).toBeInViewport();
  await expect(page.getByRole("button", { name: button })).not.toBeInViewport();
}

/**
 * The Danger Zone, scrolled to: the editor's last card, below the revisions, holding only `button`,
 * and (on a phone) above the bar fixed to the bottom, not under it. Returns the button.
 */
async function expectLastCard(page: Page, button: string, width: number): Promise<Locator> {
  const zone = page.getByRole("region", { name: "Danger Zone" });
  await scrollTo(page, "bottom");
  await expect(zone.getByRole("button")).toHaveText([button]);
  const zoneBox = (await zone.boundingBox())!;
  const revisions = (await page.getByRole("heading", { name: "Revisions" }).boundingBox())!;
  expect(zoneBox.y).toBeGreaterThan(revisions.y);
  const bar = page.getByRole("group", { name: "Publishing" });
  if (width < 1024) expect(zoneBox.y + zoneBox.height).toBeLessThanOrEqual(await barEdge(bar, width));
  else expect(zoneBox.y).toBeGreaterThanOrEqual(await barEdge(bar, width));
  return zone.getByRole("button", { name: button });
}
