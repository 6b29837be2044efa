// The dashboard's visit, lead and subscriber charts (issue N) in Chromium: a visit to the public site
// is counted (no cookie set) and shows in the charts and their tables, with its campaign; every chart
// has its table and CSV export; a Viewer sees and exports the same; no serious accessibility
// violations. The e2e database is shared with other test files, so assertions look for this run's marker.
import { mkdirSync, readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { E2E_SERVER } from "#tests/utils/e2e-server.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { insertContactSubmission } from "#tests/utils/e2e-db.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";
import { insertSubscribers } from "#tests/utils/subscriber-rows.ts";
import { createDb } from "#app/db/client.server.ts";

test.describe.configure({ mode: "serial" });
// Several screens and a download in one test, on a shared two-core machine.
test.setTimeout(90_000);

const RUN = `insights${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/n-analytics";

async function openDashboard(page: Page, days = 7) {
  await page.goto(`/admin/dashboard?days=${days}`);
  await expect(page.getByRole("heading", { level: 2, name: "Visits and leads" })).toBeVisible();
}

function panel(page: Page, title: string) {
  return page.locator(`[data-panel="${title}"]`);
}

/** Opens a panel's table and returns its rows' texts. */
async function tableRows(page: Page, panelTitle: string, tableTitle: string): Promise<string[]> {
  const box = panel(page, panelTitle);
  await box.getByText(`${tableTitle} as a table`).click();
  const table = box.getByRole("region", { name: tableTitle }).getByRole("table");
  await expect(table).toBeVisible();
  return table.locator("tbody tr").allInnerTexts();
}

test("a visit with a campaign is counted without a cookie and shows in the charts, their tables and the CSV; a Viewer reads and exports", async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/?utm_source=${RUN}&utm_medium=email&utm_campaign=spring`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await visitor.cookies()).toEqual([]);
  expect((await page.goto(`/missing-${RUN}`))?.status()).toBe(404);
  await visitor.close();
  insertContactSubmission({ name: `Lead ${RUN}`, email: `${RUN}@example.com`, message: "Hello", sourcePath: "/services" });
  const database = createDb(E2E_SERVER.databaseUrl);
  await insertSubscribers(database, [{ email: `joined-${RUN}@example.com` }, { email: `left-${RUN}@example.com`, state: "unsubscribed" }]);
  await database.destroy();

  const viewer = await createE2eStaff(`viewer-${RUN}@brandcheck.test`, "viewer");
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await staff.newPage();
  await signIn(admin, viewer.email, viewer.password);

  // The counter writes every 300 ms here; the dashboard shows the campaign once it has.
  await expect(async () => {
    await openDashboard(admin);
    await expect(panel(admin, "Referrers and campaigns").getByText(`${RUN} / email / spring`)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });

  // A not-found path leads to the Redirects screen, its path already filled in as the old path. The
  // 404 log (one record with the Redirects screen's, decision 042) is written every 10 seconds.
  await expect(async () => {
    await openDashboard(admin);
    await expect(panel(admin, "Not-found paths").getByRole("link", { name: `/missing-${RUN}` })).toHaveAttribute(
      "href",
      `/admin/redirects?${new URLSearchParams({ from: `/missing-${RUN}` })}#redirect-form`,
      { timeout: 500 },
    );
  }).toPass({ timeout: 30_000 });

  // Each chart is an image with a name and a text summary.
  for (const name of ["Visits and unique visitors per day", "Enquiries per day", "Newsletter sign-ups and unsubscribes per day"]) {
    await expect(admin.getByRole("img", { name })).toBeVisible();
  }
  await expect(admin.getByRole("img", { name: "Visits and unique visitors per day" })).toHaveAccessibleDescription(/^Visits: [\d,]+ in total, at most/);

  const today = new Date().toISOString().slice(0, 10);
  const visits = await tableRows(admin, "Visits", "Visits per day");
  expect(visits).toHaveLength(7);
  expect(visits.at(-1)).toMatch(new RegExp(`^${today}\\s+[1-9][\\d,]*\\s+[1-9]`));
  expect(await tableRows(admin, "Referrers and campaigns", "Campaigns")).toContainEqual(expect.stringMatching(new RegExp(`^${RUN}\\s+email\\s+spring\\s+[1-9]`)));
  expect(await tableRows(admin, "Enquiries", "Enquiries by source page")).toContainEqual(expect.stringMatching(/^\/services\s+[1-9]/));
  expect(await tableRows(admin, "Top pages", "Top pages")).toContainEqual(expect.stringMatching(/^\/\s+[1-9][\d,]*\s+\d+\s+(?:[\d.]+%|–)$/));

  // The Viewer exports a table as CSV.
  const campaigns = panel(admin, "Referrers and campaigns");
  const [download] = await Promise.all([admin.waitForEvent("download"), campaigns.getByRole("button", { name: "Export CSV (Campaigns)" }).click()]);
  expect(download.suggestedFilename()).toBe("campaigns-7-days.csv");
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toMatch(/^\uFEFFSource,Medium,Campaign,Visits\r\n/);
  expect(csv).toContain(`${RUN},email,spring,`);

  // Every table open: still no serious accessibility violations.
  for (const summary of await admin.locator("details > summary").all()) {
    if (!(await summary.locator("..").getAttribute("open"))) await summary.click();
  }
  await expectNoSeriousViolations(admin);

  mkdirSync(SHOTS, { recursive: true });
  await openDashboard(admin, 30);
  await admin.screenshot({ path: `${SHOTS}/dashboard-1440.png`, fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
  await expectNoSeriousViolations(admin);
  await staff.close();
});

test("the 7, 30 and 90 day periods each show one row per day", async ({ browser }) => {
  const viewer = await createE2eStaff(`viewer2-${RUN}@brandcheck.test`, "viewer");
  const page = await (await browser.newContext()).newPage();
  await signIn(page, viewer.email, viewer.password);
  for (const days of [7, 30, 90]) {
    await page.goto("/admin/dashboard");
    await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: `${days} days` }).click();
    await expect(page.getByRole("link", { name: `${days} days` })).toHaveAttribute("aria-current", "page");
    expect(await tableRows(page, "Visits", "Visits per day")).toHaveLength(days);
  }
  await page.context().close();
});

test("a not-found path a redirect covers says where it goes, and offers no second redirect", async ({ browser }) => {
  const path = `/moved-${RUN}`;
  const visitor = await browser.newContext();
  expect((await visitor.request.get(path)).status()).toBe(404);
  await visitor.close();
  const viewer = await createE2eStaff(`viewer3-${RUN}@brandcheck.test`, "viewer");
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, viewer.email, viewer.password);
  const notFound = panel(page, "Not-found paths");
  await expect(async () => {
    await openDashboard(page);
    await expect(notFound.getByRole("link", { name: path })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });

  const database = createDb(E2E_SERVER.databaseUrl);
  const at = new Date().toISOString();
  await database.insertInto("redirects").values({ id: `r-${RUN}`, from_path: path, to_path: "/services", status_code: 301, source: "manual", created_at: at, updated_at: at }).execute();
  await database.destroy();
  await openDashboard(page);
  await expect(notFound.getByTitle(path, { exact: true })).toBeVisible();
  await expect(notFound.getByRole("link", { name: path })).toHaveCount(0);
  await expect(notFound).toContainText("Redirected to /services");

  const shots = "/tmp/shots/v-invites-404";
  mkdirSync(shots, { recursive: true });
  await notFound.screenshot({ path: `${shots}/dashboard-not-found-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await notFound.screenshot({ path: `${shots}/dashboard-not-found-390.png` });
  await page.context().close();
});
