// Site Health end to end (issue V): an Admin finds it in the sidebar, sends a test e-mail that reaches
// the worker's SMTP server, downloads a backup that is a valid SQLite database, and retries a failed
// job whose error shows without its password. Editors do not see it and are refused; a signed-out
// visitor goes to sign-in; a cross-site POST changes nothing. Screenshots at 1440 and 390 px.
import { mkdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page } from "@playwright/test";
import { createDb } from "#app/db/client.server.ts";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { E2E_ADMIN, signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { E2E_SERVER } from "#tests/utils/e2e-server.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/v-site-health";
const TEST_SUBJECT = "Test e-mail from BrandCheck";
const TEST_EMAIL_JOB = "site_health.test_email";

const smtp = setUpE2eSmtpServer();
let admin: Page;

test.beforeAll(async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
});
test.afterAll(async () => {
  await admin?.context().close();
});

async function openSiteHealth(page: Page): Promise<void> {
  await page.goto("/admin/site-health");
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Site Health" })).toBeVisible();
}

const check = (page: Page, title: string) => page.getByRole("region", { name: title });

/** A job that gave up, written into the server's database as the worker leaves one; its error quotes a password. */
async function plantFailedJob(): Promise<void> {
  const database = createDb(E2E_SERVER.databaseUrl);
  try {
    const id = await enqueueJob(database, TEST_EMAIL_JOB, { to: E2E_ADMIN.email });
    await database
      .updateTable("jobs")
      .set({ status: "failed", attempts: 3, max_attempts: 3, last_error: `Invalid login ${RUN}: 535 for smtp://mailer:hunter2-${RUN}@smtp.example.com` })
      .where("id", "=", id)
      .execute();
  } finally {
    await database.destroy();
  }
}

/** Test e-mails queued so far, and downloads recorded: what a forged request must not add to. */
function siteHealthTraces(): { jobs: number; downloads: number } {
  const database = new DatabaseSync(E2E_SERVER.databasePath, { readOnly: true });
  try {
    const jobs = database.prepare("SELECT COUNT(*) AS n FROM jobs WHERE type = ?").get(TEST_EMAIL_JOB) as { n: number };
    const downloads = database.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'site_health.backup_download'").get() as { n: number };
    return { jobs: Number(jobs.n), downloads: Number(downloads.n) };
  } finally {
    database.close();
  }
}

test("an Admin opens Site Health from the sidebar and reads every check", async () => {
  await admin.goto("/admin/dashboard");
  await waitForPageReady(admin);
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Site Health" }).click();
  await expect(admin).toHaveURL(/\/admin\/site-health$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Site Health" })).toBeVisible();
  for (const title of ["Site address (SITE_URL)", "E-mail", "Auth secret", "Database", "Backups", "Jobs", "Media storage", "Version"]) {
    await expect(check(admin, title)).toBeVisible();
  }
  // The e2e server's settings: SITE_URL is the address the test opens, e-mail goes to the test's SMTP server.
  await expect(check(admin, "Site address (SITE_URL)")).toContainText("It matches the address you opened this screen at.");
  await expect(check(admin, "E-mail")).toContainText(`E-mail is sent through smtp://127.0.0.1:${E2E_SERVER.smtpPort}`);
  await expect(check(admin, "Database")).toContainText(/SQLite 3\.\d+\.\d+, in data\/e2e-\d+\.db\./);
  await expectNoSeriousViolations(admin);
});

test("Send Test E-mail reaches the Admin's inbox through the jobs queue", async () => {
  await openSiteHealth(admin);
  await check(admin, "E-mail").getByRole("button", { name: "Send Test E-mail" }).click();
  await expect(toast(admin, "Test e-mail sent")).toContainText(`A test e-mail is on its way to ${E2E_ADMIN.email}.`);
  const mail = await smtp.waitFor((m) => m.envelope.to.includes(E2E_ADMIN.email) && m.subject === TEST_SUBJECT);
  expect(mail.text).toContain(`sent from the Site Health screen of ${E2E_SERVER.origin}`);
});

test("Download Backup saves a checked SQLite copy of the database, and the Backups check then names it", async () => {
  await openSiteHealth(admin);
  const downloading = admin.waitForEvent("download");
  await check(admin, "Backups").getByRole("button", { name: "Download Backup" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^brandcheck-\d{4}-\d\d-\d\dT[\d-]+Z\.db$/);
  const copy = new DatabaseSync((await download.path())!, { readOnly: true });
  try {
    expect(copy.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    expect(copy.prepare("SELECT COUNT(*) AS n FROM user WHERE email = ?").get(E2E_ADMIN.email)).toEqual({ n: 1 });
  } finally {
    copy.close();
  }
  await openSiteHealth(admin);
  await expect(check(admin, "Backups")).toContainText(`downloaded from this screen by ${E2E_ADMIN.email}`);
});

test("a failed job shows its error without the password, and Retry sends it", async () => {
  await plantFailedJob();
  await openSiteHealth(admin);
  const jobs = check(admin, "Jobs");
  await expect(jobs.getByText("Problem", { exact: true })).toBeVisible();
  const item = jobs.getByRole("listitem").filter({ hasText: `Invalid login ${RUN}` });
  await expect(item).toContainText(`smtp://mailer:[Redacted]@smtp.example.com`);
  await expect(admin.getByText(`hunter2-${RUN}`)).toHaveCount(0);

  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.screenshot({ path: `${SHOTS}/site-health-1440.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${SHOTS}/site-health-390.png`, fullPage: true });
  // Nothing wider than the phone's screen.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.setViewportSize({ width: 1280, height: 720 });

  const before = smtp.messages.filter((m) => m.subject === TEST_SUBJECT).length;
  await expect(item).toContainText("Test e-mail");
  await item.getByRole("button", { name: "Retry: Test e-mail" }).click();
  await expect(toast(admin, "Job queued again")).toBeVisible();
  await expect.poll(() => smtp.messages.filter((m) => m.subject === TEST_SUBJECT).length).toBe(before + 1);
  await openSiteHealth(admin);
  await expect(check(admin, "Jobs").getByRole("listitem").filter({ hasText: `Invalid login ${RUN}` })).toHaveCount(0);
});

test("an Editor neither sees Site Health nor may open it or press its buttons", async ({ browser }) => {
  const editor = await createE2eStaff(`editor-health-${RUN}@example.com`, "editor");
  const page = await (await browser.newContext()).newPage();
  try {
    await signIn(page, editor.email, editor.password);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Site Health" })).toHaveCount(0);

    const response = await page.goto("/admin/site-health");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("You do not have permission to see the site's health. Ask an Admin if you need it.")).toBeVisible();

    const headers = { origin: E2E_SERVER.origin };
    const sent = await page.request.post("/admin/site-health", { form: { intent: "send-test-email" }, headers, maxRedirects: 0 });
    expect(sent.status()).toBe(403);
    const backup = await page.request.post("/admin/site-health/backup", { headers, maxRedirects: 0 });
    expect(backup.status()).toBe(403);
    expect(backup.headers()["content-disposition"]).toBeUndefined();
  } finally {
    await page.context().close();
  }
});

test("signed out, Site Health and Download Backup send to sign-in; a cross-site POST is refused", async ({ playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: E2E_SERVER.origin });
  try {
    for (const path of ["/admin/site-health", "/admin/site-health/backup"]) {
      const response = await anonymous.post(path, { form: { intent: "send-test-email" }, headers: { origin: E2E_SERVER.origin }, maxRedirects: 0 });
      expect([302, 303], path).toContain(response.status());
      expect(response.headers().location).toMatch(/^\/admin\/login/);
    }
  } finally {
    await anonymous.dispose();
  }

  // The Admin's own cookies, sent by a page on another site: refused before any route runs.
  const before = siteHealthTraces();
  for (const path of ["/admin/site-health", "/admin/site-health/backup"]) {
    const forged = await admin.request.post(path, { form: { intent: "send-test-email" }, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, maxRedirects: 0 });
    expect(forged.status(), path).toBe(403);
    expect(forged.headers()["content-disposition"]).toBeUndefined();
  }
  expect(siteHealthTraces()).toEqual(before);
});
