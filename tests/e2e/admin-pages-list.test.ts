// The Pages list end to end (spec 2 Pages list and create-first, 5, 7 Import, 8): the empty state,
// Import Website Pages twice, search by title, slug and state, View in a new tab (a site page
// wins at its URL, and the list says so), Delete with its confirmation, the bulk actions (tick, Publish,
// filter by status, select all, Delete through its dialog), pagination past 50 pages,
// the session-ended toast, and the create-first screen. The e2e database is shared by every test
// file, so this file starts from an empty pages table and removes the pages it adds.
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { clearPages, deletePagesWithSlugPrefix, insertPages, restoreSitePages } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

test.describe.configure({ mode: "serial" });

const SEED_TITLES = ["Home", "Services", "How It Works", "Case Studies", "Contact"];
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DRAFT = { slug: `draft-${RUN}`, title: `Pricing Draft ${RUN}` };

let admin: Page;

test.beforeAll(async ({ browser }) => {
  clearPages();
  admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
});

test.afterAll(async () => {
  deletePagesWithSlugPrefix(`bulk-${RUN}`);
  deletePagesWithSlugPrefix(`bulkact-${RUN}`);
  deletePagesWithSlugPrefix(DRAFT.slug);
  // The imported pages hold the site pages' slugs: gone, the site pages come back for later files.
  clearPages();
  await restoreSitePages();
  await admin?.context().close();
});

async function openPages(page: Page, query = ""): Promise<void> {
  await page.goto(`/admin/pages${query}`);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
}

function rows(page: Page): Locator {
  return page.getByRole("region", { name: "Pages" }).getByRole("row").filter({ has: page.getByRole("cell") });
}

function row(page: Page, title: string): Locator {
  return rows(page).filter({ has: page.getByRole("cell", { name: title, exact: true }) });
}

async function search(page: Page, query: string): Promise<void> {
  await page.getByRole("searchbox", { name: /Search pages/ }).fill(query);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/%20/g, "\\+")}`));
}

test("an empty list says so and leads to the first page", async () => {
  await openPages(admin);
  const main = admin.getByRole("main");
  await expect(main.getByRole("heading", { name: "No pages found" })).toBeVisible();
  await expect(main.getByText("You haven't created any pages yet")).toBeVisible();
  await expect(main.getByRole("link", { name: "Create your first page" })).toHaveAttribute("href", "/admin/pages/create-first");
  await expect(main.getByRole("link", { name: "New Page" })).toHaveAttribute("href", "/admin/pages/new");
});

test("Import Website Pages adds the five pages, published, and the second time finds them all there", async () => {
  await openPages(admin);
  // Hold the answer back a moment, so the busy label can be seen.
  await admin.route("**/admin/pages.data**", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await admin.getByRole("button", { name: "Import Website Pages" }).click();
  await expect(admin.getByRole("button", { name: "Importing..." })).toBeDisabled();
  await expect(toast(admin, "Success")).toContainText("Successfully imported 5 pages to the CMS.");
  await admin.unroute("**/admin/pages.data**");

  await expect(rows(admin)).toHaveCount(5);
  for (const title of SEED_TITLES) await expect(row(admin, title).getByText("Published", { exact: true })).toBeVisible();
  await expect(row(admin, "Home").getByRole("cell", { name: "/home" })).toBeVisible();

  await admin.getByRole("button", { name: "Import Website Pages" }).click();
  await expect(toast(admin, "All pages already exist in the CMS.")).toBeVisible();
  await expect(rows(admin)).toHaveCount(5);

  // Published pages join the sitemap, each URL once: /services stays the site page's entry.
  const xml = await (await admin.request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]*\/home<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
  expect(xml.match(/\/services<\/loc>/g)).toHaveLength(1);
});

test("search finds pages by title, slug and state, in any case, and says when nothing matches", async () => {
  await insertPages([{ ...DRAFT, published: false }]);
  await openPages(admin);
  await expect(row(admin, DRAFT.title).getByText("Draft", { exact: true })).toBeVisible();

  await search(admin, "how IT");
  await expect(rows(admin)).toHaveCount(1);
  await expect(row(admin, "How It Works")).toBeVisible();

  await search(admin, "CASE-stud");
  await expect(rows(admin)).toHaveCount(1);
  await expect(row(admin, "Case Studies")).toBeVisible();

  await search(admin, "Draft");
  await expect(rows(admin)).toHaveCount(1);
  await expect(row(admin, DRAFT.title)).toBeVisible();

  await search(admin, "PUBLISHED");
  await expect(rows(admin)).toHaveCount(5);
  await expect(row(admin, DRAFT.title)).toHaveCount(0);

  await search(admin, "no such page");
  await expect(admin.getByRole("main").getByText('No pages match "no such page".')).toBeVisible();
  await expect(admin.getByRole("main").getByRole("link", { name: "Create your first page" })).toHaveCount(0);

  await admin.getByRole("link", { name: "Clear" }).click();
  await expect(rows(admin)).toHaveCount(6);
});

test("View opens the public page in a new tab; where a site page has the URL, the list says that page is shown", async () => {
  await openPages(admin);
  const services = row(admin, "Services");
  await expect(services.getByText("Built-in page", { exact: true })).toBeVisible();
  await expect(services).toContainText("A built-in page of the website already uses this URL");
  await expect(row(admin, "Home").getByText("Built-in page", { exact: true })).toHaveCount(0);

  const view = services.getByRole("link", { name: /^View/ });
  await expect(view).toHaveAttribute("target", "_blank");
  await expect(view).toHaveAttribute("rel", /noopener/);
  const [builtIn] = await Promise.all([admin.waitForEvent("popup"), view.click()]);
  await expect(builtIn).toHaveURL(/\/services$/);
  // The built-in Services page with its sections, not the imported copy.
  await expect(builtIn.locator("#test-buying")).toBeAttached();
  await builtIn.waitForLoadState();
  await builtIn.close();

  const [home] = await Promise.all([admin.waitForEvent("popup"), row(admin, "Home").getByRole("link", { name: /^View/ }).click()]);
  await expect(home).toHaveURL(/\/home$/);
  await expect(home.getByRole("heading", { name: "Quality Control for Global Brands" })).toBeVisible();
  await home.waitForLoadState();
  await home.close();
});

test("Delete asks first, then removes the page", async () => {
  await openPages(admin);
  await row(admin, DRAFT.title).getByRole("link", { name: /^Delete/ }).click();
  const dialog = admin.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this page? This action cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row(admin, DRAFT.title)).toBeVisible();

  await row(admin, DRAFT.title).getByRole("link", { name: /^Delete/ }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(admin, "Page deleted")).toContainText("The page has been successfully deleted.");
  await expect(row(admin, DRAFT.title)).toHaveCount(0);
  await expect(rows(admin)).toHaveCount(5);
});

test("bulk Publish changes the ticked pages, and bulk Delete asks first, then removes every page of the page", async () => {
  const titles = ["One", "Two", "Three"].map((word) => `Bulk action ${word} ${RUN}`);
  await insertPages(titles.map((title, i) => ({ slug: `bulkact-${RUN}-${i}`, title })));
  await openPages(admin, `?q=bulkact-${RUN}`);
  await expect(rows(admin)).toHaveCount(3);
  const bar = admin.getByRole("form", { name: "Bulk actions" });
  await expect(bar.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();

  await row(admin, titles[0]!).getByRole("checkbox", { name: `Select ${titles[0]}` }).check();
  await row(admin, titles[1]!).getByRole("checkbox", { name: `Select ${titles[1]}` }).check();
  await expect(bar).toContainText("2 pages selected");
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(admin, "2 pages published")).toBeVisible();
  await expect(row(admin, titles[0]!).getByText("Published", { exact: true })).toBeVisible();
  await expect(row(admin, titles[1]!).getByText("Published", { exact: true })).toBeVisible();
  await expect(row(admin, titles[2]!).getByText("Draft", { exact: true })).toBeVisible();
  await expect(bar).toContainText("0 pages selected");
  // The filter by status, in the address.
  await openPages(admin, `?q=bulkact-${RUN}&status=draft`);
  await expect(rows(admin)).toHaveCount(1);

  await openPages(admin, `?q=bulkact-${RUN}`);
  await admin.getByRole("checkbox", { name: "Select all on this page" }).check();
  await expect(bar).toContainText("3 pages selected");
  await bar.getByRole("button", { name: "Delete" }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Delete 3 pages?" });
  await expect(dialog).toContainText("This action cannot be undone.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(rows(admin)).toHaveCount(3);

  await bar.getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(admin, "3 pages deleted")).toBeVisible();
  await expect(admin.getByText(`No pages match "bulkact-${RUN}".`)).toBeVisible();
});

test("more than 50 pages are shown 50 at a time, and paging keeps the search", async () => {
  await insertPages(Array.from({ length: 53 }, (_, i) => ({ slug: `bulk-${RUN}-${i}`, title: `Bulk ${RUN} ${String(i).padStart(2, "0")}`, published: i % 2 === 0 })));
  await openPages(admin, `?q=bulk-${RUN}`);
  await expect(rows(admin)).toHaveCount(50);
  await expect(admin.getByText("Showing 1–50 of 53 pages")).toBeVisible();
  const pagination = admin.getByRole("navigation", { name: "Pages list pagination" });
  await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(admin).toHaveURL(new RegExp(`q=bulk-${RUN}.*page=2|page=2.*q=bulk-${RUN}`));
  await expect(rows(admin)).toHaveCount(3);
  await expect(admin.getByText("Showing 51–53 of 53 pages")).toBeVisible();
  // The oldest come last.
  await expect(row(admin, `Bulk ${RUN} 00`)).toBeVisible();
  deletePagesWithSlugPrefix(`bulk-${RUN}`);
});

test("the list passes an automated accessibility check", async () => {
  await openPages(admin);
  await expectNoSeriousViolations(admin);
});

test("without JavaScript, search, Import and Delete still work, with their messages on the page", async ({ browser }) => {
  const noJs = { slug: `nojs-${RUN}`, title: `No Script ${RUN}` };
  await insertPages([noJs]);
  const context = await browser.newContext({ storageState: await admin.context().storageState(), javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/admin/pages");
    await page.getByRole("searchbox", { name: /Search pages/ }).fill(noJs.slug);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole("button", { name: "Import Website Pages" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success: All pages already exist in the CMS." })).toBeVisible();

    await row(page, noJs.title).getByRole("link", { name: /^Delete/ }).click();
    const confirmation = page.getByRole("region", { name: `Delete “${noJs.title}”?` });
    await expect(confirmation).toContainText("Are you sure you want to delete this page? This action cannot be undone.");
    await confirmation.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Page deleted: The page has been successfully deleted." })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${noJs.slug}`));
    await expect(page.getByText(`No pages match "${noJs.slug}".`)).toBeVisible();
  } finally {
    await context.close();
    deletePagesWithSlugPrefix(noJs.slug);
  }
});

test("when the session has ended, Import says sign-in is needed", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  await openPages(page);
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Import Website Pages" }).click();
  await expect(toast(page, "Authentication required")).toContainText("You must be logged in to import pages.");
  await page.context().close();
});

test("a Viewer reads the list without the controls to change it, and cannot create a first page", async ({ browser }) => {
  const viewer = await createE2eStaff(`viewer-pages-${RUN}@example.com`, "viewer");
  const page = await (await browser.newContext()).newPage();
  try {
    await signIn(page, viewer.email, viewer.password);
    await openPages(page);
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Import Website Pages" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "New Page" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Delete/ })).toHaveCount(0);
    await expect(row(page, "Home").getByRole("link", { name: /^Open/ })).toHaveAttribute("href", /^\/admin\/pages\/edit\//);
    await expect(row(page, "Home").getByRole("link", { name: /^View/ })).toHaveAttribute("href", "/home");

    await page.goto("/admin/pages/create-first");
    await expect(page.getByRole("button", { name: "Create Sample Page" })).toBeDisabled();
    await expect(page.getByText("Viewers can read pages but not create them.")).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test("create-first adds the sample welcome page and opens it in the editor", async () => {
  await admin.goto("/admin/pages/create-first");
  await waitForPageReady(admin);
  await expect(admin.getByRole("heading", { level: 1, name: "Create your first page" })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Start from Scratch" })).toHaveAttribute("href", "/admin/pages/new");
  await admin.getByRole("button", { name: "Create Sample Page" }).click();
  await expect(admin).toHaveURL(/\/admin\/pages\/edit\/[0-9a-f-]{36}$/);

  await openPages(admin, "?q=welcome");
  await expect(row(admin, "Welcome").getByText("Published", { exact: true })).toBeVisible();
  await row(admin, "Welcome").getByRole("link", { name: /^Delete/ }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(admin, "Page deleted")).toBeVisible();
});
