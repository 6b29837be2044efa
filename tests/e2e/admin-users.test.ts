// Team management end to end (spec 2 Users and Dashboard, 5, 6, 8; issue B): an Admin invites an
// Editor, whose invitation e-mail arrives at a real SMTP server; the Editor joins from its link and
// is signed in. A Viewer sees the team but no controls, and a forged request is refused. The Admin
// changes a role and removes a user, whose session ends. Works on a fresh or an already used e2e
// database: the first Admin is created by signing up when there is none yet.
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { E2E_ADMIN, signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { countUsersWithRole, findUser } from "#tests/utils/e2e-db.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";

test.describe.configure({ mode: "serial" });

const PASSWORD = "a long and careful password";
/** Addresses of this run only, so a re-used database or another file's accounts never collide. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const EDITOR = `editor-${RUN}@example.com`;
const VIEWER = `viewer-${RUN}@example.com`;

const smtp = setUpE2eSmtpServer();
let admin: Page;

test.beforeAll(async ({ browser }) => {
  admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
});

test.afterAll(async () => {
  await admin?.context().close();
});

/** The one link in the e-mail to `to` whose subject contains `subject`, waiting for it to arrive. */
async function linkFromEmail(to: string, subject: string): Promise<string> {
  const message = await smtp.waitFor((m) => m.envelope.to.includes(to) && (m.subject ?? "").includes(subject));
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links, `links in "${message.subject}"`).toHaveLength(1);
  return links[0]!;
}

async function openUsers(page: Page, query = ""): Promise<void> {
  await page.goto(`/admin/users${query}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
}

async function invite(email: string, role: "Admin" | "Editor" | "Viewer"): Promise<void> {
  await openUsers(admin);
  await admin.getByRole("link", { name: "Invite User" }).click();
  const dialog = admin.getByRole("dialog", { name: "Invite User" });
  await expect(dialog.getByLabel("Role", { exact: true })).toHaveValue("editor");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Role", { exact: true }).selectOption({ label: role });
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(toast(admin, "User invited")).toContainText(`An invitation email has been sent to ${email}.`);
  await expect(dialog).toBeHidden();
}

/** Opens the invitation link in a browser of its own and creates the account, which signs the invitee straight in. */
async function join(browser: Browser, email: string): Promise<Page> {
  const link = new URL(await linkFromEmail(email, "invited"));
  expect(link.pathname).toBe("/admin/login");
  expect(link.searchParams.get("email")).toBe(email);
  expect(link.searchParams.get("invite")).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const page = await (await browser.newContext()).newPage();
  await page.goto(link.toString());
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Create an Account" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account", exact: true }).click();
  // The link was mailed to the address, so following it confirms the address: no second e-mail to wait for.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return page;
}

test("an Admin invites an Editor, who joins from the e-mail and lands on the dashboard", async ({ browser }) => {
  await invite(EDITOR, "Editor");
  const pending = admin.getByRole("region", { name: "Pending invitations" });
  await expect(pending.getByRole("row", { name: new RegExp(EDITOR) })).toContainText("Editor");

  const editor = await join(browser, EDITOR);
  expect(findUser(EDITOR)?.role).toBe("editor");

  // Editors see the team but cannot manage it.
  await openUsers(editor);
  await expect(editor.getByRole("link", { name: "Invite User" })).toHaveCount(0);
  await editor.context().close();

  await openUsers(admin, `?q=${encodeURIComponent(EDITOR)}`);
  const row = admin.getByRole("region", { name: "Team members" }).getByRole("row", { name: new RegExp(EDITOR) });
  await expect(row).toContainText("Editor");
  await expect(row).not.toContainText("Never");
  await expect(admin.getByRole("region", { name: "Pending invitations" })).toHaveCount(0);
});

test("a Viewer sees the team without any control, and a forged change is refused with 403", async ({ browser }) => {
  await invite(VIEWER, "Viewer");
  const viewer = await join(browser, VIEWER);
  const viewerId = findUser(VIEWER)!.id;

  await openUsers(viewer);
  await expect(viewer.getByRole("region", { name: "Team members" }).getByRole("row", { name: new RegExp(VIEWER) })).toContainText("Viewer");
  await expect(viewer.getByText("Role Permissions")).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Invite User" })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /^Actions for / })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /^(Resend|Revoke) invitation/ })).toHaveCount(0);

  // The controls are hidden, but the server decides: a hand-made request to promote oneself fails.
  const forged = await viewer.evaluate(async (userId) => {
    const response = await fetch("/admin/users", { method: "POST", body: new URLSearchParams({ intent: "change-role", userId, role: "admin" }) });
    return response.status;
  }, viewerId);
  expect(forged).toBe(403);
  expect(findUser(VIEWER)?.role).toBe("viewer");
  await viewer.context().close();
});

test("the Admin changes a role and removes a user after confirming; the removed user's session ends", async ({ browser }) => {
  const viewer = await (await browser.newContext()).newPage();
  await signIn(viewer, VIEWER, PASSWORD);

  await openUsers(admin, `?q=${encodeURIComponent(VIEWER)}`);
  await admin.getByRole("button", { name: `Actions for ${VIEWER}` }).click();
  await admin.getByRole("menuitem", { name: "Make Editor" }).click();
  await expect(toast(admin, "Role updated")).toContainText(`${VIEWER} is now an Editor.`);
  expect(findUser(VIEWER)?.role).toBe("editor");

  await admin.getByRole("button", { name: `Actions for ${VIEWER}` }).click();
  await admin.getByRole("menuitem", { name: "Remove User" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Remove User" });
  await expect(confirm).toContainText(`Are you sure you want to remove ${VIEWER}?`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect(findUser(VIEWER)).toBeDefined();

  await admin.getByRole("button", { name: `Actions for ${VIEWER}` }).click();
  await admin.getByRole("menuitem", { name: "Remove User" }).click();
  await confirm.getByRole("button", { name: "Remove User" }).click();
  await expect(toast(admin, "User removed")).toContainText(`${VIEWER} has been removed and signed out.`);
  await expect(admin.getByText("No users found")).toBeVisible();
  expect(findUser(VIEWER)).toBeUndefined();

  await viewer.goto("/admin/dashboard");
  await expect(viewer).toHaveURL(/\/admin\/login\?redirectTo=/);
  await viewer.context().close();
});

test("the only Admin is told why they cannot be demoted", async () => {
  // The last-Admin rule needs this database to hold exactly one Admin at this point.
  expect(countUsersWithRole("admin")).toBe(1);
  await openUsers(admin, `?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  await admin.getByRole("button", { name: `Actions for ${E2E_ADMIN.email}` }).click();
  // Nobody removes themselves: the menu does not offer it on one's own row.
  await expect(admin.getByRole("menuitem", { name: "Remove User" })).toHaveCount(0);
  await admin.getByRole("menuitem", { name: "Make Viewer" }).click();
  await expect(toast(admin, "Could not update role")).toContainText("The last Admin cannot be demoted. Make another user an Admin first.");
  expect(findUser(E2E_ADMIN.email)?.role).toBe("admin");
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });

  test("the dashboard has no serious or critical violations", async () => {
    await admin.goto("/admin/dashboard");
    await waitForPageReady(admin);
    await expect(admin.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
    await expectNoSeriousViolations(admin);
  });

  test("the users screen, and its invite dialog, have no serious or critical violations", async () => {
    await openUsers(admin);
    await expectNoSeriousViolations(admin);
    await admin.getByRole("link", { name: "Invite User" }).click();
    await expect(admin.getByRole("dialog", { name: "Invite User" })).toBeVisible();
    await expectNoSeriousViolations(admin);
  });
});

test("without JavaScript, Invite User opens the form on the page and the result is shown as text", async ({ browser }) => {
  const state = await admin.context().storageState();
  const page = await (await browser.newContext({ javaScriptEnabled: false, storageState: state })).newPage();
  await page.goto("/admin/users");
  await page.getByRole("link", { name: "Invite User" }).click();
  await expect(page).toHaveURL(/\?invite=1$/);
  await page.getByLabel("Email", { exact: true }).fill("no-at-sign");
  await page.getByRole("button", { name: "Send Invitation", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email: Please enter a valid email address.");

  const email = `nojs-${RUN}@example.com`;
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send Invitation", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`User invited: An invitation email has been sent to ${email}.`);
  await linkFromEmail(email, "invited");

  await page.getByRole("button", { name: `Revoke invitation to ${email}` }).click();
  await expect(page.getByRole("status")).toContainText("Invitation revoked");
  await page.context().close();
});
