// Issue S (decision 045): a visitor sends a PDF through a Contact Form section's File upload field,
// the inbox lists it with the message, and staff download it. One flow at 1440 px, and the form at
// 390 px as a screenshot with an overflow check; the hostile uploads and the route's refusals are
// data tests (app/features/contact/form/section-uploads.db.test.ts, the authorization matrix).
import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { deletePages, insertPage } from "#tests/utils/e2e-db.ts";
import { siteToast, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { PDF } from "#tests/utils/upload-fixtures.ts";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";

const RUN = `upload${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots-s-uploads";

// The notification e-mail needs a server to go to, or its job keeps retrying.
setUpE2eSmtpServer();
const pages: string[] = [];
test.afterAll(() => deletePages(pages));

function addUploadPage(): string {
  const section = contactDefaults(0);
  section.heading = "Request a Quote";
  section.fields.push({ id: crypto.randomUUID(), type: "file", label: "Specification", required: false });
  const slug = `quote-${RUN}-${pages.length}`;
  pages.push(insertPage({ title: "Quote", slug, content: { sections: [section] } }));
  return slug;
}

test("a PDF sent with a contact section is listed in the inbox and downloads for staff", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const slug = addUploadPage();
  const name = `Ada ${RUN}`;
  const fileName = `spec-${RUN}.pdf`;
  await page.goto(`/${slug}`);
  await waitForPageReady(page);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByLabel(/^Message/).fill("Please quote for the attached SKUs.");
  await page.getByLabel(/^Specification/).setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: Buffer.from(PDF) });
  await page.waitForTimeout(HUMAN_FILL_MS);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(siteToast(page, "Message sent")).toBeVisible();

  const admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  try {
    await signInAsAdmin(admin);
    await admin.goto(`/admin/contact-submissions?q=${encodeURIComponent(RUN)}`);
    await waitForPageReady(admin);
    await admin.getByRole("row").filter({ hasText: name }).getByRole("link", { name: /^View/ }).click();
    const dialog = admin.getByRole("dialog", { name: `Message from ${name}` });
    const link = dialog.getByRole("link", { name: fileName });
    await expect(link).toBeVisible();
    await expect(dialog).toContainText("(Specification, 77 bytes)");
    await admin.screenshot({ path: `${SHOTS}/inbox-file-1440.png` });
    const download = admin.waitForEvent("download");
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    expect(new Uint8Array(await readFile((await file.path()) ?? ""))).toEqual(PDF);
  } finally {
    await admin.context().close();
  }
});

test("the form with a file field fits a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${addUploadPage()}`);
  await waitForPageReady(page);
  const field = page.getByLabel(/^Specification/);
  await field.scrollIntoViewIfNeeded();
  await expect(field).toHaveAccessibleDescription("PDF, image (PNG, JPEG, WebP, GIF), Office document or CSV.");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/form-file-390.png` });
});
