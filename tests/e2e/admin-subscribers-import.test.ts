// Import CSV on the Subscribers screen (issue V): a small file imported in each mode through the
// dialog, its report by line, the confirmation e-mail reaching the mail server and its link
// confirming the subscriber, and a Viewer without the button. Screenshots at 1440 and 390 px go to
// /tmp/shots/v-subscriber-import for a person to look at.
import { mkdirSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { E2E_SERVER } from "#tests/utils/e2e-server.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn, signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";
import { linkInEmail } from "#tests/utils/newsletter-mail-links.ts";

test.describe.configure({ mode: "serial" });

const SHOTS = "/tmp/shots/v-subscriber-import";
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONFIRM_SUBJECT = "Please confirm your subscription to the BrandCheck newsletter";
const smtp = setUpE2eSmtpServer();

function address(label: string): string {
  return `${label}-${RUN}@example.com`;
}

async function openImport(page: Page): Promise<void> {
  await page.goto("/admin/subscribers");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("dialog", { name: "Import Subscribers" })).toBeVisible();
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test("an Admin imports people who consented elsewhere as confirmed, and sees the rows left out by line", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsAdmin(page);
  await openImport(page);
  await chooseFile(
    page,
    "mailchimp-export.csv",
    [
      "Email Address;First Name;Last Name;CONFIRM_TIME",
      `${address("ann")};Ann;Lee;2024-03-01 09:30:00`,
      `${address("bo")};"Bo; ""the builder""";;2024-03-02`,
      "not-an-email;Bad;Row;2024-03-03",
      `${address("ann")};Ann;Again;2024-03-04`,
      `${address("cy")};Cy;;03/04/2024`,
    ].join("\r\n"),
  );
  const dialog = page.getByRole("dialog", { name: "Import Subscribers" });
  // The columns, found by the header's names, can be changed before the upload.
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue("0");
  await expect(dialog.getByLabel("Consent date", { exact: true })).toHaveValue("3");
  await dialog.getByLabel("They consented elsewhere: mark as confirmed").check();
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("Say how these people consented")).toBeVisible();

  await dialog.getByLabel("How did they consent?").fill("Signed up on our old website's form (Mailchimp, double opt-in)");
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  const report = dialog.getByTestId("import-report");
  await expect(report.getByRole("heading", { name: "Import complete" })).toBeVisible();
  await expect(report.getByRole("status")).toHaveText("2 subscribers imported as confirmed. 3 rows were skipped: see the list.");
  const notImported = report.getByRole("list", { name: "Rows not imported" });
  await expect(notImported.getByRole("listitem")).toHaveText([/Line 4\s*not-an-email\s*Not a valid e-mail address\./, /Line 6.*Consent date "03\/04\/2024" is not a date/]);
  await expect(report.getByRole("list", { name: "Duplicates skipped" }).getByRole("listitem")).toHaveText([/Line 5.*Repeated: already on line 2 of the file\./]);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/import-report-1440.png` });

  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/admin/subscribers?q=${RUN}`);
  const rows = page.getByRole("row").filter({ hasText: RUN });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: address("ann") })).toContainText("Active");
  await page.screenshot({ path: `${SHOTS}/subscribers-after-import-1440.png`, fullPage: true });
});

test("an Admin imports people to confirm by e-mail; the confirmation reaches them and its link confirms them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin/subscribers");
  await page.screenshot({ path: `${SHOTS}/subscribers-390.png`, fullPage: true });
  await openImport(page);
  const email = address("dee");
  await chooseFile(page, "list.csv", `name,email\nDee Dee Ramone,${email}\n${address("ann")},x\n`);
  const dialog = page.getByRole("dialog", { name: "Import Subscribers" });
  await dialog.getByLabel("Send each a confirmation e-mail").check();
  // No consent to state: they give it by clicking the link.
  await expect(dialog.getByLabel("How did they consent?")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/import-dialog-390.png`, fullPage: true });
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  const report = dialog.getByTestId("import-report");
  await expect(report.getByRole("status")).toHaveText("1 subscriber imported; each is sent a confirmation e-mail. 1 row was skipped: see the list.");
  await expect(report.getByRole("list", { name: "Rows not imported" })).toContainText("Line 3");
  await report.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/import-report-390.png` });
  await dialog.getByRole("link", { name: "Import another file" }).click();
  await expect(dialog.getByLabel("CSV file")).toHaveValue("");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const mail = await smtp.waitFor((message) => message.envelope.to.includes(email) && message.subject === CONFIRM_SUBJECT, 30_000);
  expect(mail.text).toContain("Hello Dee");
  await page.goto(linkInEmail(mail, new URL("/newsletter/confirm?token=", E2E_SERVER.origin).toString()));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Active");
});

test("a Viewer gets no Import CSV button, and the import's page refuses them", async ({ page }) => {
  const viewer = await createE2eStaff(`viewer-import-${RUN}@brandcheck.test`, "viewer");
  await signIn(page, viewer.email, viewer.password);
  await page.goto("/admin/subscribers");
  await expect(page.getByRole("heading", { name: "Email Subscribers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Import CSV" })).toHaveCount(0);
  const refused = await page.goto("/admin/subscribers/import");
  expect(refused?.status()).toBe(403);
});

test("without JavaScript, Import CSV leads to the import's page, which imports and reports the same way", async ({ page, browser }) => {
  await signInAsAdmin(page);
  const context = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
  const noScript = await context.newPage();
  try {
    await noScript.goto("/admin/subscribers");
    await noScript.getByRole("link", { name: "Import CSV" }).click();
    await expect(noScript).toHaveURL(/\/admin\/subscribers\/import$/);
    await chooseFile(noScript, "list.csv", `email,first name\n${address("nojs")},Nia\n`);
    await noScript.getByLabel("They consented elsewhere: mark as confirmed").check();
    await noScript.getByLabel("How did they consent?").fill("Paper sign-up sheet at the 2024 trade fair");
    await noScript.getByRole("button", { name: "Import", exact: true }).click();
    await expect(noScript.getByTestId("import-report").getByRole("status")).toHaveText("1 subscriber imported as confirmed.");
    await noScript.setViewportSize({ width: 1440, height: 900 });
    await noScript.screenshot({ path: `${SHOTS}/import-page-nojs-1440.png`, fullPage: true });
  } finally {
    await context.close();
  }
});
