// Signing in to the admin area in the browser tests. The e2e database starts empty, so the first
// Admin is created the way a new installation's owner does it: by signing up on /admin/login.
import { expect, type Page } from "@playwright/test";
import { countUsers, findUser } from "./e2e-db.ts";
import { E2E_SERVER } from "./e2e-server.ts";
import { waitForHydration } from "./e2e-site.ts";
import { createE2eStaff } from "./e2e-staff.ts";
import { STAFF_PASSWORD } from "./staff-sessions.ts";

export const E2E_ADMIN = { email: "owner@brandcheck.test", password: STAFF_PASSWORD } as const;

export async function openLogin(page: Page, path = "/admin/login"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

/**
 * Signs in over HTTP into the page's cookie jar, then opens the admin and waits for the dashboard (or
 * `landing`). The sign-in card itself is tests/e2e/admin-auth.test.ts's subject; elsewhere typing into
 * it only made each test a page load slower.
 */
export async function signIn(page: Page, email: string, password: string, landing: RegExp = /\/admin\/dashboard/): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin: E2E_SERVER.origin } });
  expect(response.status(), `signing in ${email}: ${await response.text()}`).toBe(200);
  await page.goto("/admin");
  await expect(page).toHaveURL(landing);
  await waitForHydration(page);
}

/**
 * The first Admin: signs up on an empty installation (the bootstrap), otherwise signs in. Where a file
 * that ran before on this worker's server only wrote its own staff, so the owner never signed up, the
 * owner is written the same way (e2e-staff.ts) and signs in: a file does not depend on which ran before.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (countUsers() > 0) {
    if (!findUser(E2E_ADMIN.email)) await createE2eStaff(E2E_ADMIN.email, "admin");
    return signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  }
  await openLogin(page, "/admin/login?mode=sign-up");
  await fillCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await waitForHydration(page);
}

export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}
