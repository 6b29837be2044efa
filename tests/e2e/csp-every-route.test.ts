// The Content-Security-Policy in Chromium, switched on as in production, on every route that the
// public-page walk in security.test.ts does not already cover: a CMS page, the newsletter and
// unsubscribe pages, the 404 page, the signed-out admin screens, and every admin screen signed in
// as the Admin, with their dialogs open and the page editor's rich-text (TipTap) and HTML
// (CodeMirror) editors in use. Any `securitypolicyviolation` event, CSP console report or uncaught
// page error fails the test.
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { fillCredentials, openLogin } from "#tests/utils/e2e-admin.ts";
import { insertContactSubmission, insertPage } from "#tests/utils/e2e-db.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SECTION_TYPES = ["Hero", "Text", "Features", "Call to Action", "Gallery", "Testimonials", "Contact Form"] as const;

let context: BrowserContext;
let admin: { email: string; password: string };
const problems: string[] = [];

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1280, height: 1200 } });
  // A binding outlives navigations, so violations reported during any page's load are all kept.
  await context.exposeBinding("__reportCsp", ({ page }, text: string) => problems.push(`${new URL(page.url()).pathname}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on("console", (message) => {
    if (/Content.Security.Policy|Refused to (?:execute|load|apply|connect|frame)/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  context.on("weberror", (error) => problems.push(`page error: ${error.error().message}`));
  // An Admin of this run's own: its two-factor set-up below touches nobody else's sign-in.
  admin = await createE2eStaff(`csp-${RUN}@brandcheck.test`, "admin");
  const page = await context.newPage();
  await openLogin(page);
  await fillCredentials(page, admin.email, admin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  // scrypt at OWASP's cost takes seconds on a loaded machine.
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 30_000 });
  await page.close();
});

test.afterAll(async () => {
  await context?.close();
});

test.afterEach(() => {
  const found = problems.splice(0);
  expect(found, "CSP violations and page errors").toEqual([]);
});

/** Opens `path`, waits for its script to have run and for the network to settle (lazy chunks load under the policy too). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
  await page.waitForLoadState("networkidle");
}

test("public pages beyond the marketing routes: a CMS page, newsletter, unsubscribe, the search and 404", async () => {
  const slug = `csp-${RUN}`;
  insertPage({ title: `CSP ${RUN}`, slug, content: { html: `<h2>CSP ${RUN}</h2><p>Body</p>` } });
  const page = await context.newPage();
  for (const path of [`/${slug}`, "/newsletter", "/newsletter/confirm?token=bad", "/unsubscribe?token=bad", "/search?q=testing", `/no-such-page-${RUN}`]) {
    await visit(page, path);
  }
  await page.close();
});

test("the signed-out admin screens: sign-in, sign-up, forgot and reset password", async ({ browser }) => {
  const anonymous = await browser.newContext();
  const page = await anonymous.newPage();
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy: ${event.effectiveDirective} ${event.blockedURI}`));
  });
  for (const path of ["/admin/login", "/admin/login?mode=sign-up", "/admin/forgot-password", "/admin/reset-password?token=bad"]) {
    await visit(page, path);
  }
  await anonymous.close();
  expect(seen).toEqual([]);
});

test("every admin screen, signed in as the Admin", async () => {
  const page = await context.newPage();
  for (const path of ["/admin/dashboard", "/admin/pages", "/admin/pages/create-first", "/admin/translations", "/admin/translations?lang=de&status=outdated", "/admin/review", "/admin/contact-submissions", "/admin/subscribers", "/admin/media", "/admin/users", "/admin/account"]) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.close();
});

test("the admin dialogs: invite a user, add a subscriber, a contact message, two-factor set-up", async () => {
  const page = await context.newPage();
  await visit(page, "/admin/users");
  await page.getByRole("link", { name: "Invite User" }).click();
  await expect(page.getByRole("dialog", { name: "Invite User" })).toBeVisible();
  await page.keyboard.press("Escape");

  await visit(page, "/admin/subscribers");
  await page.getByRole("link", { name: "Add Subscriber" }).click();
  await expect(page.getByRole("dialog", { name: "Add Subscriber" })).toBeVisible();
  await page.keyboard.press("Escape");

  const name = `CSP ${RUN}`;
  insertContactSubmission({ name, email: "csp@example.com", company: "Acme", message: "Checking the policy" });
  await visit(page, `/admin/contact-submissions?q=${encodeURIComponent(name)}`);
  await page.getByRole("row").filter({ hasText: name }).getByRole("link", { name: /^View/ }).click();
  await expect(page.getByRole("dialog", { name: `Message from ${name}` })).toBeVisible();
  await page.keyboard.press("Escape");

  // The set-up screen shows the QR code and backup codes; it is not confirmed, so sign-in stays one step.
  await visit(page, "/admin/account");
  await page.getByLabel("Your password").fill(admin.password);
  await page.getByRole("button", { name: "Set Up Two-Factor" }).click();
  await expect(page.getByText("Backup codes")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.close();
});

test("the page editor: every section type, the rich-text toolbar, the HTML editor and the preview", async () => {
  // One Add Section round trip per type, each a few seconds on a busy two-core machine (90 s once ran out beside other load).
  test.setTimeout(60_000 + SECTION_TYPES.length * 10_000);
  const page = await context.newPage();
  await visit(page, "/admin/pages/new");
  await page.getByLabel("Page Title").fill(`CSP editor ${RUN}`);
  for (const type of SECTION_TYPES) {
    await page.getByRole("button", { name: "Add Section" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Section" });
    await dialog.getByRole("button", { name: type, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  const text = page.getByRole("textbox", { name: "Content" }).first();
  await text.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Bold words");
  await page.keyboard.press("ControlOrMeta+A");
  await page.getByRole("button", { name: "Bold", exact: true }).first().click();
  await expect(text.locator("strong")).toHaveText("Bold words");

  await page.getByRole("tab", { name: "Preview" }).click();
  await page.waitForLoadState("networkidle");
  await page.getByRole("tab", { name: "Edit" }).click();

  await page.getByRole("button", { name: "HTML Editor" }).click();
  await page.getByRole("button", { name: "Switch to HTML Editor" }).click();
  const code = page.getByRole("textbox", { name: "Page HTML" });
  await expect(code).toBeVisible();
  await code.click();
  await page.keyboard.insertText("<p>Typed into CodeMirror</p>");
  await page.getByRole("tab", { name: "Preview" }).click();
  await page.waitForLoadState("networkidle");
  // Closed without saving: no unsaved-changes prompt runs on close.
  await page.close();
});

test("an existing page's editor and its delete dialog", async () => {
  const id = insertPage({ title: `CSP existing ${RUN}`, slug: `csp-existing-${RUN}`, content: { html: "<p>Existing</p>" } });
  const page = await context.newPage();
  await visit(page, `/admin/pages/edit/${id}`);
  await page.getByRole("button", { name: "Delete Page" }).click();
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
  await page.keyboard.press("Escape");
  await page.close();
});
