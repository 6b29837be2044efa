// The page editor's live preview (issue M): on a wide screen (1440 px) a pane beside the form shows
// the unsaved page through the public renderers and follows the typing; its links do not take the
// editor away; an HTML page shows only sanitised HTML; the "Live preview" switch is remembered in
// this browser. On a phone (390 px) there is no pane and no switch. Screenshots in /tmp/shots/m-live.
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { editPageFromList, signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function livePreview(page: Page): Locator {
  return page.getByRole("region", { name: "Live preview" });
}

async function openNewPage(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.goto("/admin/pages/new");
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "New Page" })).toBeVisible();
}

async function addSection(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Add Section" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Section" });
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the pane beside the form follows the typing, keeps the editor in place and renders only sanitised HTML", async ({ page }) => {
    await openNewPage(page);
    const pane = livePreview(page);
    await expect(pane).toBeVisible();
    await expect(pane).toContainText("No content yet.");
    // Beside the form, not under it.
    const form = page.getByRole("textbox", { name: "Page Title" });
    expect((await pane.boundingBox())!.x).toBeGreaterThan((await form.boundingBox())!.x + (await form.boundingBox())!.width);

    await form.fill(`Live ${RUN}`);
    await addSection(page, "Hero");
    const heading = page.getByRole("region", { name: "Section 1: Hero", exact: true }).getByLabel("Heading", { exact: true });
    await heading.fill("");
    await heading.pressSequentially(`Typed heading ${RUN}`, { delay: 20 });
    // The public hero's h1, with every word shown (the reveal never hides words in the preview).
    const h1 = pane.getByRole("heading", { level: 1, name: `Typed heading ${RUN}` });
    await expect(h1).toBeVisible();
    await expect(h1.locator(".reveal-word").last()).toHaveCSS("opacity", "1");
    // Not saved: the editor still says so, and nothing left the page.
    await expect(page).toHaveURL(/\/admin\/pages\/new$/);

    // A required field emptied: the pane keeps the last valid page and says why it does not follow.
    await heading.fill("");
    await expect(pane).toContainText("Showing the last valid version:");
    await expect(h1).toBeVisible();
    await heading.fill(`Typed heading ${RUN}`);
    await expect(pane).not.toContainText("Showing the last valid version:");

    // The hero's button is a link on the public page; in the preview it leads nowhere.
    const link = pane.getByRole("link").first();
    await link.click();
    await expect(page).toHaveURL(/\/admin\/pages\/new$/);
    await page.screenshot({ path: "/tmp/shots/m-live/new-page-1440.png" });

    // An HTML page: the pane shows the sanitised HTML, never the script or the handler that was typed.
    await page.getByRole("button", { name: "HTML Editor" }).click();
    await page.getByRole("alertdialog", { name: "Switch to the HTML Editor?" }).getByRole("button", { name: "Switch to HTML Editor" }).click();
    const code = page.getByRole("textbox", { name: "Page HTML" });
    await expect(code).toContainText(`Typed heading ${RUN}`);
    await code.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.insertText(`<h2>Written in HTML ${RUN}</h2><img src="/images/office.svg" alt="Office" onerror="window.__xss=1"><script>window.__xss=2</script>`);
    await expect(pane.getByRole("heading", { level: 2, name: `Written in HTML ${RUN}` })).toBeVisible();
    await expect(pane.locator("script")).toHaveCount(0);
    await expect(pane.locator("[onerror]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("the switch hides the pane, and the choice holds after a reload", async ({ page }) => {
    await openNewPage(page);
    const toggle = page.getByRole("switch", { name: "Live preview" });
    await expect(toggle).toBeChecked();
    await expect(livePreview(page)).toBeVisible();
    await toggle.click();
    await expect(livePreview(page)).toHaveCount(0);
    // The settings column is back beside the form.
    await expect(page.getByRole("switch", { name: "Live preview" })).not.toBeChecked();

    await page.reload();
    await waitForPageReady(page);
    await expect(page.getByRole("switch", { name: "Live preview" })).not.toBeChecked();
    await expect(livePreview(page)).toHaveCount(0);

    await page.getByRole("switch", { name: "Live preview" }).click();
    await expect(livePreview(page)).toBeVisible();
    await page.reload();
    await waitForPageReady(page);
    await expect(livePreview(page)).toBeVisible();
  });

  test("the home page's editor beside its live preview (screenshot)", async ({ page }) => {
    await signInAsAdmin(page);
    await editPageFromList(page, "Test Buying and Product Quality Control");
    await waitForPageReady(page);
    const pane = livePreview(page);
    await expect(pane.getByRole("heading", { level: 1 })).toBeVisible();
    // The whole page, scaled to the pane, scrolls inside it on its own.
    const scroller = pane.getByRole("group", { name: "Page as visitors will see it" });
    expect(await scroller.evaluate((element) => element.scrollHeight > 3 * element.clientHeight)).toBe(true);
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight / 3));
    await page.screenshot({ path: "/tmp/shots/m-live/home-editor-1440.png" });
    // And it stays beside the form while the form scrolls by (under the admin's sticky header).
    await page.evaluate(() => window.scrollBy(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = (await pane.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(64);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await expectNoSeriousViolations(page);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("there is no live preview pane and no switch; the Preview tab remains", async ({ page }) => {
    await openNewPage(page);
    await addSection(page, "Hero");
    await expect(page.getByRole("tab", { name: "Preview" })).toBeVisible();
    await expect(livePreview(page)).toHaveCount(0);
    await expect(page.getByRole("switch", { name: "Live preview" })).toHaveCount(0);
    await page.screenshot({ path: "/tmp/shots/m-live/new-page-390.png" });
  });
});
