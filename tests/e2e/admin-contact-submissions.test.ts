// The contact inbox end to end (spec 2 Contact Submissions, 4, 8; issue D): a message sent on /contact
// arrives as New and is counted in the sidebar; staff change its status from the row and from the
// detail dialog (which follows), filter, search, page and export the list; Viewers only read; the
// dialog shows where a CMS page's message came from. The e2e database is shared with the other test
// files, so every assertion looks for this run's own marker.
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import {
  contactSubmissionStatus,
  countUnreadContactSubmissions,
  deletePages,
  findContactSubmissions,
  insertContactSubmission,
  insertPage,
} from "#tests/utils/e2e-db.ts";
import { siteToast, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test.describe.configure({ mode: "serial" });

/** This run's marker: names, messages and search terms of this file only. */
const RUN = `inbox${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SCREEN = "/admin/contact-submissions";

// The contact form's notification e-mail needs a server to go to, or its job keeps retrying.
setUpE2eSmtpServer();
let admin: Page;
const insertedPages: string[] = [];

test.beforeAll(async ({ browser }) => {
  admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
});

test.afterAll(async () => {
  deletePages(insertedPages);
  await admin?.context().close();
});

async function openInbox(page: Page, query = ""): Promise<void> {
  await page.goto(`${SCREEN}${query}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Submissions" })).toBeVisible();
}

function rowOf(page: Page, name: string) {
  return page.getByRole("region", { name: "Contact submissions" }).getByRole("row").filter({ hasText: name });
}

/** The sidebar's count of unread messages matches the database's (other files' messages included). */
async function expectSidebarCount(page: Page): Promise<void> {
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Contact Messages", exact: true });
  const waiting = countUnreadContactSubmissions();
  if (waiting === 0) await expect(link).not.toHaveAttribute("aria-describedby");
  else await expect(link).toHaveAccessibleDescription(`${waiting} unread`);
}

/**
 * Opens the row's status menu and picks `status`, once the previous change's round trip (its post and
 * the list's reload) is over, as a person waits for the list to show it: a reload that lands while the
 * menu is open draws the row again and closes the menu (on the CI's busy cores the test then waited
 * out its minute on an item that never showed).
 */
async function chooseRowStatus(page: Page, name: string, status: string): Promise<void> {
  const trigger = rowOf(page, name).getByRole("button", { name: `Status of the message from ${name}` });
  await expect(trigger).not.toHaveAttribute("aria-busy", "true", { timeout: 30_000 });
  // The pointer left where the last choice was: the toasts that choice brought stay while it rests on
  // them, and over the row's button they would take the click. A person moves on; so does the test.
  await page.mouse.move(0, 0);
  await trigger.click();
  await page.getByRole("menuitemradio", { name: status }).click();
}

test("a message sent on /contact arrives as New, counted in the sidebar, with the spec's columns", async ({ browser }) => {
  const name = `Ada ${RUN}`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/contact");
  await waitForPageReady(visitor);
  await visitor.getByLabel("Name", { exact: true }).fill(name);
  await visitor.getByLabel("Email", { exact: true }).fill(`ada.${RUN}@example.com`);
  await visitor.getByLabel("Message", { exact: true }).fill(`Please test-buy our kettles.\nRef ${RUN}`);
  // The server refuses forms sent sooner than CONTACT_MIN_FILL_MS (500 ms) after rendering, as a bot would.
  await visitor.waitForTimeout(600);
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(siteToast(visitor, "Message sent")).toBeVisible();
  await visitor.context().close();

  await openInbox(admin, `?q=${RUN}`);
  // The spec's columns, and the language of the page the message was sent from (issue Q).
  await expect(admin.getByRole("columnheader")).toHaveText(["Date", "Name", "Email", "Company", "Status", "Language", "Assignee", "Actions"]);
  const row = rowOf(admin, name);
  await expect(row.getByRole("cell")).toHaveText([/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [ap]m \(UTC\)$/, `Unread: ${name}`, `ada.${RUN}@example.com`, "-", "New", "English", "-", /View/]);
  await expect(row.getByRole("link", { name: `ada.${RUN}@example.com` })).toHaveAttribute("href", `mailto:ada.${RUN}@example.com`);
  await expectSidebarCount(admin);
});

test("the row's status dropdown changes the status: toast and badge follow; the unread count is apart from it", async () => {
  const name = `Row ${RUN}`;
  const id = insertContactSubmission({ name, email: "row@example.com", message: `Row ${RUN}` });
  await openInbox(admin, `?q=${encodeURIComponent(name)}`);
  await expectSidebarCount(admin);

  await chooseRowStatus(admin, name, "In Progress");
  await expect(toast(admin, "Status updated")).toBeVisible();
  await expect(rowOf(admin, name).getByRole("cell").nth(4)).toHaveText("In Progress");
  expect(contactSubmissionStatus(id)).toBe("in-progress");
  await expectSidebarCount(admin);

  // Any status to any other, back to New included.
  await chooseRowStatus(admin, name, "Completed");
  await expect(rowOf(admin, name).getByRole("cell").nth(4)).toHaveText("Completed");
  await chooseRowStatus(admin, name, "New");
  await expect(rowOf(admin, name).getByRole("cell").nth(4)).toHaveText("New");
  expect(contactSubmissionStatus(id)).toBe("new");
  await expectSidebarCount(admin);
});

test("the detail dialog shows the message, and follows a status change made in it", async () => {
  const name = `Dialog ${RUN}`;
  const id = insertContactSubmission({ name, email: "dialog@example.com", company: "Acme Retail", message: `Line one\n    indented line two ${RUN}` });
  await openInbox(admin, `?q=${encodeURIComponent(name)}`);

  const view = rowOf(admin, name).getByRole("link", { name: /^View/ });
  await view.click();
  const dialog = admin.getByRole("dialog", { name: `Message from ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("StatusNew");
  await expect(dialog.getByRole("link", { name: "dialog@example.com" })).toHaveAttribute("href", "mailto:dialog@example.com");
  await expect(dialog).toContainText("CompanyAcme Retail");
  const message = dialog.getByText("Line one");
  expect(await message.evaluate((element) => [element.textContent, getComputedStyle(element).whiteSpace])).toEqual([
    `Line one\n    indented line two ${RUN}`,
    "pre-wrap",
  ]);
  await expectNoSeriousViolations(admin);

  await dialog.getByRole("button", { name: /^Update Status/ }).click();
  await admin.getByRole("menuitemradio", { name: "Completed" }).click();
  await expect(toast(admin, "Status updated")).toBeVisible();
  await expect(dialog).toContainText("StatusCompleted");
  expect(contactSubmissionStatus(id)).toBe("completed");

  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(admin).not.toHaveURL(/view=/);
  await expect(view).toBeFocused();
  // The list behind the dialog has reloaded too.
  await expect(rowOf(admin, name).getByRole("cell").nth(4)).toHaveText("Completed");
});

test("a failed update shows the spec's failure toast and changes nothing", async () => {
  const name = `Failing ${RUN}`;
  const id = insertContactSubmission({ name, email: "fail@example.com", message: "Will not change" });
  await openInbox(admin, `?q=${encodeURIComponent(name)}`);
  await admin.route("**/admin/contact-submissions.data*", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  try {
    await chooseRowStatus(admin, name, "Completed");
    await expect(toast(admin, "Update failed")).toContainText("There was an error updating the status.");
  } finally {
    await admin.unroute("**/admin/contact-submissions.data*");
  }
  await expect(rowOf(admin, name).getByRole("cell").nth(4)).toHaveText("New");
  expect(contactSubmissionStatus(id)).toBe("new");
});

test("the status filter and the search narrow the list; a loading spinner shows meanwhile", async () => {
  const marker = `flt${RUN}`;
  insertContactSubmission({ name: `Fresh ${marker}`, email: "fresh@example.com", message: "hello" });
  insertContactSubmission({ name: `Working ${marker}`, email: "working@example.com", company: `Northwind Traders ${marker}`, message: "hello", status: "in-progress" });
  insertContactSubmission({ name: `Done ${marker}`, email: "done@example.com", message: `about 100% of ${marker}_returns`, status: "completed" });
  insertContactSubmission({ name: `Odd ${marker}`, email: "odd@example.com", message: "hello", status: "archived" });
  await openInbox(admin, `?q=${marker}`);
  const rows = admin.getByRole("region", { name: "Contact submissions" }).getByRole("row");
  await expect(rows).toHaveCount(5);
  await expect(rowOf(admin, `Odd ${marker}`).getByRole("cell").nth(4)).toHaveText("Unknown");

  // Hold the list's next load, so the spinner can be seen.
  await admin.route("**/admin/contact-submissions.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await admin.getByLabel("Status", { exact: true }).selectOption({ label: "Completed" });
  await expect(admin.getByRole("status").filter({ hasText: "Loading submissions…" })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await admin.unroute("**/admin/contact-submissions.data*");
  await expect(rowOf(admin, `Done ${marker}`)).toBeVisible();
  // The form sends its language filter too, empty for all languages.
  await expect(admin).toHaveURL(new RegExp(`status=completed&language=&assignee=&q=${marker}`));

  // Search covers company and message, case-insensitively, and takes % and _ literally.
  await admin.getByLabel("Status", { exact: true }).selectOption({ label: "All" });
  await expect(rows).toHaveCount(5);
  for (const [query, expected] of [
    // With the marker: other files on this worker's server store messages from Northwind too.
    [`NORTHWIND TRADERS ${marker.toUpperCase()}`, `Working ${marker}`],
    [`100% of ${marker}_RETURNS`, `Done ${marker}`],
    [`WORKING ${marker}`, `Working ${marker}`],
  ] as const) {
    await admin.getByLabel("Search", { exact: true }).fill(query);
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expect(rowOf(admin, expected)).toBeVisible();
  }

  await admin.getByLabel("Search", { exact: true }).fill(`nothing-${marker}`);
  await admin.getByRole("button", { name: "Search", exact: true }).click();
  await expect(admin.getByText("No contact submissions match your search or filter.")).toBeVisible();
  await admin.getByRole("link", { name: "Clear" }).click();
  await expect(admin).toHaveURL(/\/admin\/contact-submissions$/);
  await expect(admin.getByLabel("Search", { exact: true })).toHaveValue("");
});

test("25 messages a page, with links to the others", async () => {
  const marker = `pg${RUN}`;
  const start = Date.parse("2024-03-01T12:00:00.000Z");
  for (let i = 0; i < 27; i++) {
    insertContactSubmission({ name: `Paged ${i} ${marker}`, email: "paged@example.com", message: "hi", createdAt: new Date(start + i * 60_000).toISOString() });
  }
  await openInbox(admin, `?q=${marker}`);
  const rows = admin.getByRole("region", { name: "Contact submissions" }).getByRole("row");
  await expect(rows).toHaveCount(26);
  await expect(rows.nth(1)).toContainText(`Paged 26 ${marker}`);
  await expect(admin.getByText("Showing 1–25 of 27 submissions")).toBeVisible();
  await admin.getByRole("navigation", { name: "Contact submissions pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText(`Paged 0 ${marker}`);
  await expect(admin.getByText("Showing 26–27 of 27 submissions")).toBeVisible();
});

test("Export CSV downloads the filtered list, with formulas neutralised", async () => {
  const marker = `csv${RUN}`;
  insertContactSubmission({ name: `=HYPERLINK("http://evil.example") ${marker}`, email: "csv@example.com", message: "Line 1\nLine 2", status: "completed" });
  insertContactSubmission({ name: `Left out ${marker}`, email: "csv2@example.com", message: "new one" });
  await openInbox(admin, `?status=completed&q=${marker}`);
  // A POST form (an export writes an audit entry), carrying the screen's filters.
  const exportButton = admin.getByRole("button", { name: "Export CSV" });
  const exportForm = admin.locator('form[action="/admin/contact-submissions/export"]');
  await expect(exportForm).toHaveAttribute("method", "post");
  await expect(exportForm.locator('input[name="status"]')).toHaveValue("completed");
  await expect(exportForm.locator('input[name="q"]')).toHaveValue(marker);

  const [download] = await Promise.all([admin.waitForEvent("download"), exportButton.click()]);
  expect(download.suggestedFilename()).toBe("contact-submissions.csv");
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("\uFEFFID,Date,Name,Email,Company,Status,Message,Source Page,Language,Other Fields,Assigned To");
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") ${marker}",csv@example.com,,Completed,"Line 1\nLine 2",,`);
  expect(csv).not.toContain("Left out");
  expect(lines.filter((line) => line.includes(marker))).toHaveLength(1);
});

test("a message from a CMS page's contact section shows its source page and other answers", async () => {
  const slug = `events-${RUN}`;
  const pageId = insertPage({ title: `Events ${RUN}`, slug, content: { html: "<p>Events</p>" } });
  insertedPages.push(pageId);
  const name = `Cms ${RUN}`;
  insertContactSubmission({
    name,
    email: "cms@example.com",
    message: "Booth for two",
    pageId,
    sourcePath: `/${slug}`,
    extraFields: [
      { label: "Phone", value: "+44 20 7946 0000" },
      { label: "Team size", value: "" },
    ],
  });
  await openInbox(admin, `?q=${encodeURIComponent(name)}`);
  await rowOf(admin, name).getByRole("link", { name: /^View/ }).click();
  const dialog = admin.getByRole("dialog", { name: `Message from ${name}` });
  await expect(dialog.getByRole("link", { name: `/${slug}` })).toHaveAttribute("href", `/${slug}`);
  await expect(dialog.getByRole("link", { name: "Open the page in the editor" })).toHaveAttribute("href", `/admin/pages/edit/${pageId}`);
  await expect(dialog).toContainText("Phone+44 20 7946 0000");
  await expect(dialog).toContainText("Team size-");
  expect(findContactSubmissions(name)[0]?.page_id).toBe(pageId);
});

test("the screen passes an axe scan", async () => {
  await openInbox(admin, `?q=${RUN}`);
  await expectNoSeriousViolations(admin);
});

test("without JavaScript, View shows the message on the page and its form changes the status", async ({ browser }) => {
  const name = `NoJs ${RUN}`;
  const id = insertContactSubmission({ name, email: "nojs@example.com", message: "Plain HTML" });
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await admin.context().storageState() });
  const page = await context.newPage();
  try {
    await page.goto(`${SCREEN}?q=${encodeURIComponent(name)}`);
    await rowOf(page, name).getByRole("link", { name: /^View/ }).click();
    const panel = page.getByRole("region", { name: `Message from ${name}` });
    await expect(panel).toContainText("Plain HTML");
    await panel.getByLabel(`Update Status of the message from ${name}`).selectOption({ label: "In Progress" });
    await panel.getByRole("button", { name: "Update" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status updated" })).toBeVisible();
    await expect(page.getByRole("region", { name: `Message from ${name}` })).toContainText("StatusIn Progress");
    expect(contactSubmissionStatus(id)).toBe("in-progress");
  } finally {
    await context.close();
  }
});

test.describe("a Viewer", () => {
  let viewer: Page;

  test.beforeAll(async ({ browser }) => {
    const account = await createE2eStaff(`inbox-viewer-${RUN}@example.com`, "viewer");
    viewer = await (await browser.newContext()).newPage();
    await signIn(viewer, account.email, account.password);
  });

  test.afterAll(async () => {
    await viewer?.context().close();
  });

  test("reads the list, the dialog and the export, without any status control; a forged change is refused", async () => {
    const name = `Viewed ${RUN}`;
    const id = insertContactSubmission({ name, email: "viewed@example.com", message: "Read only" });
    await openInbox(viewer, `?q=${encodeURIComponent(name)}`);
    await expect(rowOf(viewer, name).getByRole("cell").nth(4)).toHaveText("New");
    await expect(viewer.getByRole("button", { name: /^Status of the message/ })).toHaveCount(0);
    await expectSidebarCount(viewer);

    await rowOf(viewer, name).getByRole("link", { name: /^View/ }).click();
    const dialog = viewer.getByRole("dialog", { name: `Message from ${name}` });
    await expect(dialog).toContainText("Read only");
    await expect(dialog.getByRole("button", { name: /Update Status/ })).toHaveCount(0);
    await viewer.keyboard.press("Escape");
    // A Viewer's look leaves it unread for those who work the inbox (decision 028).
    await expect(rowOf(viewer, name)).toHaveAttribute("data-unread", "");

    const forged = await viewer.evaluate(async (submissionId) => {
      const response = await fetch("/admin/contact-submissions", { method: "POST", body: new URLSearchParams({ id: submissionId, status: "completed" }) });
      return response.status;
    }, id);
    expect(forged).toBe(403);
    expect(contactSubmissionStatus(id)).toBe("new");

    const [download] = await Promise.all([viewer.waitForEvent("download"), viewer.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("contact-submissions.csv");
  });
});
