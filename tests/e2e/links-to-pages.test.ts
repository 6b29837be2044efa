// Links to pages (issue V, docs/decisions/041-links-to-pages.md): an Admin picks a page for a header
// link on /admin/settings; the footer's Quick Links reuse the header's; renaming the page's slug
// moves both links with it on the public pages, served without JavaScript (through the HTML cache).
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { clearStaffPages, deletePagesWithSlugPrefix, insertPages } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.SHOTS_DIR;

/** The header's fourth link ("How It Works" on a fresh install), where the settings list it. */
const fourthHeaderLink = (page: Page) => page.getByRole("group", { name: "Link 4" }).first();

async function saveSettings(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "Settings saved").first()).toBeVisible();
}

test("a header link picked from the pages follows the page's new slug, in the header and the footer that reuses it, without JavaScript", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Our Method ${RUN}`;
  await signInAsAdmin(page);
  if (SHOTS) {
    // The spec's empty state speaks of the pages staff make; the website's own are listed apart.
    clearStaffPages();
    await page.goto("/admin/pages");
    await expect(page.getByText("You haven't created any pages yet")).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/pages-list-empty-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await insertPages([{ slug: `method-${RUN}`, title, published: true }]);
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  try {
    await page.goto("/admin/settings");
    await waitForPageReady(page);
    // A fresh install's footer repeats the header's links: it reuses them.
    await expect(page.getByRole("switch", { name: "Same as the header's navigation" })).toBeChecked();

    const link = fourthHeaderLink(page);
    await link.getByLabel("Link text").fill(`Method ${RUN}`);
    const address = link.getByRole("combobox", { name: "Link address" });
    await address.fill("");
    await address.pressSequentially(`method ${RUN}`.slice(0, 12));
    const option = link.getByRole("option", { name: new RegExp(title) });
    await expect(option).toContainText(`/method-${RUN}`);
    await option.click();
    await expect(link.getByRole("group", { name: `Page: ${title}` })).toBeVisible();
    await expect(link).toContainText(`/method-${RUN}`);
    await expectNoSeriousViolations(page);
    await saveSettings(page);

    await visitor.goto("/how-it-works");
    const header = visitor.getByRole("navigation", { name: "Main" });
    const footer = visitor.getByRole("contentinfo");
    await expect(header.getByRole("link", { name: `Method ${RUN}` })).toHaveAttribute("href", `/method-${RUN}`);
    await expect(footer.getByRole("link", { name: `Method ${RUN}` })).toHaveAttribute("href", `/method-${RUN}`);

    // The page's slug changes in its editor; the links follow without anyone touching the settings.
    await page.goto("/admin/pages");
    if (SHOTS) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/pages-list-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await page.getByRole("link", { name: `Edit ${title}` }).first().click();
    await page.getByLabel("URL Slug").fill(`approach-${RUN}`);
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(toast(page, "Page updated").first()).toBeVisible();

    await visitor.goto("/how-it-works");
    await expect(header.getByRole("link", { name: `Method ${RUN}` })).toHaveAttribute("href", `/approach-${RUN}`);
    await expect(footer.getByRole("link", { name: `Method ${RUN}` })).toHaveAttribute("href", `/approach-${RUN}`);
    await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: `Method ${RUN}` }).click();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);

    // The field shows where the link leads now.
    await page.goto("/admin/settings");
    await expect(fourthHeaderLink(page)).toContainText(`/approach-${RUN}`);
    // "Choose a page" lists the pages whatever is typed; a typed address stays as it is until one is picked.
    const contact = page.getByRole("group", { name: "Link 5" }).first();
    await contact.getByRole("button", { name: "Choose a page" }).click();
    await expect(contact.getByRole("option", { name: /How It Works/ })).toBeVisible();
    if (SHOTS) {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await contact.evaluate((element) => element.scrollIntoView({ block: "center" }));
        await page.screenshot({ path: `${SHOTS}/link-picker-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
      await contact.getByRole("button", { name: "Choose a page" }).click();
    }
    await contact.getByRole("combobox", { name: "Link address" }).press("Escape");
    await expect(contact.getByRole("listbox")).toBeHidden();
    await expect(contact.getByRole("combobox", { name: "Link address" })).toHaveValue("/contact");
  } finally {
    // Put the fresh install's link back for the files that follow.
    await page.goto("/admin/settings");
    const link = fourthHeaderLink(page);
    const remove = link.getByRole("button", { name: "Remove the page and type an address instead" });
    if (await remove.count()) await remove.click();
    await link.getByLabel("Link text").fill("How It Works");
    await link.getByRole("combobox", { name: "Link address" }).fill("/how-it-works");
    await saveSettings(page);
    deletePagesWithSlugPrefix(`approach-${RUN}`);
    deletePagesWithSlugPrefix(`method-${RUN}`);
    await visitor.close();
  }
});

test("the footer's Quick Links get their own copy to edit once they stop reusing the header's", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/settings");
  await waitForPageReady(page);
  const follow = page.getByRole("switch", { name: "Same as the header's navigation" });
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  try {
    await follow.click();
    await expect(follow).not.toBeChecked();
    // The copy starts as the header's links, to edit from.
    const first = page.getByRole("group", { name: "Link 1" }).nth(1);
    await expect(first.getByLabel("Link text")).toHaveValue("Home");
    await first.getByLabel("Link text").fill(`Start ${RUN}`);
    await saveSettings(page);
    await visitor.goto("/contact");
    await expect(visitor.getByRole("contentinfo").getByRole("link", { name: `Start ${RUN}` })).toHaveAttribute("href", "/");
    await expect(visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).first()).toBeVisible();
  } finally {
    await page.goto("/admin/settings");
    await page.getByRole("switch", { name: "Same as the header's navigation" }).click();
    await saveSettings(page);
    await visitor.close();
  }
});
