// The website's own pages in the admin (issue 19): the Pages screen lists them apart from the pages
// staff create, with their fixed address; Editors and Admins open them to edit, Viewers to read.
// Every test that changes a site page puts it back (Reset to Default), because later files
// (site-fidelity among them) read the same pages from the shared e2e database.
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { seedPages } from "#app/content/seed-pages.ts";
import { sitePageSeed } from "#app/content/site-page-seeds.ts";
import { SITE_PAGES } from "#app/features/pages/site-pages/site-pages.ts";
import { editPageFromList, signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { clearStaffPages, restoreSitePages, sitePageRow } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

/** The site pages this version stores (the rest are still written in code), but the case studies, which the Case Studies screen lists (decision 039). */
const STORED = SITE_PAGES.filter((site) => sitePageSeed(site.key) && !("collection" in site));
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// A file before this one may have emptied the pages table.
test.beforeAll(restoreSitePages);

/** Opens a site page from the Pages screen's Website Pages card, as `Edit` (or `View` for a Viewer). */
async function openSitePage(page: Page, title: string, action: "Edit" | "View" = "Edit"): Promise<void> {
  await page.goto("/admin/pages");
  await page.getByRole("region", { name: "Website Pages" }).getByRole("link", { name: `${action} ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Page" })).toBeVisible();
  await waitForPageReady(page);
}

function faqEditor(page: Page): Locator {
  return page.getByRole("region", { name: /^Section \d+: FAQ$/ });
}

function questionItems(faq: Locator): Locator {
  return faq.getByRole("group", { name: /^Question \d+$/ });
}

async function editorQuestions(faq: Locator): Promise<string[]> {
  // The section's editor loads on demand: wait for its first item before reading them all.
  await expect(questionItems(faq).first()).toBeVisible();
  const items = await questionItems(faq).all();
  return Promise.all(items.map((item) => item.getByLabel("Question", { exact: true }).inputValue()));
}

/** The questions /how-it-works shows a visitor without JavaScript, in order. */
async function publicQuestions(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const visitor = await context.newPage();
    await visitor.goto("/how-it-works");
    const faq = visitor.getByRole("region", { name: "Frequently Asked Questions" });
    return (await faq.getByRole("heading", { level: 3 }).allTextContents()).map((text) => text.trim());
  } finally {
    await context.close();
  }
}

async function saveAndExpectUpdated(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save Page" }).click();
  // A save writes a revision and an audit entry and empties the page cache: on a busy machine, seconds.
  await expect(toast(page, "Page updated").first()).toBeVisible({ timeout: 15_000 });
}

async function resetToDefault(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Reset to Default" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Reset" }).click();
  await expect(toast(page, "Page reset to default").first()).toBeVisible({ timeout: 15_000 });
}

test("the Pages screen lists every site page with its address and an Edit link", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/pages");
  const card = page.getByRole("region", { name: "Website Pages" });
  // One row per page; each row lists the page's translations in a list of its own.
  const rows = card.getByRole("list").first().locator(":scope > li");
  await expect(rows).toHaveCount(STORED.length);
  for (const [index, site] of STORED.entries()) await expect(rows.nth(index)).toContainText(site.path);
  // A fresh install's German and Hong Kong Chinese versions, each up to date and a link to its editor.
  const services = rows.filter({ hasText: "/services" });
  // (Another file may have added a language of its own, switched off, to this worker's server: Italian in admin-settings.)
  const others = services.getByRole("list", { name: "Services in other languages" }).getByRole("listitem");
  await expect(others.filter({ hasText: "Deutsch" })).toHaveText("Deutsch: Up to date");
  await expect(others.filter({ hasText: "繁體中文（香港）" })).toHaveText("繁體中文（香港）: Up to date");
  await services.getByRole("link", { name: /^Deutsch\s?: Up to date$/ }).click();
  await expect(page.getByRole("note")).toContainText("Deutsch translation · Up to date");
  await expect(page.getByLabel("Page Title")).toHaveValue("Leistungen");
  await page.goto("/admin/pages");
  await expect(card.getByRole("link", { name: /^Edit / })).toHaveCount(STORED.length);
  await expect(card.getByRole("link", { name: "Edit Privacy Policy" })).toHaveAttribute("href", /\/admin\/pages\/edit\//);

  if (process.env.SCREENSHOTS) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/site-pages-${width}.png`, fullPage: true });
    }
  }
});

test("a Viewer gets View links, not Edit", async ({ page }) => {
  const viewer = await createE2eStaff(`viewer-site-${Date.now()}@brandcheck.test`, "viewer");
  await signIn(page, viewer.email, viewer.password);
  await page.goto("/admin/pages");
  await expect(page.getByRole("link", { name: "View Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Edit Privacy Policy/ })).toHaveCount(0);
});

test("an Editor changes the home hero's headline, / shows it (also without JavaScript), and Reset to Default brings back the seeded text", async ({ page, browser }) => {
  test.slow(); // several saves and visits without JavaScript, each a full page render
  const SEEDED = "Independent Test Buying and Quality Control for Global Brands";
  const CHANGED = `Quality You Can See ${Date.now().toString(36)}`;
  const editor = await createE2eStaff(`editor-site-${Date.now()}@brandcheck.test`, "editor");
  await signIn(page, editor.email, editor.password);
  await editPageFromList(page, "Test Buying and Product Quality Control");
  if (process.env.SCREENSHOTS) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/site-page-editor-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await page.getByRole("region", { name: "Section 1: Home Hero", exact: true }).getByLabel("Heading", { exact: true }).fill(CHANGED);
  await saveAndExpectUpdated(page);

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(CHANGED);

  await resetToDefault(page);
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(SEEDED);
});

test("with only the site pages stored, the Pages list keeps the spec's empty state, Import adds no page a site page already is, and create-first works", async ({ page }) => {
  clearStaffPages();
  await signInAsAdmin(page);
  await page.goto("/admin/pages");
  await waitForPageReady(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("region", { name: "Website Pages" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "No pages found" })).toBeVisible();
  await expect(main.getByText("You haven't created any pages yet")).toBeVisible();
  await expect(main.getByRole("link", { name: "New Page" })).toHaveAttribute("href", "/admin/pages/new");

  // The site pages hold the import's slugs: it adds only the pages whose site page this
  // version does not store yet (decision 018), so none is hidden behind or duplicates a site page.
  const notStored = seedPages({ phone: "", email: "" }).filter((seed) => !STORED.some((site) => site.slug === seed.slug));
  await main.getByRole("button", { name: "Import Website Pages" }).click();
  await expect(toast(page, "Success")).toContainText(
    notStored.length === 0 ? "All pages already exist in the CMS." : `Successfully imported ${notStored.length} pages to the CMS.`,
  );
  const rows = main.getByRole("region", { name: "Pages", exact: true }).getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(notStored.length);
  clearStaffPages();
  await page.reload();
  await expect(main.getByRole("heading", { name: "No pages found" })).toBeVisible();

  await main.getByRole("link", { name: "Create your first page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your first page" })).toBeVisible();
  await page.getByRole("button", { name: "Create Sample Page" }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\/[0-9a-f-]{36}$/);
  // A CMS page keeps its editable URL Slug.
  await expect(page.getByRole("textbox", { name: "URL Slug" })).toHaveValue("welcome");

  await page.goto("/admin/pages");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Welcome");
  await expect(main.getByRole("region", { name: "Website Pages" }).getByRole("list").first().locator(":scope > li")).toHaveCount(STORED.length);
  clearStaffPages();
});

test("an Editor adds a FAQ question on /how-it-works, and visitors see it, also without JavaScript", async ({ page, browser }) => {
  test.slow(); // several saves and visits without JavaScript, each a full page render
  const QUESTION = `Do you test children's toys? ${RUN}`;
  const ANSWER = `Yes, against EN 71 and ASTM F963 (${RUN}).`;
  const editor = await createE2eStaff(`editor-faq-${RUN}@brandcheck.test`, "editor");
  await signIn(page, editor.email, editor.password);
  await openSitePage(page, "How It Works");

  // A site page's address is fixed: shown as text, not offered as a URL Slug to change.
  await expect(page.getByRole("textbox", { name: "URL Slug" })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Address" }).getByText(/^https?:\/\/[^/]+\/how-it-works$/)).toBeVisible();

  const faq = faqEditor(page);
  // Count once the editor shows the page's questions: a count taken while it renders reads 0.
  await expect(questionItems(faq).first()).toBeVisible();
  const before = await questionItems(faq).count();
  await faq.getByRole("button", { name: "Add Question" }).click();
  const added = faq.getByRole("group", { name: `Question ${before + 1}`, exact: true });
  await expect(added.getByLabel("Question", { exact: true })).toBeFocused();
  await added.getByLabel("Question", { exact: true }).fill(QUESTION);
  await added.getByLabel("Answer", { exact: true }).fill(ANSWER);
  await saveAndExpectUpdated(page);

  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto("/how-it-works");
    const item = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { level: 3, name: QUESTION }) });
    await expect(item).toContainText(ANSWER);
    // The FAQPage structured data names it too.
    expect((await visitor.locator('script[type="application/ld+json"]').allTextContents()).join("")).toContain(QUESTION);
    await context.close();
  } finally {
    await resetToDefault(page);
  }
  expect(await publicQuestions(browser)).not.toContain(QUESTION);
});

test("an Editor reorders FAQ questions with Move up and Move down, by pointer and keyboard, and the site shows the new order", async ({ page, browser }) => {
  test.slow(); // several saves and visits without JavaScript, each a full page render
  const editor = await createE2eStaff(`editor-order-${RUN}@brandcheck.test`, "editor");
  await signIn(page, editor.email, editor.password);
  await openSitePage(page, "How It Works");
  const faq = faqEditor(page);
  const seeded = await editorQuestions(faq);
  expect(seeded.length).toBeGreaterThanOrEqual(3);
  const [first, second, third, ...rest] = seeded as [string, string, string, ...string[]];

  await expect(faq.getByRole("button", { name: "Move Question 1 up" })).toBeDisabled();
  await expect(faq.getByRole("button", { name: `Move Question ${seeded.length} down` })).toBeDisabled();

  await faq.getByRole("button", { name: "Move Question 2 up" }).click();
  expect(await editorQuestions(faq)).toEqual([second, first, third, ...rest]);
  // Now first, the moved question's Move up is disabled: focus stays on it, on its Move down.
  await expect(faq.getByRole("button", { name: "Move Question 1 down" })).toBeFocused();

  await page.keyboard.press("Enter");
  expect(await editorQuestions(faq)).toEqual(seeded);
  await expect(faq.getByRole("button", { name: "Move Question 2 down" })).toBeFocused();
  await page.keyboard.press("Space");
  expect(await editorQuestions(faq)).toEqual([first, third, second, ...rest]);
  await expect(page.getByText("Question moved to position 3 of")).toBeAttached();

  await saveAndExpectUpdated(page);
  try {
    expect((await publicQuestions(browser)).slice(0, 3)).toEqual([first, third, second]);
  } finally {
    await resetToDefault(page);
  }
  expect(await publicQuestions(browser)).toEqual(seeded);
});

test("a Viewer sees a site page read-only, and a forged save is refused with 403 and changes nothing", async ({ page, browser }) => {
  test.slow(); // several saves and visits without JavaScript, each a full page render
  const viewer = await createE2eStaff(`viewer-faq-${RUN}@brandcheck.test`, "viewer");
  await signIn(page, viewer.email, viewer.password);
  await openSitePage(page, "How It Works", "View");

  await expect(page.getByText("You have read-only access to pages.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Page" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reset to Default" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "URL Slug" })).toHaveCount(0);
  const faq = faqEditor(page);
  await expect(faq.getByRole("button", { name: "Add Question" })).toBeDisabled();
  await expect(faq.getByRole("button", { name: "Move Question 2 up" })).toBeDisabled();
  await expect(faq.getByRole("button", { name: "Remove Question 1" })).toBeDisabled();
  await expect(questionItems(faq).first().getByLabel("Question", { exact: true })).toBeDisabled();

  const stored = sitePageRow("how-it-works");
  const publicBefore = await publicQuestions(browser);
  const forged = {
    intent: "save",
    version: String(stored.version),
    page: JSON.stringify({
      title: `Forged by a Viewer ${RUN}`,
      slug: stored.slug,
      metaDescription: stored.metaDescription,
      isPublished: true,
      content: JSON.parse(stored.content) as unknown,
    }),
  };
  const status = await page.evaluate(
    async ({ path, fields }) => (await fetch(path, { method: "POST", body: new URLSearchParams(fields) })).status,
    { path: `/admin/pages/edit/${stored.id}`, fields: forged },
  );
  expect(status).toBe(403);
  expect(sitePageRow("how-it-works")).toEqual(stored);
  expect(await publicQuestions(browser)).toEqual(publicBefore);
});
