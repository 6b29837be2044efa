// Signing in to the admin area in the browser tests: over HTTP where the sign-in card is not the subject.
import { expect, type Page } from "@playwright/test";
import { utcToLocal } from "#app/lib/time-zone.ts";
import { findUser } from "./e2e-db.ts";
import { E2E_SERVER } from "./e2e-server.ts";
import { waitForPageReady } from "./e2e-site.ts";
import { createE2eStaff } from "./e2e-staff.ts";
import { STAFF_PASSWORD } from "./staff-sessions.ts";

export const E2E_ADMIN = { email: "owner@brandcheck.test", password: STAFF_PASSWORD } as const;

export async function openLogin(page: Page, path = "/admin/login"): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
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
  await waitForPageReady(page);
}

/**
 * Signs in as the installation's owner, an Admin, writing the account first when this worker's server
 * has none (e2e-staff.ts, with the cheap test hash every sign-in then verifies): no file depends on
 * which ran before it. Signing up on an empty installation, the way a real owner starts, is
 * tests/e2e/admin-auth.test.ts's subject.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if (!findUser(E2E_ADMIN.email)) await createE2eStaff(E2E_ADMIN.email, "admin");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
}

export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/**
 * Opens a page's editor from the Pages list, the way staff would, searched by its title first: the
 * list shows the most recently changed pages first, and other files' pages on this worker's server
 * can push an older one, such as a site page, off the list's first page.
 */
export async function editPageFromList(page: Page, title: string): Promise<void> {
  await page.goto(`/admin/pages?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: `Edit ${title}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
}

/**
 * "YYYY-MM-DDTHH:mm" for the schedule's datetime-local picker, `minutes` from now in `zone`: the
 * signed-in person's effective zone (the site's UTC unless they chose their own), never the browser's.
 */
export function pickerValue(minutes: number, zone = "UTC"): string {
  return utcToLocal(new Date(Date.now() + minutes * 60_000).toISOString(), zone);
}

/** Opens one of the editor's publishing bar's panels ("Schedule", "Share"), returning it. */
export async function openPublishingPanel(page: Page, name: "Schedule" | "Share") {
  await page.getByRole("group", { name: "Publishing" }).getByRole("button", { name, exact: true }).click();
  const panel = page.getByRole("dialog", { name: name === "Share" ? "Share draft" : name });
  await expect(panel).toBeVisible();
  return panel;
}
