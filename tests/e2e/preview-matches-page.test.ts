// Issue V, item 6: a preview renders what the published page would, header included. A page that
// opens on a photo has a white header over it; the staff's preview once drew it dark on the dark
// photo, and the preview link pushed the photo down under a notice, leaving white links on white.
// The published page itself kept an empty notice's room above its hero (a white band under a white
// header) until this test measured it. Here the published page, the preview link and the staff's preview are measured alike at 1440 and
// 390 px. Screenshots go to /tmp/shots/v-preview/.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { openPublishingPanel, signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { deletePages, insertPage } from "#tests/utils/e2e-db.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/v-preview";

/** How the page's top looks: the header logo link's colour and where the opening hero starts. */
async function top(page: Page): Promise<{ headerColour: string; heroTop: number }> {
  return {
    headerColour: await page.getByRole("banner").getByRole("link", { name: /home/i }).first().evaluate((link) => getComputedStyle(link).color),
    heroTop: await page.locator("[data-hero-tone]").first().evaluate((hero) => Math.round(hero.getBoundingClientRect().top)),
  };
}

for (const width of [1440, 390]) {
  test(`the preview link and the staff's preview open like the published page at ${width} px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const slug = `preview-match-${width}-${RUN}`;
    const hero = { id: "h1", type: "hero", order: 0, heading: "Mystery shopping that finds the fakes", subheading: "", backgroundImage: "/images/office.svg", buttonText: "", buttonLink: "" };
    const id = insertPage({ title: "Preview match", slug, isPublished: true, content: { sections: [hero] } });
    try {
      await page.goto(`/${slug}`);
      await page.screenshot({ path: `${SHOTS}/published-${width}.png` });
      const published = await top(page);
      expect(published).toEqual({ headerColour: "rgb(255, 255, 255)", heroTop: 0 });

      await signInAsAdmin(page);
      await page.goto(`/admin/pages/edit/${id}`);
      await waitForPageReady(page);
      await openPublishingPanel(page, "Share");
      await page.getByRole("button", { name: "Create preview link" }).click();
      await expect(page.getByLabel("New preview link")).toHaveValue(/\/preview\//);
      const link = new URL(await page.getByLabel("New preview link").inputValue()).pathname;
      await page.keyboard.press("Escape");

      const [preview] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("button", { name: "Preview (opens in a new tab)" }).click()]);
      await preview.waitForLoadState();
      await preview.setViewportSize({ width, height: 900 });
      await expect(preview.getByRole("status").filter({ hasText: "Preview: only signed-in staff see this page" })).toBeVisible();
      // Polled: the tab opened by a form post may still be swapping in the posted page's document.
      await expect.poll(() => top(preview)).toEqual(published);
      await preview.screenshot({ path: `${SHOTS}/staff-preview-${width}.png` });

      const visitor = await browser.newContext({ viewport: { width, height: 900 } });
      const shared = await visitor.newPage();
      await shared.goto(link);
      await expect(shared.getByRole("note").filter({ hasText: "Preview." })).toBeVisible();
      await expect.poll(() => top(shared)).toEqual(published);
      // The bar never covers the footer's last line: the page scrolls past it.
      await shared.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await shared.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await shared.getByRole("contentinfo").evaluate((footer) => footer.getBoundingClientRect().bottom);
      const barTop = await shared.getByRole("note").filter({ hasText: "Preview." }).evaluate((bar) => bar.getBoundingClientRect().top);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
      await shared.screenshot({ path: `${SHOTS}/preview-link-${width}.png` });
      await visitor.close();
    } finally {
      deletePages([id]);
    }
  });
}
