// Every admin list on a phone (issue V, item 2): at 390 px each list with data in it fits the screen
// (nothing scrolls sideways, neither the page nor a table), the name of each row (a page's title, a
// sender, an address) is on screen and not covered by anything, and the row's actions are in reach.
// The same lists at 1440 px keep their name in view too. Screenshots of each at both widths go to
// /tmp/shots/v-phone-lists for a person to look at.
import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { deletePages, insertContactSubmission } from "#tests/utils/e2e-db.ts";
import { reindexPages, restoreSitePages, withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { E2E_SERVER } from "#tests/utils/e2e-server.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";
import { plainPng } from "#tests/utils/media-images.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/v-phone-lists";

// Names as long as real ones get: a phone must show them whole.
const NAMES = {
  page: `Spring Factory Audit Campaign ${RUN}`,
  insight: `How to Read a Factory Audit Report ${RUN}`,
  caseStudy: `Safer Toys for a Family Brand ${RUN}`,
  sender: `Margaret Thornbury-Hughes ${RUN}`,
  subscriber: `subscriber.with.a.long.address.${RUN}@example.com`,
  user: `phone-lists-editor-${RUN}@example.com`,
  invitation: `invited-colleague-${RUN}@example.com`,
  redirect: `/old-services/quality-control-${RUN}`,
  notFound: `/missing/inspection-checklist-${RUN}`,
  webhook: `Newsletter sync ${RUN}`,
  author: `Dr. Evelyn Castellanos ${RUN}`,
  topic: `Supplier Audits ${RUN}`,
  media: `phone-${RUN}.png`,
} as const;

const pageIds: string[] = [];

test.beforeAll(async ({ browser }) => {
  await restoreSitePages();
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
  withDatabase((database) => {
    const page = database.prepare(
      "INSERT INTO pages (id, title, slug, meta_description, content, is_published, author_id, created_at, updated_at, version, locale, translation_key, collection, fields) VALUES (?, ?, ?, '', ?, ?, NULL, ?, ?, 1, 'en', ?, ?, '{}')",
    );
    for (const [title, slug, collection] of [
      [NAMES.page, `spring-audit-${RUN}`, null],
      [NAMES.insight, `audit-report-${RUN}`, "insights"],
      [NAMES.caseStudy, `safer-toys-${RUN}`, "case-studies"],
    ] as const) {
      const id = randomUUID();
      page.run(id, title, slug, JSON.stringify({ html: `<p>${title}</p>` }), 1, now, now, id, collection);
      pageIds.push(id);
    }
    database
      .prepare("INSERT INTO subscribers (id, email, first_name, last_name, subscribed_at, is_active, confirmed_at, unsubscribed_at, source) VALUES (?, ?, 'Ada', 'Long', ?, 1, ?, NULL, 'signup')")
      .run(randomUUID(), NAMES.subscriber, now, now);
    database
      .prepare("INSERT INTO invitations (id, email, role, token_hash, invited_by, created_at, expires_at, accepted_at, revoked_at) VALUES (?, ?, 'editor', ?, NULL, ?, ?, NULL, NULL)")
      .run(randomUUID(), NAMES.invitation, randomUUID(), now, later);
    database
      .prepare("INSERT INTO redirects (id, from_path, to_path, status_code, source, created_at, updated_at) VALUES (?, ?, '/services/quality-control-and-inspections', 301, 'manual', ?, ?)")
      .run(randomUUID(), NAMES.redirect, now, now);
    database.prepare("INSERT INTO not_found_log (day, path, hits, last_seen, referrer_host) VALUES (?, ?, 3, ?, 'www.example-partner-site.com')").run(now.slice(0, 10), NAMES.notFound, now);
    const webhookId = randomUUID();
    database
      .prepare("INSERT INTO webhook_configs (id, name, url, event_type, secret, is_active, disabled_reason, created_by, created_at, updated_at) VALUES (?, ?, ?, 'subscribers_export', ?, 1, NULL, NULL, ?, ?)")
      .run(webhookId, NAMES.webhook, `https://hooks.example.com/newsletter/${RUN}`, `whsec_${Buffer.from(randomUUID()).toString("base64")}`, now, now);
    const deliveryId = `msg_${RUN}`;
    database
      .prepare("INSERT INTO webhook_deliveries (id, webhook_id, event_type, payload, status, attempts, created_at, updated_at) VALUES (?, ?, 'subscribers_export', '{}', 'failed', 1, ?, ?)")
      .run(deliveryId, webhookId, now, now);
    database
      .prepare("INSERT INTO webhook_attempts (id, delivery_id, webhook_id, attempt, status_code, duration_ms, error, created_at) VALUES (?, ?, ?, 1, 503, 840, 'The receiver answered 503 Service Unavailable.', ?)")
      .run(randomUUID(), deliveryId, webhookId, now);
    database
      .prepare("INSERT INTO author_profiles (id, author_key, user_id, locale, slug, name, role, bio, photo_media_id, created_at, updated_at) VALUES (?, ?, NULL, 'en', ?, ?, 'Head of Audits', '', NULL, ?, ?)")
      .run(randomUUID(), `author-${RUN}`, `evelyn-${RUN}`, NAMES.author, now, now);
    database
      .prepare("INSERT INTO topics (id, translation_key, locale, slug, name, created_at, updated_at) VALUES (?, ?, 'en', ?, ?, ?, ?)")
      .run(randomUUID(), `topic-${RUN}`, `supplier-audits-${RUN}`, NAMES.topic, now, now);
  });
  await reindexPages();
  insertContactSubmission({ name: NAMES.sender, email: `margaret.thornbury-hughes.${RUN}@northwind-trading.example.com`, company: "Northwind Trading Company Limited", message: "Please call me." });
  await createE2eStaff(NAMES.user, "editor");

  // An image in the library, uploaded as staff do.
  const page = await browser.newPage({ baseURL: E2E_SERVER.origin });
  await signInAsAdmin(page);
  await page.goto("/admin/media");
  await waitForPageReady(page);
  await page.getByLabel("Upload images").setInputFiles([{ name: NAMES.media, mimeType: "image/png", buffer: await plainPng(640, 480) }]);
  await expect(page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: NAMES.media })).toContainText("Uploaded", { timeout: 20_000 });
  await page.close();
});

test.afterAll(() => {
  deletePages(pageIds);
  withDatabase((database) => {
    database.prepare("DELETE FROM subscribers WHERE email = ?").run(NAMES.subscriber);
    database.prepare("DELETE FROM invitations WHERE email = ?").run(NAMES.invitation);
    database.prepare("DELETE FROM redirects WHERE from_path = ?").run(NAMES.redirect);
    database.prepare("DELETE FROM not_found_log WHERE path = ?").run(NAMES.notFound);
    database.prepare("DELETE FROM webhook_configs WHERE name = ?").run(NAMES.webhook);
    database.prepare("DELETE FROM author_profiles WHERE name = ?").run(NAMES.author);
    database.prepare("DELETE FROM topics WHERE name = ?").run(NAMES.topic);
  });
});

interface AdminList {
  name: string;
  path: string;
  /** Each row's name as the screen shows it: the text that must be on screen and uncovered. */
  names: (page: Page) => Locator[];
  /** Something to do before looking (open the tables behind the dashboard's charts). */
  prepare?: (page: Page) => Promise<void>;
}

/** The table cell a row's name is in: what nothing may cover. */
const cellWith = (page: Page, text: string) => page.locator("td").filter({ hasText: text }).first();

const LISTS: AdminList[] = [
  {
    name: "pages",
    path: `/admin/pages?q=${RUN}`,
    names: (page) => [cellWith(page, NAMES.page), page.getByRole("region", { name: "Website Pages" }).getByRole("listitem").first()],
  },
  { name: "insights", path: `/admin/insights?q=${RUN}`, names: (page) => [cellWith(page, NAMES.insight)] },
  { name: "case-studies", path: "/admin/case-studies", names: (page) => [cellWith(page, NAMES.caseStudy)] },
  { name: "authors", path: "/admin/insights/authors", names: (page) => [page.getByText(NAMES.author, { exact: true }).first()] },
  { name: "topics", path: "/admin/insights/topics", names: (page) => [page.getByText(NAMES.topic, { exact: true }).first()] },
  { name: "inbox", path: `/admin/contact-submissions?q=${RUN}`, names: (page) => [cellWith(page, NAMES.sender)] },
  { name: "subscribers", path: `/admin/subscribers?q=${RUN}`, names: (page) => [cellWith(page, NAMES.subscriber), cellWith(page, NAMES.webhook)] },
  { name: "users", path: `/admin/users?q=${RUN}`, names: (page) => [cellWith(page, NAMES.user), cellWith(page, NAMES.invitation)] },
  { name: "redirects", path: `/admin/redirects?q=${RUN}`, names: (page) => [cellWith(page, NAMES.redirect), cellWith(page, NAMES.notFound)] },
  { name: "media", path: "/admin/media", names: (page) => [page.getByRole("list", { name: "Images" }).getByRole("listitem").filter({ hasText: NAMES.media })] },
  { name: "translations", path: "/admin/translations", names: (page) => [page.locator('td[data-cell="primary"]').first()] },
  { name: "languages", path: "/admin/settings/languages", names: (page) => [page.locator("li").filter({ hasText: "Deutsch" }).first()] },
  {
    name: "dashboard",
    path: "/admin/dashboard",
    names: (page) => [page.locator("[data-panel] td").first()],
    prepare: async (page) => {
      for (const summary of await page.locator("[data-panel] summary").all()) await summary.click();
    },
  },
];

/** What a person would see wrong: the page wider than the screen, and on a phone a table that scrolls sideways. */
async function horizontalOverflow(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    for (const table of phone ? document.querySelectorAll("table") : []) {
      const box = table.parentElement!;
      if (box.scrollWidth > box.clientWidth + 1) found.push(`the table "${box.getAttribute("aria-label") ?? ""}" scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px)`);
    }
    return found;
  }, phone);
}

/**
 * Why `name` is not readable, or null when it is: it must be inside the screen's width, its centre
 * must show the element itself (not a pinned column or anything else on top), and on a phone its
 * text must not be cut short.
 */
async function unreadable(name: Locator, phone: boolean): Promise<string | null> {
  await name.scrollIntoViewIfNeeded();
  return name.evaluate((element, phone) => {
    element.scrollIntoView({ block: "center", inline: "nearest" });
    const box = element.getBoundingClientRect();
    const label = (element.textContent ?? "").trim().slice(0, 60);
    if (box.width === 0 || box.height === 0) return `"${label}" has no size`;
    if (box.left < 0 || box.right > window.innerWidth + 0.5) return `"${label}" is outside the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${window.innerWidth} px)`;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !element.contains(hit)) return `"${label}" is covered by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute("class") ?? ""}">`;
    if (phone && element.scrollWidth > element.clientWidth + 1) return `"${label}" is cut short (${element.scrollWidth} px of text in ${element.clientWidth} px)`;
    return null;
  }, phone);
}

/** Every row action in reach: inside the screen's width. */
async function actionsOutOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('td[data-cell="actions"] :is(a, button)')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > window.innerWidth + 0.5);
      })
      .map((control) => (control.textContent ?? "").trim()),
  );
}

// Each list is loaded once and looked at on a phone, then re-laid out at a desktop's width: the same
// page, without a second load and sign-in per width (the browser tests' CPU is the CI's scarcest).
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

test("every admin list fits the screen at 390 and 1440 px, shows each row's name uncovered and its actions in reach", async ({ page }) => {
  // Thirteen screens, each looked at, measured and photographed at both widths.
  test.setTimeout(240_000);
  await page.setViewportSize(WIDTHS[0]);
  await signInAsAdmin(page);
  for (const list of LISTS) {
    await test.step(list.name, async () => {
      await page.setViewportSize(WIDTHS[0]);
      await page.goto(list.path);
      await waitForPageReady(page);
      await list.prepare?.(page);
      for (const { width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        const phone = width < 768;
        const names = list.names(page);
        for (const name of names) await expect(name).toBeVisible();

        expect(await horizontalOverflow(page, phone), `${list.name} at ${width} px`).toEqual([]);
        for (const name of names) expect(await unreadable(name, phone), `${list.name} at ${width} px`).toBeNull();
        // Every row's name, not only the one this test wrote.
        for (const name of await page.locator('td[data-cell="primary"]').all()) expect(await unreadable(name, phone), `${list.name} at ${width} px`).toBeNull();
        expect(await actionsOutOfReach(page), `${list.name} at ${width} px`).toEqual([]);

        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/${list.name}-${width}.png`, fullPage: true });
      }
    });
  }
});

test.describe("the lists as cards", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keep their table semantics and pass axe", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin/contact-submissions?q=${RUN}`);
    await waitForPageReady(page);
    const table = page.getByRole("table");
    // Screen readers still hear the column of each value.
    await expect(table.getByRole("columnheader", { name: "Email" })).toBeAttached();
    const row = table.getByRole("row").filter({ hasText: NAMES.sender });
    await expect(row.getByRole("cell", { name: `Unread: ${NAMES.sender}` })).toBeVisible();
    // The label beside a value is drawn for the eye only.
    await expect(row.getByRole("cell").nth(2)).toHaveAccessibleName(/^margaret\.thornbury/);
    await expectNoSeriousViolations(page);

    await page.goto(`/admin/pages?q=${RUN}`);
    await waitForPageReady(page);
    await expect(page.getByRole("checkbox", { name: "Select all on this page" })).toBeVisible();
    await page.getByRole("checkbox", { name: `Select ${NAMES.page}` }).check();
    await expect(page.getByText("1 page selected")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
