// Working together on a page (issue T, decision 049), one flow at 1440 px in two browser contexts:
// an Editor edits, an Admin sees "… is editing" in the list and the editor, takes over, and the
// Editor's editor turns read-only with the unsaved title kept; the Editor's note mentioning the Admin
// rings the Admin's bell. At 390 px only a screenshot and an overflow check. The rules (expiry,
// forged tab ids, Viewers, threads, read marks, e-mail switches) are data tests beside the code.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signIn } from "#tests/utils/e2e-admin.ts";
import { insertPage, removeStaff } from "#tests/utils/e2e-db.ts";
import { reindexPages } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";

const RUN = `collab${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "/work/notes/shots/t-collab";
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

// The files after this one count the Admins (the last-Admin rule): the two accounts go with the test.
test.afterAll(() => removeStaff([`ed-${RUN}@brandcheck.test`, `ad-${RUN}@brandcheck.test`]));

test("one edits, another sees it and takes over, the first turns read-only; a mention rings the bell", async ({ browser }) => {
  test.setTimeout(120_000);
  const editorName = `ed-${RUN}`;
  const adminName = `ad-${RUN}`;
  const editor = await createE2eStaff(`${editorName}@brandcheck.test`, "editor");
  const admin = await createE2eStaff(`${adminName}@brandcheck.test`, "admin");
  const title = `Pricing ${RUN}`;
  const pageId = insertPage({ title, slug: `pricing-${RUN}`, content: { html: "<p>Our prices.</p>" }, isPublished: false });
  // The Pages list's search finds it, as the server's start does for rows written outside it.
  await reindexPages();

  const viewport = { width: 1440, height: 900 };
  const first = await (await browser.newContext({ viewport })).newPage();
  const second = await (await browser.newContext({ viewport })).newPage();
  await signIn(first, editor.email, editor.password);
  await signIn(second, admin.email, admin.password);

  // The Editor opens the page alone: no notice, and types a title they do not save.
  await first.goto(`/admin/pages/edit/${pageId}`);
  await waitForPageReady(first);
  await expect(first.getByTestId("presence-notice")).toHaveCount(0);
  await first.getByLabel("Page Title").fill(`${title} (unsaved draft)`);

  // The Admin sees it in the list, then in the editor, read-only until they choose.
  await second.goto(`/admin/pages?q=${RUN}`);
  await waitForPageReady(second);
  await expect(second.getByRole("row").filter({ hasText: title }).getByTestId("editing-badge")).toContainText(`${editorName} is editing`);
  await second.goto(`/admin/pages/edit/${pageId}`);
  await waitForPageReady(second);
  const notice = second.getByTestId("presence-notice");
  await expect(notice).toContainText(`${editorName} is editing`);
  await expect(second.getByLabel("Page Title")).toHaveAttribute("readonly", "");
  await second.screenshot({ path: `${SHOTS}/editor-someone-editing-1440.png` });
  await notice.getByRole("button", { name: "Take Over" }).click();
  await expect(notice).toHaveCount(0);
  await expect(second.getByLabel("Page Title")).not.toHaveAttribute("readonly");

  // The Editor is told at their next heartbeat (15 s at most): read-only, their unsaved title still there to copy, the bell rung.
  const takenOver = first.getByTestId("presence-notice");
  await expect(takenOver).toContainText(`${adminName} took over this page.`, { timeout: 25_000 });
  await expect(first.getByLabel("Page Title")).toHaveValue(`${title} (unsaved draft)`);
  await expect(first.getByLabel("Page Title")).toHaveAttribute("readonly", "");
  await expect(first.getByRole("button", { name: "Save Page" })).toHaveCount(0);
  await expect(first.getByRole("button", { name: /^Notifications, 1 unread/ })).toBeVisible();
  await first.screenshot({ path: `${SHOTS}/editor-taken-over-1440.png` });

  // Still able to leave a note (notes are not the page): it mentions the Admin.
  const notes = first.locator("#notes");
  await notes.getByRole("combobox", { name: "New note" }).fill(`@${adminName.slice(0, 6)}`);
  await first.getByRole("option", { name: adminName }).click();
  await notes.getByRole("combobox", { name: "New note" }).pressSequentially("please keep my new title.");
  await notes.getByRole("button", { name: "Add Note" }).click();
  await expect(notes.getByTestId("note-thread")).toContainText(`@${adminName} please keep my new title.`);
  await notes.scrollIntoViewIfNeeded();
  await first.screenshot({ path: `${SHOTS}/notes-panel-1440.png` });

  // The Admin's bell lists the mention (fresh at the next navigation); opening it marks it read and leads to the notes.
  await second.goto("/admin/pages");
  await waitForPageReady(second);
  await second.getByRole("button", { name: /^Notifications, 1 unread/ }).click();
  const mention = second.getByRole("link", { name: new RegExp(`${editorName} mentioned you on “${title}”`) });
  await expect(mention).toBeVisible();
  await second.screenshot({ path: `${SHOTS}/bell-1440.png` });
  await mention.click();
  await expect(second).toHaveURL(new RegExp(`/admin/pages/edit/${pageId}#notes$`));
  await expect(second.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // The Admin's editor has said it is editing (its first heartbeat) before the Editor opens it again.
  await expect.poll(async () => JSON.stringify(await (await first.request.get("/admin/presence")).json())).toContain(adminName);

  // 390 px: the Editor's read-only editor with its notice and choice, the bell open; nothing wider than the screen.
  await first.setViewportSize({ width: 390, height: 844 });
  // Leaving the unsaved draft: the browser asks first (the editor's guard), and the Editor leaves.
  first.once("dialog", (dialog) => void dialog.accept());
  await first.goto(`/admin/pages/edit/${pageId}`);
  await waitForPageReady(first);
  await expect(first.getByTestId("presence-notice")).toContainText(`${adminName} is editing`);
  await expect(first.getByRole("button", { name: "View Read-Only" })).toBeVisible();
  await first.screenshot({ path: `${SHOTS}/editor-someone-editing-390.png`, fullPage: true });
  expect(await fitsWidth(first)).toBe(true);
  await first.getByRole("button", { name: /^Notifications/ }).click();
  await first.screenshot({ path: `${SHOTS}/bell-390.png` });
  expect(await fitsWidth(first)).toBe(true);
});
