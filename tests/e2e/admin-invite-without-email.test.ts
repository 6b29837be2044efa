// Inviting on an installation without a mail server (issue V, item 3). The browser tests' own servers
// send e-mail (playwright.config.ts), so this file starts a server of its own without SMTP_URL: the
// Admin is told e-mail is not configured, invites, copies the link shown once, and the invitee joins
// through it. The same screen on the worker's server, which has a mail server, says nothing of it.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount } from "#tests/utils/app-staff.ts";
import { STAFF_PASSWORD } from "#tests/utils/staff-sessions.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

test.describe.configure({ mode: "serial" });

const SHOTS = "/tmp/shots/v-invites-404";
const ADMIN = "owner@brandcheck.test";
const NEWHIRE = "newhire@example.com";
const PASSWORD = "a long and careful password";

let t: TestDb;
let app: AppProcess;
// The worker's own server's mail server, for the last test.
setUpE2eSmtpServer();

test.beforeAll(async () => {
  test.setTimeout(90_000);
  t = await createTestDb({ migrate: false });
  app = await startAppProcess({ databaseUrl: t.url, unset: ["SMTP_URL"] });
  await createStaffAccount(t.db, { email: ADMIN, role: "admin" });
});

test.afterAll(async () => {
  await app?.stop();
  await t?.cleanup();
});

async function signInThere(page: Page): Promise<void> {
  const response = await page.request.post(`${app.url}/api/auth/sign-in/email`, { data: { email: ADMIN, password: STAFF_PASSWORD }, headers: { origin: app.url } });
  expect(response.status()).toBe(200);
}

async function openUsers(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin/users`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
}

test("an Admin invites without e-mail, copies the link shown once, and the invitee joins through it", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] });
  const admin = await context.newPage();
  await signInThere(admin);
  await openUsers(admin, app.url);

  const notice = admin.getByRole("region", { name: "Email is not configured" });
  await expect(notice).toContainText("Invitations and password resets are not emailed");
  await expect(notice).toContainText("SMTP_URL");
  await admin.screenshot({ path: `${SHOTS}/users-no-email-1440.png`, fullPage: true });

  await admin.getByRole("link", { name: "Invite User" }).click();
  const dialog = admin.getByRole("dialog", { name: "Invite User" });
  await expect(dialog).toContainText("No email will be sent");
  await dialog.getByLabel("Email", { exact: true }).fill(NEWHIRE);
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(admin, "User invited")).toContainText(`Copy the invitation link and send it to ${NEWHIRE} yourself.`);
  await expect(dialog).toBeHidden();

  const shown = admin.getByRole("region", { name: `Invitation link for ${NEWHIRE}` });
  await expect(shown).toContainText("you won't see it again");
  await shown.getByRole("button", { name: "Copy link" }).click();
  await expect(toast(admin, "Copied")).toBeVisible();
  const link = await admin.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await shown.getByLabel(`Invitation link for ${NEWHIRE}`).inputValue());
  expect(new URL(link).origin).toBe(app.url);
  await admin.screenshot({ path: `${SHOTS}/users-invitation-link-1440.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${SHOTS}/users-invitation-link-390.png`, fullPage: true });

  // Shown once: reloading the screen brings back the notice, not the link.
  await openUsers(admin, app.url);
  await expect(admin.getByRole("region", { name: "Email is not configured" })).toBeVisible();
  await expect(admin.getByRole("region", { name: `Invitation link for ${NEWHIRE}` })).toHaveCount(0);
  expect(await admin.content()).not.toContain(new URL(link).searchParams.get("invite")!);
  await admin.screenshot({ path: `${SHOTS}/users-no-email-390.png`, fullPage: true });

  // The invitee, in a browser of their own, opens the link and creates the account.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await waitForPageReady(invitee);
  await expect(invitee.getByLabel("Email", { exact: true })).toHaveValue(NEWHIRE);
  await invitee.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await invitee.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(invitee).toHaveURL(/\/admin\/dashboard/);
  expect(await t.db.selectFrom("user").select("role").where("email", "=", NEWHIRE).executeTakeFirst()).toEqual({ role: "editor" });

  await invitee.context().close();
  await context.close();
});

test("with a mail server the Users screen says nothing about e-mail, and inviting shows no link", async ({ page }) => {
  await signInAsAdmin(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openUsers(page, "");
    await expect(page.getByRole("region", { name: "Email is not configured" })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/users-with-email-${width}.png`, fullPage: true });
  }
  await page.getByRole("link", { name: "Invite User" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite User" });
  await dialog.getByLabel("Email", { exact: true }).fill(`mailed-${Date.now().toString(36)}@example.com`);
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(page, "User invited")).toContainText("An invitation email has been sent to");
  await expect(page.getByRole("region", { name: /^Invitation link for/ })).toHaveCount(0);
});
