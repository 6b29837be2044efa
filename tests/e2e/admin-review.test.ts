// Issue T, review before publishing (decision 048): an Editor in Frankfurt submits a German page, an
// Admin in London sees exactly what changed, asks for a change with a note, the Editor fixes it and
// submits again, the Admin approves and it goes live. Each step rings the other's bell (decision 049). The Editor's editor never offers another way to
// publish (the server's refusals are the data tests' subject: review/publish-gate.db.test.ts and
// tests/integration/review-attacks.db.test.ts). Screenshots of the Review screen and the editor in
// review at 1440 and 390 px go to /tmp/shots/t-review/.
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/t-review";
const EDITOR = `frankfurt-${RUN}@brandcheck.test`;
const GERMAN = { title: `Testkauf in Frankfurt ${RUN}`, slug: `testkauf-${RUN}`, heading: "Testkäufe in Ihren Filialen", fixed: "Testkäufe in allen Ihren Filialen" };

const smtp = setUpE2eSmtpServer();

let englishId: string;
let germanId: string;
let editor: { email: string; password: string };

/** A published English page and its German draft translation, as the editor would store them; Editors need approval. */
test.beforeAll(async () => {
  editor = await createE2eStaff(EDITOR, "editor");
  englishId = randomUUID();
  germanId = randomUUID();
  const now = new Date().toISOString();
  const content = (heading: string) => JSON.stringify({ sections: [{ id: "cta-1", type: "cta", order: 0, heading, subheading: "", buttonText: "Contact", buttonLink: "/contact" }] });
  withDatabase((database) => {
    const insert = database.prepare(
      "INSERT INTO pages (id, title, slug, meta_description, content, is_published, author_id, created_at, updated_at, version, locale, translation_key, source_version) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, 1, ?, ?, ?)",
    );
    insert.run(englishId, `Mystery shopping in Frankfurt ${RUN}`, `mystery-${RUN}`, "", content("Mystery shopping in your shops"), 1, now, now, "en", englishId, null);
    insert.run(germanId, GERMAN.title, GERMAN.slug, "", content("Mystery shopping in your shops"), 0, now, now, "de", englishId, 1);
    database.prepare("DELETE FROM review_settings").run();
    database.prepare("INSERT INTO review_settings (scope, approval_required) VALUES ('site', 1)").run();
  });
});

// The files that follow find Editors publishing as before, and no page of this one.
test.afterAll(() => {
  withDatabase((database) => {
    database.prepare("DELETE FROM review_settings").run();
    database.prepare("DELETE FROM pages WHERE translation_key = ?").run(englishId);
  });
});

async function openGermanEditor(page: Page): Promise<void> {
  await page.goto(`/admin/pages/edit/${germanId}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
}

async function savePage(page: Page): Promise<void> {
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(`/admin/pages/edit/${germanId}`));
  await page.getByRole("button", { name: "Save Page" }).click();
  expect((await answer).status()).toBe(200);
  await expect(toast(page, "Page updated").first()).toBeVisible();
}

async function submitForReview(page: Page, message: string): Promise<void> {
  const bar = page.getByRole("group", { name: "Publishing" });
  await bar.getByRole("button", { name: "Submit for Review" }).click();
  await page.getByLabel("Message for the reviewer").fill(message);
  await page.getByRole("dialog").getByRole("button", { name: /^Submit (for Review|Again)$/ }).click();
  await expect(toast(page, "Submitted for review").first()).toBeVisible();
  await page.keyboard.press("Escape");
}

async function openSubmission(page: Page): Promise<void> {
  await page.goto("/admin/review");
  await waitForPageReady(page);
  await page.getByRole("link", { name: `Review ${GERMAN.title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: GERMAN.title })).toBeVisible();
}

async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), "the screen scrolls sideways").toBe(true);
}

test("an Editor submits a German page, an Admin asks for a change, the Editor fixes it, the Admin approves and it goes live", async ({ page, browser, request }) => {
  // London is signed in before Frankfurt submits: the reviewers told are those who have an account then.
  const admin = await (await browser.newContext()).newPage();
  await admin.setViewportSize({ width: 1440, height: 1000 });
  await signInAsAdmin(admin);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, editor.email, editor.password);
  await openGermanEditor(page);

  // No Published switch: the draft's status, and Submit for Review instead.
  const bar = page.getByRole("group", { name: "Publishing" });
  await expect(bar.getByRole("switch", { name: "Published" })).toHaveCount(0);
  await expect(bar.getByText("Draft", { exact: true })).toBeVisible();
  await page.getByLabel("Heading", { exact: true }).fill(GERMAN.heading);
  await savePage(page);
  await submitForReview(page, "Neue Seite für unsere Kunden in Frankfurt.");
  await expect(bar.getByText("In Review", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Review", exact: true })).toContainText("Neue Seite für unsere Kunden in Frankfurt.");
  await page.screenshot({ path: `${SHOTS}/editor-in-review-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(page);
  await page.screenshot({ path: `${SHOTS}/editor-in-review-390.png` });
  await page.setViewportSize({ width: 1440, height: 1000 });
  expect((await request.get(`/de/${GERMAN.slug}`)).status()).toBe(404);

  // London: the queue, and what changed against the live version (nothing is live yet).
  await admin.goto("/admin/review");
  await waitForPageReady(admin);
  await expect(admin.getByRole("heading", { level: 2, name: /^Waiting for review \(\d+\)$/ })).toBeVisible();
  await expect(admin.getByRole("row", { name: new RegExp(GERMAN.title) })).toContainText("In Review");
  // The submission rang the Admin's bell, with a link to the submission screen.
  await admin.getByRole("button", { name: /^Notifications/ }).click();
  await expect(admin.getByRole("link", { name: new RegExp(`^${EDITOR} asked for a review of “${GERMAN.title}”`) })).toHaveAttribute("href", `/admin/review/${germanId}`);
  await admin.screenshot({ path: `${SHOTS}/bell-review-requested-1440.png` });
  await admin.keyboard.press("Escape");
  await admin.screenshot({ path: `${SHOTS}/review-queue-1440.png`, fullPage: true });
  // The Review screen at 390 px, in the same test: the queue and the submission, nothing sideways.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await waitForPageReady(admin);
  await expectNoOverflow(admin);
  await admin.screenshot({ path: `${SHOTS}/review-queue-390.png`, fullPage: true });
  await openSubmission(admin);
  await expectNoOverflow(admin);
  await admin.screenshot({ path: `${SHOTS}/review-item-390.png`, fullPage: true });
  await admin.setViewportSize({ width: 1440, height: 1000 });
  await openSubmission(admin);
  await expect(admin.getByText("Neue Seite für unsere Kunden in Frankfurt.")).toBeVisible();
  const changes = admin.getByRole("region", { name: "What changed" });
  await expect(changes).toContainText(GERMAN.heading);
  await expect(changes).toContainText("Nothing live yet");
  await admin.screenshot({ path: `${SHOTS}/review-item-1440.png`, fullPage: true });
  await admin.getByLabel("Comment").fill("Bitte „allen“ ergänzen: wir testen alle Filialen.");
  await admin.getByRole("button", { name: "Request Changes" }).click();
  await expect(toast(admin, "Changes requested").first()).toBeVisible();
  // The one e-mail of the decision is the bell's notification's.
  const asked = await smtp.waitFor((mail) => mail.envelope.to.includes(EDITOR) && mail.subject === `Changes requested: “${GERMAN.title}”`);
  expect(asked.text).toContain("Bitte „allen“ ergänzen");

  // Frankfurt: the decision in the bell, the note in the editor, the fix, and a second submission.
  await openGermanEditor(page);
  await page.getByRole("button", { name: /^Notifications, \d+ unread/ }).click();
  await expect(page.getByRole("link", { name: new RegExp(`^Changes requested: “${GERMAN.title}”`) })).toHaveAttribute("href", `/admin/pages/edit/${germanId}`);
  await page.keyboard.press("Escape");
  await expect(bar.getByText("Changes Requested", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Review", exact: true })).toContainText("Bitte „allen“ ergänzen");
  await page.getByLabel("Heading", { exact: true }).fill(GERMAN.fixed);
  await savePage(page);
  await submitForReview(page, "„allen“ ergänzt.");

  // London approves exactly that version; it goes live.
  await openSubmission(admin);
  await expect(changes).toContainText(GERMAN.fixed);
  await admin.getByRole("button", { name: "Approve and Publish" }).click();
  await expect(toast(admin, "Approved and published").first()).toBeVisible();
  const visitor = await request.get(`/de/${GERMAN.slug}`);
  expect(visitor.status()).toBe(200);
  expect(await visitor.text()).toContain(GERMAN.fixed);
  await smtp.waitFor((mail) => mail.envelope.to.includes(EDITOR) && mail.subject === `Approved and published: “${GERMAN.title}”`);

  await admin.context().close();
});
