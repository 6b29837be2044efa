// Switching a section page to the HTML Editor (issue M): after the existing warning, the HTML Editor
// opens with the sections as the sanitised HTML the public renderers draw, not empty; the page saves
// as that HTML. HTML the person already wrote is kept rather than replaced.
import { expect } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("the HTML Editor starts from the page's sections as HTML after the warning", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/pages/new");
  await waitForPageReady(page);
  await page.getByLabel("Page Title").fill(`Sections to HTML ${RUN}`);
  await page.getByLabel("URL Slug").fill(`sections-html-${RUN}`);
  for (const label of ["Hero", "Text"]) {
    await page.getByRole("button", { name: "Add Section" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Section" });
    await dialog.getByRole("button", { name: label, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole("region", { name: "Section 1: Hero", exact: true }).getByLabel("Heading", { exact: true }).fill(`Welcome ${RUN}`);

  await page.getByRole("button", { name: "HTML Editor" }).click();
  const warning = page.getByRole("alertdialog", { name: "Switch to the HTML Editor?" });
  await expect(warning).toContainText(
    "Only the HTML Editor content is saved. Your 2 sections stay here while you edit, so you can switch back, but saving in the HTML Editor replaces them on the page.",
  );
  await page.screenshot({ path: "/tmp/shots/m-html/warning-1440.png" });
  await warning.getByRole("button", { name: "Switch to HTML Editor" }).click();

  const code = page.getByRole("textbox", { name: "Page HTML" });
  await expect(code).toContainText(`Welcome ${RUN}`);
  await expect(code).toContainText("Add a short line that tells visitors what this page offers.");
  await expect(code).toContainText("Start writing your content here.");
  await expect(code).not.toContainText("class=");
  await page.screenshot({ path: "/tmp/shots/m-html/converted-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await code.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/shots/m-html/converted-390.png" });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Back and forth: the HTML now in the HTML Editor is kept, not converted again.
  await code.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText(`<p>Added ${RUN}</p>`);
  await page.getByRole("button", { name: "Visual Editor" }).click();
  await page.getByRole("alertdialog", { name: "Switch to the Visual Editor?" }).getByRole("button", { name: "Switch to Visual Editor" }).click();
  await page.getByRole("button", { name: "HTML Editor" }).click();
  await page.getByRole("alertdialog", { name: "Switch to the HTML Editor?" }).getByRole("button", { name: "Switch to HTML Editor" }).click();
  await expect(code).toContainText(`Added ${RUN}`);

  // Saved as that HTML: the page's editor opens in the HTML Editor with it.
  await page.getByRole("button", { name: "Save Page" }).click();
  // A slow, shared machine can take a while over the first save.
  await expect(toast(page, "Page created")).toBeVisible({ timeout: 20_000 });
  await page.waitForURL(/\/admin\/pages\/edit\//);
  await page.reload();
  await waitForPageReady(page);
  await expect(page.getByRole("button", { name: "HTML Editor" })).toHaveAttribute("aria-pressed", "true");
  await expect(code).toContainText(`Welcome ${RUN}`);
  await expect(code).toContainText(`Added ${RUN}`);
});
