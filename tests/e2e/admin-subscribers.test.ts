// The Subscribers screen end to end (spec 2 Subscribers, 5, 7 CSV export, 8): the empty state and
// the empty export's message, Add Subscriber with its success, duplicate and invalid-address
// messages, search by e-mail, name and state, Delete with its confirmation, Export CSV downloading
// subscribers.csv, the same paths without JavaScript, a Viewer's read-only view, and an axe scan.
// The e2e database is shared by every test file, so this file starts from an empty subscribers table.
import { readFile } from "node:fs/promises";
import { DatabaseSync } from "node:sqlite";
import { expect, type Locator, type Page } from "@playwright/test";
import { E2E_SERVER } from "#tests/utils/e2e-server.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HEADER = "ID,Email,First Name,Last Name,Date Subscribed,Status,Language";

/** The subscribers table of this worker's server's database. */
function withE2eDb<T>(work: (database: DatabaseSync) => T): T {
  const database = new DatabaseSync(E2E_SERVER.databasePath);
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    return work(database);
  } finally {
    database.close();
  }
}

function clearSubscribers(): void {
  withE2eDb((database) => database.exec("DELETE FROM subscribers"));
}

type State = "active" | "pending" | "unsubscribed";

/** Subscribers in any state, the newest last in the list's order being the first given. */
function insertSubscribers(rows: Array<{ email: string; firstName?: string; lastName?: string; state?: State }>): void {
  withE2eDb((database) => {
    const insert = database.prepare(
      "INSERT INTO subscribers (id, email, first_name, last_name, subscribed_at, is_active, confirmed_at, unsubscribed_at, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'signup')",
    );
    const start = Date.now() - 60_000;
    rows.forEach(({ email, firstName = null, lastName = null, state = "active" }, i) => {
      const at = new Date(start - i * 1000).toISOString();
      insert.run(crypto.randomUUID(), email, firstName, lastName, at, state === "active" ? 1 : 0, state === "pending" ? null : at, state === "unsubscribed" ? at : null);
    });
  });
}

let admin: Page;

test.beforeAll(async ({ browser }) => {
  clearSubscribers();
  admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
});

test.afterAll(async () => {
  clearSubscribers();
  await admin?.context().close();
});

async function openSubscribers(page: Page, query = ""): Promise<void> {
  await page.goto(`/admin/subscribers${query}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Email Subscribers" })).toBeVisible();
}

function rows(page: Page): Locator {
  return page.getByRole("region", { name: "Subscribers" }).getByRole("row").filter({ has: page.getByRole("cell") });
}

function row(page: Page, email: string): Locator {
  return rows(page).filter({ hasText: email });
}

async function search(page: Page, query: string): Promise<void> {
  await page.getByRole("searchbox", { name: /Search subscribers/ }).fill(query);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query)}`));
}

async function addInDialog(page: Page, email: string, firstName = ""): Promise<Locator> {
  await page.getByRole("link", { name: "Add Subscriber" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Subscriber" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("First name (optional)").fill(firstName);
  await dialog.getByRole("button", { name: "Add Subscriber" }).click();
  return dialog;
}

test("an empty list says so, and Export CSV says there is nobody to export", async () => {
  await openSubscribers(admin);
  await expect(admin.getByText("No subscribers found")).toBeVisible();
  await admin.getByRole("button", { name: "Export CSV" }).click();
  await expect(toast(admin, "No subscribers")).toContainText("There are no subscribers to export.");

  // The export itself, posted directly, sends the visitor back with the same message.
  await admin.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[action="/admin/subscribers/export"]')!;
    HTMLFormElement.prototype.submit.call(form);
  });
  await expect(admin).toHaveURL(/\/admin\/subscribers(\?|$)/);
  await expect(toast(admin, "No subscribers")).toContainText("There are no subscribers to export.");
  // Its old address (a GET, which another site's link could open) only goes back to the list.
  await admin.goto("/admin/subscribers/export");
  await expect(admin).toHaveURL(/\/admin\/subscribers$/);
});

test("Add Subscriber adds an active subscriber, and refuses a duplicate in any case and an invalid address", async () => {
  await openSubscribers(admin);
  const email = `new.person-${RUN}@example.com`;
  const dialog = await addInDialog(admin, `  New.Person-${RUN}@Example.COM `, "Nia");
  await expect(toast(admin, "Subscriber added")).toContainText(`${email} is now on the list.`);
  await expect(dialog).toBeHidden();
  await expect(row(admin, email)).toContainText("Nia");
  await expect(row(admin, email).getByText("Active", { exact: true })).toBeVisible();

  await addInDialog(admin, email.toUpperCase());
  await expect(toast(admin, "This email is already subscribed.")).toBeVisible();
  await expect(dialog.getByText("This email is already subscribed.")).toBeVisible();

  for (const invalid of ["no-at-sign.example.com", "  "]) {
    await dialog.getByLabel("Email").fill(invalid);
    await dialog.getByRole("button", { name: "Add Subscriber" }).click();
    await expect(toast(admin, "Invalid email").last()).toContainText("Please enter a valid email address.");
    await expect(dialog.getByText("Invalid email: Please enter a valid email address.")).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(rows(admin)).toHaveCount(1);
});

test("search finds subscribers by e-mail, first name, last name and state, in any case", async () => {
  insertSubscribers([
    { email: `ann-${RUN}@alpha.test`, firstName: "Annabel", lastName: "Smythe" },
    { email: `bob-${RUN}@beta.test`, firstName: "Robert", state: "pending" },
    { email: `cy-${RUN}@gamma.test`, lastName: "Okonkwo", state: "unsubscribed" },
  ]);
  await openSubscribers(admin);
  await expect(rows(admin)).toHaveCount(4);
  await expect(row(admin, `bob-${RUN}`).getByText("Pending", { exact: true })).toBeVisible();
  await expect(row(admin, `cy-${RUN}`).getByText("Unsubscribed", { exact: true })).toBeVisible();

  for (const [query, email] of [
    ["ALPHA.test", `ann-${RUN}`],
    ["robert", `bob-${RUN}`],
    ["OKONKWO", `cy-${RUN}`],
    ["Unsubscribed", `cy-${RUN}`],
    ["pending", `bob-${RUN}`],
  ] as const) {
    await search(admin, query);
    await expect(rows(admin)).toHaveCount(1);
    await expect(row(admin, email)).toBeVisible();
  }
  await search(admin, "ACTIVE");
  await expect(rows(admin)).toHaveCount(2);
  await search(admin, "nobody-at-all");
  await expect(admin.getByText("No subscribers found")).toBeVisible();
  await admin.getByRole("link", { name: "Clear" }).click();
  await expect(rows(admin)).toHaveCount(4);
});

test("Export CSV downloads subscribers.csv with the spec's header row", async () => {
  await openSubscribers(admin);
  const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("button", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("subscribers.csv");
  const lines = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(5);
  expect(lines.find((line) => line.includes(`bob-${RUN}@beta.test`))).toMatch(/,Robert,,\d{4}-\d\d-\d\dT[^,]+,Pending,English \(en\)$/);
  await expect(toast(admin, "Export complete")).toContainText("4 subscribers exported to subscribers.csv.");

  // With a search active, the export holds its matches, and the button says so.
  await search(admin, "pending");
  const filtered = admin.getByRole("button", { name: /Export CSV/ });
  await expect(filtered).toContainText("(1 matching)");
  const [matching] = await Promise.all([admin.waitForEvent("download"), filtered.click()]);
  const matchingLines = (await readFile(await matching.path(), "utf8")).trimEnd().split("\r\n");
  expect(matchingLines).toHaveLength(2);
  expect(matchingLines[1]).toContain(`bob-${RUN}@beta.test`);
});

test("Delete asks first, then removes the subscriber", async () => {
  await openSubscribers(admin);
  const email = `ann-${RUN}@alpha.test`;
  await row(admin, email).getByRole("link", { name: /^Delete/ }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Delete Subscriber" });
  await expect(dialog).toContainText(`Are you sure you want to delete ${email}?`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(admin, email)).toBeVisible();

  await row(admin, email).getByRole("link", { name: /^Delete/ }).click();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(admin, "Subscriber deleted")).toContainText(`${email} has been removed from the list.`);
  await expect(row(admin, email)).toHaveCount(0);
  await expect(rows(admin)).toHaveCount(3);
});

test("the screen passes an automated accessibility check, with the list and with the dialog open", async () => {
  await openSubscribers(admin);
  await expectNoSeriousViolations(admin);
  await admin.getByRole("link", { name: "Add Subscriber" }).click();
  await expect(admin.getByRole("dialog", { name: "Add Subscriber" })).toBeVisible();
  await expectNoSeriousViolations(admin);
});

test("without JavaScript, search, Add, Delete and an empty export still work, with their messages on the page", async ({ browser }) => {
  const context = await browser.newContext({ storageState: await admin.context().storageState(), javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `nojs-${RUN}@example.com`;
  try {
    await page.goto("/admin/subscribers");
    await page.getByRole("link", { name: "Add Subscriber" }).click();
    await expect(page).toHaveURL(/\?add=1$/);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Add Subscriber" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Subscriber added: ${email} is now on the list.` })).toBeVisible();

    await page.goto("/admin/subscribers?add=1");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Add Subscriber" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This email is already subscribed." })).toBeVisible();

    await page.getByRole("searchbox", { name: /Search subscribers/ }).fill("nojs");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await row(page, email).getByRole("link", { name: /^Delete/ }).click();
    const confirmation = page.getByRole("region", { name: "Delete Subscriber" });
    await expect(confirmation).toContainText(`Are you sure you want to delete ${email}?`);
    await confirmation.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Subscriber deleted: ${email} has been removed from the list.` })).toBeVisible();
    await expect(page.getByText("No subscribers found")).toBeVisible();

    // The search now matches nobody, so its export comes back with the spec's message.
    await page.getByRole("button", { name: /Export CSV/ }).click();
    await expect(page).toHaveURL(/q=nojs/);
    await expect(page.getByRole("main")).toContainText("There are no subscribers to export.");
  } finally {
    await context.close();
  }
});

test("a Viewer reads the list without the controls to change or export it, and the server refuses them too", async ({ browser }) => {
  const viewer = await createE2eStaff(`viewer-subscribers-${RUN}@example.com`, "viewer");
  const page = await (await browser.newContext()).newPage();
  try {
    await signIn(page, viewer.email, viewer.password);
    await openSubscribers(page);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Add Subscriber" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Export CSV/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);

    const exportResponse = await page.request.post("/admin/subscribers/export", { form: { q: "" }, maxRedirects: 0 });
    expect(exportResponse.status()).toBe(403);
    const forged = await page.evaluate(async (email) => {
      const body = new FormData();
      body.set("intent", "add");
      body.set("email", email);
      return (await fetch("/admin/subscribers", { method: "POST", body })).status;
    }, `forged-${RUN}@example.com`);
    expect(forged).toBe(403);
    await openSubscribers(page, `?q=forged-${RUN}`);
    await expect(page.getByText("No subscribers found")).toBeVisible();
  } finally {
    await page.context().close();
  }
});
