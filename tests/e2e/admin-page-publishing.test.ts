// Issue L's publishing in the page editor and the Pages list, at 1440 px with each screen also at 390 px: schedule a
// publish (its time shown with the time zone) and cancel it, share a draft through a preview link
// that a signed-out browser opens until it is revoked, duplicate from the editor and from the list,
// and compare two revisions before restoring one. Screenshots go to /tmp/shots/l-publish/.
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { openPublishingPanel, pickerValue, signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { screenshotAtBothWidths } from "#tests/utils/e2e-shots.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/l-publish";
// The browser's own zone, which the admin ignores: it shows times in the person's zone (the site's UTC here).
const ZONE = "Europe/Berlin";

async function staffContext(browser: Browser, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 1000 }, timezoneId: ZONE });
  await signInAsAdmin(await context.newPage());
  return context;
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/pages/edit/${id}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
}

/** A new draft page made in the editor; returns its id. */
async function createDraft(page: Page, title: string): Promise<string> {
  await page.goto("/admin/pages/new");
  await waitForPageReady(page);
  await page.getByLabel("Page Title").fill(title);
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Page created").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\/[^/?]+$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

// The flow runs once, at 1440 px; each screen it passes is also looked at re-laid out at 390 px.
test.describe("at 1440 px, its screens also at 390 px", () => {
  const width = 1440;
  let staff: BrowserContext;
  let page: Page;
  let pageId: string;
  const title = `Launch ${RUN} ${width}`;

  test.beforeAll(async ({ browser }) => {
    staff = await staffContext(browser, width);
    page = await staff.newPage();
    pageId = await createDraft(page, title);
  });

  test.afterAll(async () => {
    await staff?.close();
  });

  test("schedule a publish, see it with its time zone in the editor and the list, then cancel it", async () => {
    await openEditor(page, pageId);
    await openPublishingPanel(page, "Schedule");
    const schedule = page.getByRole("region", { name: /^Publish/ });
    await expect(page.getByText("the page as last saved then is published or unpublished")).toBeVisible();
    await page.getByLabel(/^Publish on/).fill(pickerValue(24 * 60));
    await page.getByRole("button", { name: "Schedule publish" }).click();
    await expect(toast(page, "Publish scheduled").first()).toBeVisible();
    await expect(schedule.getByText(/Publishes .* \(UTC\)/)).toBeVisible();
    await schedule.scrollIntoViewIfNeeded();
    await screenshotAtBothWidths(page, `${SHOTS}/editor-scheduled`, { fullPage: true });

    await page.goto(`/admin/pages?q=${encodeURIComponent(title)}`);
    await waitForPageReady(page);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText(/Publishes .* \(UTC\)/)).toBeVisible();
    await screenshotAtBothWidths(page, `${SHOTS}/pages-list-scheduled`, { fullPage: true });

    await openEditor(page, pageId);
    await openPublishingPanel(page, "Schedule");
    await page.getByRole("button", { name: "Cancel publish" }).click();
    await expect(toast(page, "Schedule cancelled").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Schedule publish" })).toBeVisible();
    await expect(page.getByText(/^Publishes /)).toHaveCount(0);
  });

  test("share a draft: the link opens it signed out, with noindex, until it is revoked", async ({ browser }) => {
    await openEditor(page, pageId);
    await openPublishingPanel(page, "Share");
    await page.getByRole("button", { name: "Create preview link" }).click();
    // The link itself, shown once; its toast may be gone already on a slow machine.
    await expect(page.getByLabel("New preview link")).toHaveValue(/\/preview\//);
    const url = await page.getByLabel("New preview link").inputValue();
    expect(url).toMatch(/\/preview\/[\w-]+\.[\w-]{43}$/);
    await page.getByLabel("New preview link").scrollIntoViewIfNeeded();
    await screenshotAtBothWidths(page, `${SHOTS}/editor-share`, { fullPage: true });

    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const outsider = await visitor.newPage();
    const response = await outsider.goto(new URL(url).pathname);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(outsider.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(outsider.getByText("Preview of an unpublished page.")).toBeVisible();
    await expect(outsider.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await screenshotAtBothWidths(outsider, `${SHOTS}/preview-link`);

    await page.getByRole("list", { name: "Preview links" }).getByRole("button", { name: "Revoke" }).first().click();
    await expect(toast(page, "Preview link revoked").first()).toBeVisible();
    const revoked = await outsider.goto(new URL(url).pathname);
    expect(revoked?.status()).toBe(404);
    await expect(outsider.getByText("Oops! Page not found")).toBeVisible();
    await visitor.close();
  });

  test("compare two revisions side by side, then restore the older", async () => {
    await openEditor(page, pageId);
    await page.getByLabel("Page Title").fill(`${title} renamed`);
    await page.getByRole("button", { name: "Save Page" }).click();
    await expect(toast(page, "Page updated").first()).toBeVisible();

    await page.getByRole("button", { name: "Compare revisions" }).click();
    const dialog = page.getByRole("dialog", { name: "Compare revisions" });
    const older = dialog.getByRole("region", { name: "Version 1" });
    const newer = dialog.getByRole("region", { name: "Version 2" });
    await expect(older.getByText(title, { exact: true })).toBeVisible();
    await expect(newer.getByText(`${title} renamed`)).toBeVisible();
    await expect(newer.getByText("Changed")).toHaveCount(1);
    await expect(dialog.getByText("1 difference highlighted.")).toBeVisible();
    await screenshotAtBothWidths(page, `${SHOTS}/compare`);

    await older.getByRole("button", { name: "Restore version 1" }).click();
    await expect(toast(page, "Revision loaded").first()).toBeVisible();
    await expect(page.getByLabel("Page Title")).toHaveValue(title);
  });

  test("duplicate from the editor and from the list: draft copies at free slugs", async () => {
    await openEditor(page, pageId);
    await page.getByRole("button", { name: "Duplicate", exact: true }).click();
    await expect(toast(page, "Page duplicated").first()).toBeVisible();
    await expect(page.getByLabel("Page Title")).toHaveValue(`Copy of ${title} renamed`);
    await expect(page.getByLabel("URL Slug")).toHaveValue(/-copy$/);

    await page.goto(`/admin/pages?q=${encodeURIComponent(RUN)}`);
    await waitForPageReady(page);
    const row = page.getByRole("row").filter({ hasText: `${title} renamed` }).filter({ hasNotText: "Copy of" });
    await row.getByRole("button", { name: `Duplicate ${title} renamed` }).click();
    await expect(toast(page, "Page duplicated").first()).toBeVisible();
    await expect(page.getByLabel("URL Slug")).toHaveValue(/-copy-2$/);
  });
});

test("a Viewer sees the schedule and the preview links but cannot change them", async ({ browser }) => {
  const staff = await staffContext(browser, 1440);
  const page = await staff.newPage();
  const pageId = await createDraft(page, `Viewer ${RUN}`);
  await openEditor(page, pageId);
  await openPublishingPanel(page, "Schedule");
  await page.getByLabel(/^Publish on/).fill(pickerValue(60));
  await page.getByRole("button", { name: "Schedule publish" }).click();
  await expect(page.getByRole("button", { name: "Cancel publish" })).toBeVisible();
  await page.keyboard.press("Escape");
  await openPublishingPanel(page, "Share");
  await page.getByRole("button", { name: "Create preview link" }).click();
  await expect(page.getByLabel("New preview link")).toHaveValue(/\/preview\//);
  await staff.close();

  const account = await createE2eStaff(`viewer-publishing-${RUN}@example.com`, "viewer");
  const viewerContext = await browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: ZONE });
  const viewer = await viewerContext.newPage();
  await signIn(viewer, account.email, account.password);
  await openEditor(viewer, pageId);
  const readOnlyButtons = ["Schedule publish", "Schedule unpublish", /^Cancel /, "Change", "Create preview link", "Revoke", "Duplicate"];
  const schedule = await openPublishingPanel(viewer, "Schedule");
  await expect(schedule.getByText(/Publishes .* \(UTC\)/)).toBeVisible();
  for (const name of readOnlyButtons) await expect(viewer.getByRole("button", { name })).toHaveCount(0);
  await viewer.keyboard.press("Escape");
  const share = await openPublishingPanel(viewer, "Share");
  await expect(share.getByRole("list", { name: "Preview links" }).getByRole("listitem")).toHaveCount(1);
  for (const name of readOnlyButtons) await expect(viewer.getByRole("button", { name })).toHaveCount(0);
  await viewerContext.close();
});
