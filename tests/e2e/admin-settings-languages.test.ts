// Issue Q: an Admin edits the German header and footer on the Settings screen (?lang=de), and the
// German pages show them; the shared parts are not offered there. Making another language the
// default first shows what would move (the change itself is tests/system/default-language.test.ts's,
// which has a server of its own: here every file shares the site).
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function screenshots(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
    // A long form's whole page is too tall to read at phone width: its first screen as well.
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-${width}-top.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function saveGermanFooter(page: Page, text: string): Promise<void> {
  await page.goto("/admin/settings?lang=de");
  await page.getByLabel("Footer Description").fill(text);
  await page.getByRole("button", { name: "Save German Settings" }).click();
  await expect(toast(page, "Settings saved").first()).toBeVisible();
}

test("an Admin edits the German footer; the German pages show it, the English ones keep theirs", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  await page.getByRole("navigation", { name: "Language of the settings" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\?lang=de$/);
  await expect(page.getByRole("note")).toContainText("The company name, phone, e-mail, social profiles, sharing image and time zone are shared by every language");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Footer Description")).toHaveAttribute("lang", "de");
  await expectNoSeriousViolations(page);
  await screenshots(page, "settings-de");

  const original = await page.getByLabel("Footer Description").inputValue();
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  // Cached before the change, so the save must empty the cache to show.
  await visitor.goto("/de");
  try {
    await saveGermanFooter(page, `Testkäufe weltweit ${RUN}`);
    await visitor.goto("/de");
    await expect(visitor.getByRole("contentinfo")).toContainText(`Testkäufe weltweit ${RUN}`);
    await visitor.goto("/");
    await expect(visitor.getByRole("contentinfo")).not.toContainText(RUN);
  } finally {
    await saveGermanFooter(page, original);
  }
});

test("making another language the default first lists what will move, and Cancel changes nothing", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/settings/languages");
  await page.getByRole("link", { name: "Make default German" }).click();
  const confirmation = page.getByRole("region", { name: "Make German the default language?" });
  await expect(confirmation).toContainText(/\d+ addresses will move; visitors and search engines are redirected\./);
  await expect(confirmation.getByRole("list", { name: "Addresses that will move" })).toContainText("/de/leistungen");
  await expectNoSeriousViolations(page);
  await screenshots(page, "make-default");
  await confirmation.getByRole("link", { name: "Cancel" }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(page.getByText("Default", { exact: true }).first()).toBeVisible();
});
