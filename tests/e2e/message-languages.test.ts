// Issue Q (decision 037, "What else records a language"): a newsletter sign-up on a German page gets
// German e-mails (the goodbye after unsubscribing too) and German link pages; a message sent from a
// Hong Kong Chinese page shows its language in the inbox, which filters by it; the Subscribers
// screen shows and filters by language.
// The e-mails go to this file's real SMTP server. Screenshots of both screens at 1440 and 390 px go
// to test-results/message-languages/. The e2e database is shared, so each check looks for this run's marker.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { signInAsAdmin } from "#tests/utils/e2e-admin.ts";
import { E2E_SERVER } from "#tests/utils/e2e-server.ts";
import { findContactSubmissions } from "#tests/utils/e2e-db.ts";
import { siteToast, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { linkInEmail } from "#tests/utils/newsletter-mail-links.ts";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";

test.describe.configure({ mode: "serial" });

const RUN = `lang${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = "test-results/message-languages";
const smtp = setUpE2eSmtpServer();

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("a sign-up on a German page gets German e-mails and pages, from the confirmation to the goodbye after unsubscribing", async ({ page }) => {
  const email = `${RUN}-de@example.com`;
  await page.goto("/de");
  await waitForPageReady(page);
  const form = page.getByRole("contentinfo").locator("form[data-enhance='newsletter-footer-newsletter']");
  await form.getByLabel("Ihre E-Mail-Adresse").fill(email);
  await form.getByLabel("Vorname (optional)").fill("Jonas");
  await page.waitForTimeout(HUMAN_FILL_MS);
  await form.getByRole("button", { name: "Abonnieren" }).click();
  await expect(form.getByRole("status")).toBeVisible();

  const confirmation = await smtp.waitFor((message) => message.envelope.to.includes(email));
  expect(confirmation.subject).toBe("Bitte bestätigen Sie Ihr Abonnement des BrandCheck-Newsletters");
  expect(confirmation.text).toContain("Guten Tag Jonas,");
  expect(confirmation.text).toContain(`Unsere Website: ${new URL("/de", E2E_SERVER.origin)}`);

  await page.goto(linkInEmail(confirmation, new URL("/newsletter/confirm?token=", E2E_SERVER.origin).toString()));
  await waitForPageReady(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Bestätigen Sie Ihr Abonnement" })).toBeVisible();
  await expect(page.getByText(`Bitte bestätigen Sie, dass ${email} den BrandCheck-Newsletter erhalten soll.`)).toBeVisible();
  // The header and footer speak German too, and lead to the German pages.
  await expect(page.getByRole("contentinfo").getByText("Alle Rechte vorbehalten.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Abonnement bestätigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sie haben den Newsletter abonniert" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  const welcome = await smtp.waitFor((message) => message.envelope.to.includes(email) && message.subject === "Sie haben den BrandCheck-Newsletter abonniert");
  await page.goto(linkInEmail(welcome, new URL("/unsubscribe?token=", E2E_SERVER.origin).toString()));
  await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Vom Newsletter abmelden" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // Leaving: the German page says so, and one German goodbye leads back to the German footer form.
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sie sind abgemeldet" })).toBeVisible();
  const goodbye = await smtp.waitFor((message) => message.envelope.to.includes(email) && message.subject === "Sie haben sich vom BrandCheck-Newsletter abgemeldet");
  expect(goodbye.text).toContain("Guten Tag Jonas,");
  expect(goodbye.text).toContain(`Wie gewünscht steht ${email} nicht mehr auf der Liste des BrandCheck-Newsletters.`);
  expect(goodbye.text).toContain(`jederzeit wieder anmelden: ${new URL("/de", E2E_SERVER.origin)}`);
  expect(goodbye.headers.has("list-unsubscribe")).toBe(false);
});

test("a link that names nobody shows the page in the default language", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=forged");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
});

test("a message from a Hong Kong Chinese page shows 繁體中文 in the inbox, which filters by it", async ({ page, browser }) => {
  await page.goto("/zh-hk/contact");
  await waitForPageReady(page);
  await page.getByLabel("姓名", { exact: true }).fill(`陳大文 ${RUN}`);
  await page.getByLabel("電郵", { exact: true }).fill(`${RUN}-hk@example.com`);
  await page.getByLabel("訊息", { exact: true }).fill(`品質控制查詢 ${RUN}`);
  await page.waitForTimeout(HUMAN_FILL_MS);
  await page.getByRole("button", { name: "發送訊息" }).click();
  await expect(siteToast(page, "訊息已發送")).toBeVisible();
  await expect.poll(() => findContactSubmissions(RUN).length).toBe(1);

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin/contact-submissions");
  await waitForPageReady(admin);
  const row = admin.getByRole("region", { name: "Contact submissions" }).getByRole("row").filter({ hasText: RUN });
  await expect(row).toContainText("繁體中文");

  await admin.getByLabel("Language", { exact: true }).selectOption("zh-HK");
  await expect(admin).toHaveURL(/language=zh-HK/);
  await expect(row).toContainText("繁體中文");
  const rows = admin.getByRole("region", { name: "Contact submissions" }).getByRole("row");
  for (const text of await rows.allInnerTexts()) if (!text.startsWith("Date")) expect(text).toContain("繁體中文");
  await screenshots(admin, "inbox");

  // The detail names it with its tag; a made-up language in the address reads as all, never an error.
  await row.getByRole("link", { name: /View/ }).click();
  await expect(admin.getByRole("dialog")).toContainText("繁體中文（香港） (zh-HK)");
  const forged = await admin.goto(`/admin/contact-submissions?language=${encodeURIComponent("../xx")}`);
  expect(forged?.status()).toBe(200);
  await expect(admin.getByLabel("Language", { exact: true })).toHaveValue("");

  await admin.goto("/admin/subscribers?language=de");
  await waitForPageReady(admin);
  await expect(admin.getByRole("row").filter({ hasText: `${RUN}-de@example.com` })).toContainText("Deutsch");
  await screenshots(admin, "subscribers");
  await admin.context().close();
});
