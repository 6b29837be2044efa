// The newsletter end to end: sign up in the footer, confirm with the link from the e-mail, leave
// with the unsubscribe link or a mail provider's one-click POST (RFC 8058). With and without
// JavaScript, since the form and both link pages are plain POST forms.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_SERVER } from "#tests/utils/e2e-server.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { subscriberStatusOf } from "#tests/utils/e2e-newsletter.ts";
import { siteToast, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { formStampIn } from "#tests/utils/form-stamp.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { linkInEmail, listUnsubscribeUrl } from "#tests/utils/newsletter-mail-links.ts";
import type { ReceivedMessage } from "#tests/utils/smtp-server.ts";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";

const CHECK_INBOX = "Almost there: Please check your inbox and click the link to confirm your subscription.";
const CONFIRM_SUBJECT = "Please confirm your subscription to the BrandCheck newsletter";
const WELCOME_SUBJECT = "You're subscribed to the BrandCheck newsletter";

const smtp = setUpE2eSmtpServer();

/** The signed stamp of the sign-up page's form, old enough to pass the spam check, as a browser without JavaScript sends it. */
async function formStamp(request: APIRequestContext): Promise<string> {
  const page = await request.get("/newsletter");
  await new Promise((resolve) => setTimeout(resolve, HUMAN_FILL_MS));
  return formStampIn(await page.text());
}

/** An address unique to one test, so its e-mails and subscriber row are its own. */
function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The app's public origin (SITE_URL in playwright.config.ts is the base URL), where e-mailed links point. */
function siteUrl(path: string): string {
  return new URL(path, E2E_SERVER.origin).toString();
}

function mailTo(email: string, subject: string): Promise<ReceivedMessage> {
  return smtp.waitFor((message) => message.envelope.to.includes(email) && message.subject === subject);
}

function footer(page: Page) {
  return page.getByRole("contentinfo");
}

async function fillFooterForm(page: Page, email: string, firstName = "Ann") {
  const form = footer(page).getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Your email address").fill(email);
  await form.getByLabel("First name (optional)").fill(firstName);
  await form.getByLabel("Last name (optional)").fill("Example");
  await page.waitForTimeout(HUMAN_FILL_MS);
  await form.getByRole("button", { name: "Subscribe" }).click();
}

/** Opens the confirmation link from the e-mail and confirms; then the same for the welcome e-mail's unsubscribe link. */
async function confirmAndUnsubscribe(page: Page, email: string, { withScript }: { withScript: boolean }) {
  const confirmation = await mailTo(email, CONFIRM_SUBJECT);
  expect(confirmation.headers.has("list-unsubscribe")).toBe(false);
  await page.goto(linkInEmail(confirmation, siteUrl("/newsletter/confirm?token=")));
  if (withScript) await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your subscription" })).toBeVisible();
  await expect(page.getByText(`Please confirm that ${email} should receive the BrandCheck newsletter.`)).toBeVisible();
  // Opening the link, as a mail scanner does, changed nothing.
  expect(subscriberStatusOf(email)).toBe("pending");

  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
  expect(subscriberStatusOf(email)).toBe("active");

  const welcome = await mailTo(email, WELCOME_SUBJECT);
  expect(welcome.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const unsubscribeUrl = listUnsubscribeUrl(welcome);
  expect(linkInEmail(welcome, siteUrl("/unsubscribe?token="))).toBe(unsubscribeUrl);

  await page.goto(unsubscribeUrl);
  if (withScript) await waitForPageReady(page);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" })).toBeVisible();
  expect(subscriberStatusOf(email)).toBe("active");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByText(`${email} will no longer receive the BrandCheck newsletter.`)).toBeVisible();
  expect(subscriberStatusOf(email)).toBe("unsubscribed");
}

test.describe("with JavaScript", () => {
  test("signs up in the footer without leaving the page, confirms, and unsubscribes", async ({ page }) => {
    const email = uniqueEmail("js");
    await page.goto("/services");
    await waitForPageReady(page);
    await fillFooterForm(page, email);

    await expect(siteToast(page, "Almost there")).toContainText(
      "Please check your inbox and click the link to confirm your subscription.",
    );
    await expect(footer(page).getByRole("status")).toHaveText(CHECK_INBOX);
    await expect(page).toHaveURL(/\/services$/);
    await expect(footer(page).getByLabel("Your email address")).toHaveValue("");
    expect(subscriberStatusOf(email)).toBe("pending");

    await confirmAndUnsubscribe(page, email, { withScript: true });
  });

  test("answers a second sign-up of the same address the same way", async ({ page }) => {
    const email = uniqueEmail("twice");
    for (let i = 0; i < 2; i += 1) {
      await page.goto("/");
      await waitForPageReady(page);
      await fillFooterForm(page, email);
      await expect(footer(page).getByRole("status")).toHaveText(CHECK_INBOX);
    }
    expect(subscriberStatusOf(email)).toBe("pending");
  });

  test("shows the server's message beside the field it is about", async ({ page }) => {
    await page.goto("/");
    await waitForPageReady(page);
    // The browser's own check lets "ada@localhost" through; the server does not.
    await fillFooterForm(page, "ada@localhost");
    const email = footer(page).getByLabel("Your email address");
    await expect(footer(page).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs up through the footer's plain form, confirms and unsubscribes", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/how-it-works");
    await fillFooterForm(page, email);

    // Post/redirect/get: the outcome is a page of its own.
    await expect(page).toHaveURL(/\/newsletter\?status=check-inbox$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(CHECK_INBOX);
    expect(subscriberStatusOf(email)).toBe("pending");

    await confirmAndUnsubscribe(page, email, { withScript: false });
  });

  test("shows a refused sign-up again with the message and what was typed", async ({ page }) => {
    await page.goto("/");
    await fillFooterForm(page, "ada@localhost", "Ada");
    await expect(page).toHaveURL(/\/newsletter$/);
    const form = page.getByRole("main").getByRole("form", { name: "Newsletter" });
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Your email address")).toHaveValue("ada@localhost");
    await expect(form.getByLabel("First name (optional)")).toHaveValue("Ada");
  });
});

test.describe("one-click unsubscribe (RFC 8058)", () => {
  /** A confirmed subscriber, signed up and confirmed over plain HTTP; returns the welcome e-mail's List-Unsubscribe URL. */
  async function confirmedSubscriber(request: APIRequestContext, email: string): Promise<string> {
    const signup = await request.post("/newsletter", {
      form: { email, firstName: "", lastName: "", website: "", rendered_at: await formStamp(request) },
      maxRedirects: 0,
    });
    expect(signup.status()).toBe(302);
    const confirmUrl = linkInEmail(await mailTo(email, CONFIRM_SUBJECT), siteUrl("/newsletter/confirm?token="));
    expect((await request.post(confirmUrl)).status()).toBe(200);
    expect(subscriberStatusOf(email)).toBe("active");
    return listUnsubscribeUrl(await mailTo(email, WELCOME_SUBJECT));
  }

  test("a mail provider's POST to the List-Unsubscribe URL unsubscribes, with no cookie and no page", async ({ request }) => {
    const email = uniqueEmail("oneclick");
    const url = await confirmedSubscriber(request, email);
    const response = await request.post(url, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(subscriberStatusOf(email)).toBe("unsubscribed");
    // Providers retry: the same answer again.
    expect((await request.post(url, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 })).status()).toBe(200);
  });

  test("is not refused for an Origin header of the provider's own", async ({ request }) => {
    for (const origin of ["https://mail.example.net", "null"]) {
      const email = uniqueEmail("origin");
      const url = await confirmedSubscriber(request, email);
      const response = await request.post(url, { form: { "List-Unsubscribe": "One-Click" }, headers: { Origin: origin }, maxRedirects: 0 });
      expect(response.status(), origin).toBe(200);
      expect(subscriberStatusOf(email)).toBe("unsubscribed");
    }
  });

  test("a tampered link is refused and changes nothing", async ({ request }) => {
    const email = uniqueEmail("tampered");
    const url = await confirmedSubscriber(request, email);
    const tampered = url.slice(0, -1) + (url.endsWith("A") ? "B" : "A");
    const response = await request.post(tampered, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(subscriberStatusOf(email)).toBe("active");
  });
});

test.describe("accessibility", () => {
  test.use({ reducedMotion: "reduce" });

  test("the confirmation and unsubscribe pages, before and after the click, have no serious or critical violations", async ({ page, request }) => {
    const email = uniqueEmail("axe");
    await request.post("/newsletter", { form: { email, firstName: "", lastName: "", website: "", rendered_at: await formStamp(request) } });
    await page.goto(linkInEmail(await mailTo(email, CONFIRM_SUBJECT), siteUrl("/newsletter/confirm?token=")));
    await waitForPageReady(page);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're subscribed" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(listUnsubscribeUrl(await mailTo(email, WELCOME_SUBJECT)));
    await waitForPageReady(page);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  // Apart from the flow above: eight audits in one test passed its 30 s only on a quiet machine.
  test("the newsletter page and the outcome pages of bad links have no serious or critical violations", async ({ page }) => {
    for (const path of ["/newsletter", "/newsletter?status=check-inbox", "/newsletter/confirm?token=nonsense", "/unsubscribe?token=nonsense"]) {
      await page.goto(path);
      await waitForPageReady(page);
      await expectNoSeriousViolations(page);
    }
  });
});
