// The inbox a sales team works in (issue S, decision 047), one flow at 1440 px: assign a message,
// add a note, find it with "Assigned to me"; at 390 px only a screenshot and an overflow check. The
// rules (who may be assigned, who reads notes, forged filters) are data tests
// (app/features/contact/inbox/lead-work.db.test.ts).
import { expect } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { E2E_ADMIN, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { findUser, insertContactSubmission } from "#tests/utils/e2e-db.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const RUN = `lead${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/tmp/shots-s-leads";

test("assign a message, note it and find it under Assigned to me", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  const id = insertContactSubmission({ name: `Quinn ${RUN}`, email: `${RUN}@example.com`, message: "We need a test-buying programme in Asia." });

  await page.goto(`/admin/contact-submissions?view=${id}`);
  await waitForPageReady(page);
  const dialog = page.getByRole("dialog", { name: `Message from Quinn ${RUN}` });
  await dialog.getByLabel("Assigned to").selectOption(findUser(E2E_ADMIN.email)!.id);
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(toast(page, "Message assigned")).toBeVisible();

  await dialog.getByLabel("Add a note").fill(`Called back ${RUN}; sends the SKU list on Monday.`);
  await dialog.getByRole("button", { name: "Add Note" }).click();
  const notes = page.getByRole("dialog").getByRole("region", { name: "Internal notes" });
  await expect(notes.getByRole("listitem").filter({ hasText: `Called back ${RUN}` })).toContainText("(UTC)");

  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Assigned to me" }).click();
  await expect(page).toHaveURL(/assignee=me/);
  await page.getByRole("searchbox", { name: "Search" }).fill(RUN);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/assignee=me.*q=|q=.*assignee=me/);
  const row = page.getByRole("region", { name: "Contact submissions" }).getByRole("row").filter({ hasText: `Quinn ${RUN}` });
  await expect(row).toBeVisible();
  // Every column, Assigned to among them, fits beside the sticky actions on a wide screen.
  const table = page.getByRole("region", { name: "Contact submissions" });
  const [scrollWidth, clientWidth] = await table.evaluate((box) => [box.scrollWidth, box.clientWidth]);
  expect(scrollWidth, `the table is ${scrollWidth} px in ${clientWidth} px`).toBeLessThanOrEqual(clientWidth + 1);
  await page.screenshot({ path: `${SHOTS}/inbox-1440.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/contact-submissions?assignee=me&q=${RUN}&view=${id}`);
  await waitForPageReady(page);
  await expect(page.getByRole("dialog").getByText(`Called back ${RUN}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/inbox-dialog-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});
