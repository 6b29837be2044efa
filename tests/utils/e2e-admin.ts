// Signing in to the admin area in the browser tests. The e2e database starts empty, so the first
// Admin is created the way a new installation's owner does it: by signing up on /admin/login.
import { expect, type Page } from "@playwright/test";
import { countUsers } from "./e2e-db.ts";
import { waitForHydration } from "./e2e-site.ts";

export const E2E_ADMIN = { email: "owner@brandcheck.test", password: "correct horse battery staple" } as const;

export async function openLogin(page: Page, path = "/admin/login"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

/** Signs in on the sign-in card and waits for the dashboard (or `landing`). */
export async function signIn(page: Page, email: string, password: string, landing: RegExp = /\/admin\/dashboard/): Promise<void> {
  await openLogin(page);
  await fillCredentials(page, email, password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(landing);
  await waitForHydration(page);
}

/** The first Admin: signs up on an empty installation (the bootstrap), otherwise signs in. */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (countUsers() > 0) return signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await openLogin(page, "/admin/login?mode=sign-up");
  await fillCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await waitForHydration(page);
}

export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}
