// The admin's everyday stumbles (issue M, Admin): each behaviour at a phone's width (390 px) and a
// desktop's (1440 px), with a screenshot of each in /tmp/shots/m-admin for a person to look at.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import jsQR from "jsqr";
import sharp from "sharp";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";
import { pickerValue, signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { contactSubmissionStatus, countUnreadContactSubmissions, deletePages, insertContactSubmission, insertPage } from "#tests/utils/e2e-db.ts";
import { withDatabase } from "#tests/utils/e2e-pages.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";

// Invitations and contact messages send e-mails; they need a server to go to, or their jobs keep retrying.
setUpE2eSmtpServer();

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

/** The sidebar's Contact Messages link (the column on a desktop, the drawer's on a phone). */
async function expectUnreadCount(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole("button", { name: "Open navigation" }).click();
  const link = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Contact Messages", exact: true });
  const unread = countUnreadContactSubmissions();
  if (unread === 0) await expect(link).not.toHaveAttribute("aria-describedby");
  else await expect(link).toHaveAccessibleDescription(`${unread} unread`);
  if (phone) await page.keyboard.press("Escape");
}

function pagePublished(id: string): boolean {
  return withDatabase((database) => (database.prepare("SELECT is_published FROM pages WHERE id = ?").get(id) as { is_published: number }).is_published === 1);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/m-admin/${name}.png`, fullPage: true });
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("an unknown /admin/... path shows a not-found screen inside the admin shell", async ({ page }) => {
      await signInAsAdmin(page);
      const response = await page.goto("/admin/no-such-screen");
      expect(response?.status()).toBe(404);
      await waitForPageReady(page);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      // The shell is around it: the header's account link, and the way back to the dashboard.
      await expect(page.getByRole("link", { name: /your account/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
      // Not the public site's not-found page.
      await expect(page.getByRole("link", { name: "Return to Home" })).toHaveCount(0);
      await shot(page, `admin-not-found-${name}`);
      await page.getByRole("link", { name: "Back to Dashboard" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      // Deeper unknown paths too, under an existing screen's address.
      await page.goto("/admin/pages/nowhere/deeper");
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    });

    test("contact messages: unread rows are bold and counted in the sidebar; opening one marks it read, its status unchanged", async ({ page }) => {
      const marker = `${name}-${RUN}`;
      const id = insertContactSubmission({ name: `Unread ${marker}`, email: "unread@example.com", message: "Please call me back" });
      insertContactSubmission({ name: `Done ${marker}`, email: "done@example.com", message: "Handled", status: "completed" });
      await signInAsAdmin(page);
      await page.goto(`/admin/contact-submissions?q=${encodeURIComponent(marker)}`);
      await waitForPageReady(page);
      const row = page.getByRole("region", { name: "Contact submissions" }).getByRole("row").filter({ hasText: `Unread ${marker}` });
      const other = page.getByRole("region", { name: "Contact submissions" }).getByRole("row").filter({ hasText: `Done ${marker}` });
      // Both are unread, whatever their status: read or not is its own marker.
      await expect(row).toHaveAttribute("data-unread", "");
      await expect(other).toHaveAttribute("data-unread", "");
      expect(await row.getByRole("cell").nth(1).evaluate((cell) => getComputedStyle(cell).fontWeight)).toBe("700");
      await expect(row.getByRole("cell").nth(1)).toHaveText(`Unread: Unread ${marker}`);
      await expectUnreadCount(page, name === "phone");
      await shot(page, `inbox-unread-${name}`);

      await row.getByRole("link", { name: /^View/ }).click();
      await expect(page.getByRole("dialog", { name: `Message from Unread ${marker}` })).toContainText("Please call me back");
      await page.keyboard.press("Escape");
      await expect(row).not.toHaveAttribute("data-unread");
      expect(await row.getByRole("cell").nth(1).evaluate((cell) => getComputedStyle(cell).fontWeight)).toBe("400");
      await expect(other).toHaveAttribute("data-unread", "");
      expect(contactSubmissionStatus(id)).toBe("new");
      await expect(row.getByRole("cell").nth(4)).toHaveText("New");
      await expectUnreadCount(page, name === "phone");
      await shot(page, `inbox-read-${name}`);
    });

    test("the editor's Preview shows an unpublished page with its unsaved changes to staff, never cached, noindex", async ({ page }) => {
      const slug = `draft-preview-${name}-${RUN}`;
      const id = insertPage({
        title: "Draft preview",
        slug,
        isPublished: false,
        content: { sections: [{ id: "h1", type: "hero", order: 0, heading: "Saved draft heading", subheading: "", backgroundImage: "", buttonText: "", buttonLink: "" }] },
      });
      try {
        // Visitors get the public 404: the page is not published.
        expect((await page.request.get(`/${slug}`)).status()).toBe(404);
        await signInAsAdmin(page);
        await page.goto(`/admin/pages/edit/${id}`);
        await waitForPageReady(page);
        await page.getByLabel("Page Title").fill("Draft preview, retitled");
        await page.getByLabel("Heading", { exact: true }).fill("Unsaved heading");

        const [response, preview] = await Promise.all([
          page.context().waitForEvent("response", (r) => r.url().endsWith("/admin/pages/preview/draft") && r.request().method() === "POST"),
          page.context().waitForEvent("page"),
          page.getByRole("button", { name: "Preview (opens in a new tab)" }).click(),
        ]).then(([r, p]) => [r, p] as const);
        expect(response.status(), JSON.stringify(response.headers())).toBe(200);
        expect(response.headers()["cache-control"]).toBe("no-store");
        expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
        await preview.waitForLoadState();
        await preview.setViewportSize({ width, height });
        // The public renderers: the opening hero holds the page's h1, inside the site's header and footer.
        await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Unsaved heading");
        await expect(preview.getByRole("banner").getByRole("link", { name: /home/i }).first()).toBeVisible();
        await expect(preview.getByRole("contentinfo")).toBeVisible();
        await expect(preview.getByRole("status").filter({ hasText: "Preview: only signed-in staff see this page" })).toBeVisible();
        await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
        await shot(preview, `draft-preview-${name}`);
        await preview.close();

        // Nothing was stored, and visitors still get the 404.
        expect((await page.request.get(`/${slug}`)).status()).toBe(404);
        // The preview's address alone shows nothing but the way to it; signed out, a post is sent to sign-in.
        await page.goto("/admin/pages/preview/draft");
        await expect(page.getByRole("alert")).toHaveText("The preview is not available: open it with the Preview button of a page's editor.");
        const body = new FormData();
        body.set("page", JSON.stringify({ title: "x", slug: "x", metaDescription: "", isPublished: false, content: { html: "<p>x</p>" } }));
        const origin = new URL(page.url()).origin;
        const anonymous = await fetch(`${origin}/admin/pages/preview/draft`, { method: "POST", headers: { origin }, body, redirect: "manual" });
        expect(anonymous.status).toBe(302);
        expect(anonymous.headers.get("location")).toMatch(/^\/admin\/login/);
      } finally {
        deletePages([id]);
      }
    });

    test("revoking an invitation asks first; Cancel keeps it", async ({ page }) => {
      const email = `revoke-${name}-${RUN}@example.com`;
      await signInAsAdmin(page);
      await page.goto("/admin/users");
      await waitForPageReady(page);
      await page.getByRole("link", { name: "Invite User" }).click();
      const invite = page.getByRole("dialog", { name: "Invite User" });
      await invite.getByLabel("Email", { exact: true }).fill(email);
      await invite.getByRole("button", { name: "Send Invitation" }).click();
      await expect(toast(page, "User invited")).toBeVisible();
      const pending = page.getByRole("region", { name: "Pending invitations" }).getByRole("row").filter({ hasText: email });
      await expect(pending).toBeVisible();

      await pending.getByRole("button", { name: `Revoke invitation to ${email}` }).click();
      const ask = page.getByRole("alertdialog", { name: "Revoke this invitation?" });
      await expect(ask).toContainText(`The link sent to ${email} will stop working.`);
      await shot(page, `revoke-invitation-${name}`);
      await ask.getByRole("button", { name: "Cancel" }).click();
      await expect(ask).toBeHidden();
      await expect(pending).toBeVisible();

      await pending.getByRole("button", { name: `Revoke invitation to ${email}` }).click();
      await page.getByRole("alertdialog", { name: "Revoke this invitation?" }).getByRole("button", { name: "Revoke Invitation" }).click();
      await expect(toast(page, "Invitation revoked")).toContainText(`The invitation to ${email} no longer works.`);
      await expect(pending).toHaveCount(0);
    });

    test("the page editor's slug prefix shows the whole origin; the Account page's headings follow the admin's scale", async ({ page, baseURL }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/pages/new");
      await waitForPageReady(page);
      const prefix = page.locator("#page-slug-prefix");
      await expect(prefix).toHaveText(`${baseURL}/`);
      // Not cut off: the text fits its box.
      expect(await prefix.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await shot(page, `slug-prefix-${name}`);

      await page.goto("/admin/account");
      await waitForPageReady(page);
      const size = (heading: ReturnType<Page["getByRole"]>) => heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const h1 = await size(page.getByRole("heading", { level: 1, name: "Account" }));
      const h2 = await size(page.getByRole("heading", { level: 2, name: "Two-Factor Authentication" }));
      // As on every admin screen: the card's heading is smaller than the page's.
      expect(h2).toBeLessThan(h1);
      await shot(page, `account-${name}`);
    });

    test("two-factor set-up shows a QR code of the setup link, drawn without any outside request", async ({ page }) => {
      const staff = await createE2eStaff(`qr-${name}-${RUN}@example.com`, "viewer");
      await signIn(page, staff.email, staff.password);
      const outside: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(new URL(page.url()).origin)) outside.push(request.url());
      });
      await page.goto("/admin/account");
      await waitForPageReady(page);
      await page.getByLabel("Your password").fill(staff.password);
      await page.getByRole("button", { name: "Set Up Two-Factor" }).click();
      const qr = page.getByRole("img", { name: "QR code of the setup link, for your authenticator app" });
      await expect(qr).toBeVisible();
      const uri = (await page.getByText(/^otpauth:\/\/totp\//).textContent()) ?? "";
      // Scanned off the screen, as a phone would: the code holds the very link shown under it.
      const { data, info } = await sharp(await qr.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(uri);
      expect(outside).toEqual([]);
      await shot(page, `two-factor-qr-${name}`);
    });

    test("publishing sections that still hold placeholder text asks first, naming them; a draft saves at once", async ({ page }) => {
      const hero = { id: "hero-1", type: "hero", order: 0, heading: "Your Heading Here", subheading: "Add a short line that tells visitors what this page offers.", backgroundImage: "", buttonText: "Get Started", buttonLink: "/contact" };
      const text = { id: "text-1", type: "text", order: 1, content: "<p>Our own words.</p>" };
      const id = insertPage({ title: `Placeholders ${name}`, slug: `placeholders-${name}-${RUN}`, isPublished: false, content: { sections: [hero, text] } });
      try {
        await signInAsAdmin(page);
        await page.goto(`/admin/pages/edit/${id}`);
        await waitForPageReady(page);
        const published = page.getByRole("switch", { name: "Published" });
        await published.click();
        await page.getByRole("button", { name: "Save Page" }).click();
        const ask = page.getByRole("alertdialog", { name: "Publish with placeholder text?" });
        await expect(ask.locator("li")).toHaveText(["Hero (section 1): heading, subheading, button text"]);
        await shot(page, `placeholder-warning-${name}`);
        await ask.getByRole("button", { name: "Keep Editing" }).click();
        await expect(ask).toBeHidden();
        expect(pagePublished(id)).toBe(false);

        // As a draft it saves without asking.
        await published.click();
        await page.getByRole("button", { name: "Save Page" }).click();
        await expect(toast(page, "Page updated")).toBeVisible();
        await expect(ask).toBeHidden();

        // A scheduled publish publishes the page as saved: it asks too, and Keep Editing schedules nothing.
        await page.getByRole("button", { name: "Schedule", exact: true }).click();
        await page.getByLabel(/^Publish on/).fill(pickerValue(24 * 60));
        await page.getByRole("button", { name: "Schedule publish" }).click();
        await expect(ask.locator("li")).toHaveText(["Hero (section 1): heading, subheading, button text"]);
        await expect(ask.getByRole("button", { name: "Schedule Anyway" })).toBeVisible();
        await shot(page, `placeholder-schedule-warning-${name}`);
        await ask.getByRole("button", { name: "Keep Editing" }).click();
        await expect(ask).toBeHidden();
        expect(withDatabase((database) => database.prepare("SELECT count(*) AS n FROM page_schedules WHERE page_id = ?").get(id) as { n: number }).n).toBe(0);

        // Publishing anyway is the person's call.
        await published.click();
        await page.getByRole("button", { name: "Save Page" }).click();
        await ask.getByRole("button", { name: "Publish Anyway" }).click();
        await expect.poll(() => pagePublished(id)).toBe(true);
      } finally {
        deletePages([id]);
      }
    });

    test("admin tables keep each row's actions in view, without scrolling sideways", async ({ page }) => {
      const who = `Wide table ${name}-${RUN}`;
      insertContactSubmission({ name: who, email: `a-rather-long-address-${RUN}@example.com`, company: "Northwind Traders International", message: "Hello" });
      await signInAsAdmin(page);
      await page.goto(`/admin/contact-submissions?q=${encodeURIComponent(who)}`);
      await waitForPageReady(page);
      const row = page.getByRole("region", { name: "Contact submissions" }).getByRole("row").filter({ hasText: who });
      for (const control of [row.getByRole("link", { name: /^View/ }), row.getByRole("button", { name: /^Status/ })]) {
        const box = await control.boundingBox();
        expect(box, "the control is laid out").not.toBeNull();
        expect(box!.x + box!.width, "its right edge is on screen").toBeLessThanOrEqual(width);
        expect(box!.x).toBeGreaterThanOrEqual(0);
      }
      await shot(page, `inbox-actions-${name}`);
      await row.getByRole("link", { name: /^View/ }).click();
      await expect(page.getByRole("dialog", { name: `Message from ${who}` })).toBeVisible();
    });

    test("the rich-text toolbar makes sub-headings and quotes, and undoes and redoes", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/pages/new");
      await waitForPageReady(page);
      await page.getByRole("button", { name: "Add Section" }).click();
      await page.getByRole("dialog", { name: "Add Section" }).getByRole("button", { name: "Text", exact: true }).click();
      const content = page.getByRole("textbox", { name: "Content" });
      await content.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("Why test buying works");
      const toolbar = page.getByRole("toolbar", { name: "Formatting" });
      await toolbar.getByRole("button", { name: "Heading 2" }).click();
      await expect(content.locator("h2")).toHaveText("Why test buying works");
      await expect(toolbar.getByRole("button", { name: "Heading 2" })).toHaveAttribute("aria-pressed", "true");
      await toolbar.getByRole("button", { name: "Heading 3" }).click();
      await expect(content.locator("h3")).toHaveText("Why test buying works");
      await toolbar.getByRole("button", { name: "Quote" }).click();
      await expect(content.locator("blockquote h3")).toHaveText("Why test buying works");
      await shot(page, `rich-text-toolbar-${name}`);
      await toolbar.getByRole("button", { name: "Undo" }).click();
      await expect(content.locator("blockquote")).toHaveCount(0);
      await toolbar.getByRole("button", { name: "Redo" }).click();
      await expect(content.locator("blockquote")).toHaveCount(1);
    });

    test("a signed-out visitor of an unknown /admin/... path is sent to sign-in", async ({ page }) => {
      await page.goto("/admin/no-such-screen");
      await expect(page).toHaveURL(/\/admin\/login/);
    });
  });
}
