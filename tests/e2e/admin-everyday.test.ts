// The admin's everyday stumbles (issue M, Admin): each behaviour at a phone's width (390 px) and a
// desktop's (1440 px), with a screenshot of each in /tmp/shots/m-admin for a person to look at.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { waitForHydration } from "#tests/utils/e2e-site.ts";

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/m-admin/${name}.png`, fullPage: true });
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("an unknown /admin/... path shows a not-found screen inside the admin shell", async ({ page }) => {
      await signInAsAdmin(page);
      const response = await page.goto("/admin/no-such-screen");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      // The shell is around it: the header's account link, and the way back to the dashboard.
      await expect(page.getByRole("link", { name: /your account/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
      // Not the public site's not-found page.
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveCount(0);
      await shot(page, `admin-not-found-${name}`);
      await page.getByRole("link", { name: "Back to Dashboard" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      // Deeper unknown paths too, under an existing screen's address.
      await page.goto("/admin/pages/nowhere/deeper");
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    });

    test("a signed-out visitor of an unknown /admin/... path is sent to sign-in", async ({ page }) => {
      await page.goto("/admin/no-such-screen");
      await expect(page).toHaveURL(/\/admin\/login/);
    });
  });
}
