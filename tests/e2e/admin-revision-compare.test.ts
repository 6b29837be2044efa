// Issue V, item 8: comparing two revisions names what changed inside a section (its headline, its
// picture shown as a thumbnail), not only that the section changed. Two saves through the editor's
// own form post, then the compare dialog at 1440 and 390 px. Screenshots go to /tmp/shots/v-compare/.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { screenshotAtBothWidths } from "#tests/utils/e2e-shots.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/v-compare";

const hero = (heading: string, backgroundImage: string) => ({
  id: "compare-hero",
  type: "hero",
  order: 0,
  heading,
  subheading: "The same line in both versions.",
  backgroundImage,
  buttonText: "",
  buttonLink: "",
});

/** Saves the page through the editor's form post, as the browser's form would; answers the editor's address. */
async function savePage(page: Page, path: string, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post(path, { form: { intent: "save", ...fields }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBeLessThan(400);
  return response.headers().location ?? path;
}

test("the compare shows a section's changed headline and picture, at 1440 px and re-laid out at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsAdmin(page);
  const title = `Compare ${RUN}`;
  const draft = { title, slug: `compare-${RUN}`, metaDescription: "", isPublished: false };
  const editor = await savePage(page, "/admin/pages/new", { page: JSON.stringify({ ...draft, content: { sections: [hero("Old headline", "/images/office.svg")] } }) });
  await savePage(page, editor, { page: JSON.stringify({ ...draft, content: { sections: [hero("New headline", "/images/hero-illustration.svg")] } }), version: "1" });

  await page.goto(editor);
  await waitForPageReady(page);
  await page.getByRole("button", { name: "Compare revisions" }).click();
  const dialog = page.getByRole("dialog", { name: "Compare revisions" });
  const older = dialog.getByRole("region", { name: "Version 1" });
  const newer = dialog.getByRole("region", { name: "Version 2" });
  await expect(dialog.getByText("1 difference highlighted.")).toBeVisible();
  for (const [side, heading, image] of [
    [older, "Old headline", "/images/office.svg"],
    [newer, "New headline", "/images/hero-illustration.svg"],
  ] as const) {
    await expect(side.getByRole("term").filter({ hasText: /^Heading$/ })).toBeVisible();
    await expect(side.getByRole("term").filter({ hasText: /^Background image$/ })).toBeVisible();
    await expect(side.getByRole("term").filter({ hasText: /^Subheading$/ })).toHaveCount(0);
    await expect(side.getByText(heading, { exact: true }).last()).toBeVisible();
    await expect(side.locator(`img[src="${image}"]`)).toBeVisible();
  }
  await dialog.getByRole("region", { name: "Version 2" }).scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, `${SHOTS}/compare-fields`);
});
