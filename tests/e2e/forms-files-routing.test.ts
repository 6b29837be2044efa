// Issue S, "Done when": a marketing person builds a form with a condition and an upload, with a
// notification rule for German senders and a German auto-reply, places it on a German page, and a
// visitor without JavaScript sends it (refused once: the file must be chosen again). The inbox,
// filtered by that form, lists it with the form's own columns and its file; the Frankfurt office
// and the visitor are e-mailed. One flow at 1440 px, with 390 px screenshots of the builder and the
// public form. The server's rules (hostile files, forged posts, the switch) are data tests
// (app/features/forms/form-settings.db.test.ts).
import { expect } from "@playwright/test";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { deletePages, insertPage } from "#tests/utils/e2e-db.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { PDF } from "#tests/utils/upload-fixtures.ts";

const RUN = `fr${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots-s-forms";
const FRANKFURT = `frankfurt-${RUN}@brandcheck.test`;
const mail = setUpE2eSmtpServer();

test.use({ viewport: { width: 1440, height: 900 } });

test("a form with a condition and an upload, on a German page, sent without JavaScript: inbox by form, notification and German auto-reply", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/forms");
  await page.getByLabel("Form name").fill(`Trade Fair ${RUN}`);
  await page.getByRole("button", { name: "Create Form" }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/edit\//);
  const formId = page.url().split("/").pop()!;

  const field = (n: number) => page.getByRole("group", { name: `Field ${n}` });
  await page.getByLabel("Type of the next field added").selectOption("radio");
  await page.getByRole("button", { name: "Add Radio Buttons Field" }).click();
  await field(3).getByLabel("Label", { exact: true }).fill("Do you have a specification?");
  await field(3).getByLabel("Option 1 label").fill("Yes");
  await field(3).getByLabel("Option 2 label").fill("No");
  await page.getByLabel("Type of the next field added").selectOption("file");
  await page.getByRole("button", { name: "Add File Upload Field" }).click();
  await field(4).getByLabel("Label", { exact: true }).fill("Specification");
  await field(4).getByLabel("Show this field").selectOption({ label: "Only when Do you have a specification?" });
  await field(4).getByLabel("Answer").selectOption({ label: "Yes" });

  // German senders go to Frankfurt, everyone else to sales; a German sender gets the German reply.
  await page.getByRole("button", { name: "Add Rule" }).click();
  const rule = page.getByRole("group", { name: "Rule 1" });
  await rule.getByLabel("Field to test").selectOption({ label: "The language" });
  await rule.getByLabel("Language").selectOption("de");
  await rule.getByLabel("Notify").fill(FRANKFURT);
  await page.getByLabel("Otherwise notify").fill(`sales-${RUN}@brandcheck.test`);
  await page.getByText("Reply to the sender", { exact: true }).click();
  const german = page.getByRole("group", { name: "Auto-reply in Deutsch" });
  await german.getByLabel("Subject").fill(`Danke für Ihre Anfrage ${RUN}`);
  await german.getByLabel("Text").fill("Unser Team in Frankfurt meldet sich innerhalb von zwei Werktagen.");
  await page.getByRole("button", { name: "Save Form" }).click();
  await expect(toast(page, "Form saved")).toBeVisible();
  await page.getByRole("heading", { name: "Notifications and Spam" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/builder-settings-1440.png` });
  await field(4).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/builder-file-field-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/builder-settings-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  const slug = `messe-${RUN}`;
  const pageId = insertPage({ title: "Messe", slug, locale: "de", content: { sections: [{ id: "messe", type: "form", order: 0, formId, heading: "Anfrage zur Messe", intro: "", linkUrl: "" }] } });
  try {
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1440, height: 900 } });
    const visitor = await plain.newPage();
    await visitor.goto(`/de/${slug}`);
    const file = visitor.getByLabel(/^Specification/);
    await expect(file).toHaveAccessibleDescription(/PDF, Bild/);
    await visitor.screenshot({ path: `${SHOTS}/public-form-de-1440.png`, fullPage: true });
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await visitor.screenshot({ path: `${SHOTS}/public-form-de-390.png`, fullPage: true });
    await visitor.setViewportSize({ width: 1440, height: 900 });

    // Refused (no name): the server's message, what was typed kept, and a note to choose the file again.
    const email = `besucher-${RUN}@acme-retail.example`;
    await visitor.getByLabel("Email *").fill(email);
    await visitor.getByLabel("Yes").check();
    await file.setInputFiles({ name: `spec-${RUN}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(PDF) });
    await visitor.waitForTimeout(HUMAN_FILL_MS);
    await visitor.getByRole("button", { name: "Submit" }).click();
    await expect(visitor.getByText("„Name“ ist ein Pflichtfeld.")).toBeVisible();
    await expect(visitor.getByLabel("Email *")).toHaveValue(email);
    await expect(visitor.getByLabel(/^Specification/)).toHaveAccessibleDescription(/Bitte wählen Sie Ihre Datei erneut aus/);
    await visitor.getByLabel(/^Specification/).scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SHOTS}/public-form-refused-1440.png` });

    await visitor.getByLabel("Name *").fill(`Besucher ${RUN}`);
    await visitor.getByLabel(/^Specification/).setInputFiles({ name: `spec-${RUN}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(PDF) });
    await visitor.getByRole("button", { name: "Submit" }).click();
    await expect(visitor.getByText("Thank you. We'll get back to you as soon as possible.")).toBeVisible();
    await plain.close();

    // The inbox, filtered by the form: its own columns, the file with the message.
    await page.goto("/admin/contact-submissions");
    await waitForPageReady(page);
    await page.getByLabel("Form", { exact: true }).selectOption({ label: `Trade Fair ${RUN}` });
    await expect(page).toHaveURL(new RegExp(`form=${formId}`));
    const table = page.getByRole("region", { name: "Contact submissions" });
    await expect(table.getByRole("columnheader", { name: "Do you have a specification?" })).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: `Besucher ${RUN}` });
    await expect(row).toContainText(`spec-${RUN}.pdf`);
    // A choice is shown by its label, not its stored value.
    await expect(row).toContainText("Yes");
    await expect(table.getByRole("row")).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/inbox-by-form-1440.png` });
    // The form's own columns follow the inbox's; the table scrolls sideways to them.
    await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    await page.screenshot({ path: `${SHOTS}/inbox-by-form-columns-1440.png` });
    await row.getByRole("link", { name: /^View/ }).click();
    await expect(page.getByRole("dialog", { name: `Message from Besucher ${RUN}` }).getByRole("link", { name: `spec-${RUN}.pdf` })).toBeVisible();

    const notification = await mail.waitFor((message) => message.envelope.to.includes(FRANKFURT), 30_000);
    expect(notification.text).toContain(`Trade Fair ${RUN}`);
    expect(notification.text).toContain(`/de/${slug}`);
    const reply = await mail.waitFor((message) => message.envelope.to.includes(email), 30_000);
    expect(reply.subject).toBe(`Danke für Ihre Anfrage ${RUN}`);
  } finally {
    deletePages([pageId]);
  }
});
