// Staff sign-in end to end (spec 2 Sign-in and Admin shell, 6, 7, 8): the first Admin of the empty
// e2e database signs up, the shell shows who is signed in, sign-out really ends the session, and the
// admin area is closed to anonymous visitors. Runs in order: the first test empties the staff and creates the Admin.
import { expect } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { E2E_ADMIN, fillCredentials, openLogin, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { clearTwoFactor, countUsers, removeAllStaff } from "#tests/utils/e2e-db.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { totpCode } from "#tests/utils/totp.ts";

test.describe.configure({ mode: "serial" });

test("the first sign-up of an empty installation becomes the Admin and lands on the dashboard", async ({ page }) => {
  // Files that ran before on this worker's server may have written staff of their own.
  removeAllStaff();
  expect(countUsers()).toBe(0);
  await openLogin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Back" })).toBeVisible();
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an Account" })).toBeVisible();

  await fillCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toast(page, "Registration successful")).toContainText("Your account is ready and you are signed in.");
  const header = page.getByRole("banner");
  await expect(header.getByText("Dashboard", { exact: true })).toBeVisible();
  await expect(header.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(header.getByText("OW", { exact: true })).toBeVisible();
  expect(countUsers()).toBe(1);
});

test("a second sign-up without an invitation is refused with the invitation message", async ({ page }) => {
  await openLogin(page, "/admin/login?mode=sign-up");
  await fillCredentials(page, "stranger@example.com", "a long enough password");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  await expect(toast(page, "Registration error")).toContainText("Sign-up is by invitation only. Ask an administrator to invite you.");
  expect(countUsers()).toBe(1);
});

test("a wrong password shows the Authentication error toast with the server's message", async ({ page }) => {
  await openLogin(page);
  await fillCredentials(page, E2E_ADMIN.email, "not the right password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(toast(page, "Authentication error")).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("an anonymous visitor is sent to sign-in, and back to the page asked for afterwards", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);

  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fusers$/);
  await waitForPageReady(page);
  await fillCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("banner").getByText("Users", { exact: true })).toBeVisible();
});

test("Sign Out ends the session: back on sign-in, and the dashboard asks to sign in again", async ({ page, context }) => {
  await signInAsAdmin(page);
  const cookieBefore = (await context.cookies()).find((cookie) => cookie.name === "brandcheck.session_token");
  expect(cookieBefore?.httpOnly).toBe(true);
  expect(cookieBefore?.sameSite).toBe("Lax");

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, "Signed out")).toContainText("You've been successfully logged out.");

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);

  // A copy of the old cookie is worthless: the session was deleted on the server.
  await context.addCookies([cookieBefore!]);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
});

test("admin pages are never cached", async ({ page }) => {
  await signInAsAdmin(page);
  const response = await page.goto("/admin/dashboard");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect((await page.request.get("/admin/login")).headers()["cache-control"]).toBe("no-store");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the sidebar is a 16rem drawer that closes when a section is chosen", async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin navigation" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeCloseTo(256, 1);
    for (const label of ["Dashboard", "Pages", "Contact Messages", "Subscribers", "Users"]) {
      await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole("link", { name: "View Website" })).toHaveAttribute("href", "/");
    await expect(drawer.getByRole("button", { name: "Sign Out" })).toBeVisible();

    await drawer.getByRole("link", { name: "Users", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signing in with the plain HTML form works", async ({ page }) => {
    await page.goto("/admin/login");
    await fillCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(page.getByText("Welcome back!: You've been successfully logged in.")).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });

  for (const width of [375, 1280]) {
    test(`the sign-in page has no serious or critical violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openLogin(page);
      await expectNoSeriousViolations(page);
      await page.getByRole("link", { name: "Sign up" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Create an Account" })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test("the sign-in page showing an error has no serious or critical violations", async ({ page }) => {
    await openLogin(page);
    await fillCredentials(page, E2E_ADMIN.email, "not the right password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});


test.describe("two-factor sign-in", () => {
  // Other files sign in as this Admin with a password alone: leave two-factor off, even after a failure.
  test.afterAll(() => clearTwoFactor(E2E_ADMIN.email));

  test("is set up on the account page, then asked for after the password", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("link", { name: `your account (${E2E_ADMIN.email})` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await page.getByLabel("Your password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Set Up Two-Factor" }).click();

    const uri = (await page.getByText(/^otpauth:\/\/totp\//).textContent()) ?? "";
    expect(new URL(uri).searchParams.get("issuer")).toBe("BrandCheck");
    await expect(page.getByText("Backup codes")).toBeVisible();
    await page.getByLabel("Code from your app").fill(totpCode(uri));
    await page.getByRole("button", { name: "Confirm and Turn On" }).click();
    await expect(page.getByText("Two-factor authentication is on.").first()).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await waitForPageReady(page);
    await fillCredentials(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Two-Factor Authentication" })).toBeVisible();
    await page.getByLabel("Code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page, "Authentication error")).toContainText("That code is not valid.");
    // Each code works once: the one that confirmed two-factor is spent, so the app's next one (accepted a step early).
    await page.getByLabel("Code").fill(totpCode(uri, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto("/admin/account");
    await waitForPageReady(page);
    await page.getByLabel("Your password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Turn Off Two-Factor" }).click();
    await expect(page.getByText("Two-factor authentication is off.").first()).toBeVisible();
  });
});
