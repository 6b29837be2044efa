// Issue V, item 5: time zones. A person sets their own zone (Australia/Sydney) on the Account page,
// schedules a publish at a Sydney wall-clock time, and sees it stored in UTC and shown with the zone
// named; the browser's own zone (Berlin) plays no part. Screenshots of Account, Settings and the
// editor's schedule control (at 1440 px; Account and Settings also at 390 px) go to /tmp/shots/v-time-zones/.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { openPublishingPanel, signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { storedScheduleRunAt } from "#tests/utils/e2e-db.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { screenshotAtBothWidths } from "#tests/utils/e2e-shots.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots/v-time-zones";
// January is summer in Sydney (GMT+11): 9:30 am there is 10:30 pm UTC the day before.
const YEAR = new Date().getUTCFullYear() + 1;
const PICKED = `${YEAR}-01-15T09:30`;
const STORED = `${YEAR}-01-14T22:30:00.000Z`;

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

const WIDE = { width: 1440, height: 900 };
test(`an Editor in Sydney schedules a publish in Sydney time, stored in UTC`, async ({ browser }) => {
  const account = await createE2eStaff(`sydney-${RUN}@example.com`, "editor");
  const context = await browser.newContext({ viewport: WIDE, timezoneId: "Europe/Berlin" });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);

  // Every account starts on the site's zone (UTC on an install that never chose one).
  await open(page, "/admin/account", "Account");
  await expect(page.getByRole("radio", { name: /Use the site's time zone/ })).toBeChecked();
  await expect(page.getByText("UTC (set by an Admin in Settings)")).toBeVisible();

  // A zone the server does not know is refused, with what to do, and nothing changes.
  await page.getByLabel("My time zone").fill("Mars/Olympus");
  await page.getByRole("button", { name: "Save Time Zone" }).click();
  await expect(page.getByText("“Mars/Olympus” is not a time zone we know.", { exact: false }).first()).toBeVisible();
  await page.reload();
  await waitForPageReady(page);
  await expect(page.getByRole("radio", { name: /Use the site's time zone/ })).toBeChecked();

  await page.getByLabel("My time zone").fill("Australia/Sydney");
  await expect(page.getByRole("radio", { name: "Use my own time zone" })).toBeChecked();
  await page.getByRole("button", { name: "Save Time Zone" }).click();
  await expect(toast(page, "Time zone saved").first()).toBeVisible();
  await expect(page.getByText(/Right now it is .* \(Sydney, GMT\+1[01]\)/)).toBeVisible();
  await screenshotAtBothWidths(page, `${SHOTS}/account`, { fullPage: true });

  // A draft, then its publish scheduled at a Sydney wall-clock time.
  await open(page, "/admin/pages/new", "New Page");
  await page.getByLabel("Page Title").fill(`Sydney launch ${RUN}`);
  await page.getByRole("button", { name: "Save Page" }).click();
  await expect(toast(page, "Page created").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/edit\/[^/?]+$/);
  const pageId = new URL(page.url()).pathname.split("/").pop()!;

  await openPublishingPanel(page, "Schedule");
  const schedule = page.getByRole("region", { name: /^Publish/ });
  const picker = page.getByLabel("Publish on (Sydney time)", { exact: true });
  await expect(picker).toBeVisible();
  await expect(page.getByText("Your time zone is Australia/Sydney.").first()).toBeVisible();
  await picker.fill(PICKED);
  await schedule.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/editor-schedule-input-1440.png` });
  await page.getByRole("button", { name: "Schedule publish" }).click();
  await expect(toast(page, "Publish scheduled").first()).toContainText(`Set for Jan 15, ${YEAR} 9:30 am (Sydney, GMT+11).`);
  await expect(schedule.getByText(`Publishes Jan 15, ${YEAR} 9:30 am (Sydney, GMT+11)`)).toBeVisible();
  expect(new Date(storedScheduleRunAt(pageId, "publish")!).toISOString()).toBe(STORED);

  // Changing it starts from the time as set, shown back in Sydney time.
  await schedule.getByRole("button", { name: "Change" }).click();
  await expect(picker).toHaveValue(PICKED);
  await schedule.scrollIntoViewIfNeeded();
  // (At 390 px the schedule panel is photographed by admin-publishing-bar.test.ts: re-laid out here, it would lose what was typed.)
  await page.screenshot({ path: `${SHOTS}/editor-schedule-1440.png` });

  // The Pages list says the same, zone named.
  await page.goto(`/admin/pages?q=${encodeURIComponent(`Sydney launch ${RUN}`)}`);
  await waitForPageReady(page);
  await expect(page.getByText(`Publishes Jan 15, ${YEAR} 9:30 am (Sydney, GMT+11)`)).toBeVisible();
  await context.close();
});

test(`the Settings screen offers the site's time zone to Admins`, async ({ browser }) => {
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await open(page, "/admin/settings", "Settings");
  const field = page.getByLabel("Site Time Zone");
  await expect(field).toHaveValue("UTC");
  await expect(field).toBeEditable();
  // In the middle of the screen: the sticky Save bar covers the bottom edge.
  await field.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await screenshotAtBothWidths(page, `${SHOTS}/settings`);
  await context.close();
});
