// The contact form end to end (spec sections 2 Contact, 4, 5, 8): a message typed in the browser
// reaches the database and, through the jobs worker, a real SMTP server; refusals and failures
// are shown to the visitor. Runs with and without JavaScript, since the form is a plain POST form.
import { expect, type Page, type Route } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { countContactSubmissions, countPendingContactNotifications } from "#tests/utils/e2e-db.ts";
import { siteToast, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { formStampIn } from "#tests/utils/form-stamp.ts";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";

const SUCCESS_TITLE = "Message sent";
const SUCCESS_TEXT = "We'll get back to you as soon as possible.";
const FAILURE_TITLE = "Something went wrong";
const FAILURE_TEXT = "Please try again later.";

const smtp = setUpE2eSmtpServer();

/** A string unique to one test, so its submission and e-mail can be told apart from the others'. */
function uniqueMarker(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

interface ContactValues {
  name: string;
  email: string;
  company?: string;
  message: string;
}

async function fillContactForm(page: Page, values: ContactValues) {
  await page.getByLabel("Name", { exact: true }).fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel(/Company/).fill(values.company ?? "");
  await page.getByLabel("Message", { exact: true }).fill(values.message);
}

const toast = siteToast;

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await waitForPageReady(page);
  });

  test("sends the message, confirms it, clears the form and e-mails the team", async ({ page }) => {
    const marker = uniqueMarker("js");
    const values = {
      name: `Ada Lovelace ${marker}`,
      email: "ada@example.com",
      company: "Analytical Engines Ltd",
      message: `Please test-buy our headphones in three markets. Ref ${marker}`,
    };
    // Hold the submission briefly so the busy state is observable; the request itself is untouched.
    await page.route("**/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await fillContactForm(page, values);
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).click();

    const busy = page.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();

    const success = toast(page, SUCCESS_TITLE);
    await expect(success).toBeVisible();
    await expect(success).toContainText(SUCCESS_TEXT);
    await expect(success).toHaveAttribute("data-type", "success");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of ["Name", "Email", "Message"]) await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(page.getByLabel(/Company/)).toHaveValue("");
    // ?sent=1 is dropped once announced, so a reload does not announce it again.
    await expect(page).toHaveURL(/\/contact$/);

    expect(countContactSubmissions(marker)).toBe(1);
    const email = await smtp.waitFor((message) => message.subject?.includes(values.name) === true);
    expect(email.subject).toBe(`New contact message from ${values.name}`);
    expect(email.envelope.to).toEqual(["sales@brandcheck.test"]);
    expect(email.header("reply-to")).toContain(values.email);
    expect(email.text).toContain(values.message);
    expect(email.text).toContain(values.company);
  });

  // Input the browser lets through (its maxlength is removed, as a script or old browser would)
  // but the server's schema refuses: the field's own message appears beside it, nothing is stored.
  const tooLong = [
    { field: "Name", key: "name", length: 201, error: "Your name can be at most 200 characters." },
    { field: "Message", key: "message", length: 5001, error: "Your message can be at most 5000 characters." },
  ] as const;
  for (const { field, key, length, error } of tooLong) {
    test(`a ${key} over the server's limit is refused beside the field and not stored`, async ({ page }) => {
      const marker = uniqueMarker(key);
      const values = { name: `Grace Hopper ${marker}`, email: "grace@example.com", message: `Hello ${marker}` };
      values[key] = `${marker} `.padEnd(length, "x");
      const control = page.getByLabel(field, { exact: true });
      await control.evaluate((element) => element.removeAttribute("maxlength"));
      await fillContactForm(page, values);
      await page.waitForTimeout(HUMAN_FILL_MS);
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(error);
      await expect(page.getByText(error, { exact: true })).toBeVisible();
      // What the visitor typed is still there to correct.
      await expect(control).toHaveValue(values[key]);
      await expect(toast(page, SUCCESS_TITLE)).toHaveCount(0);
      expect(countContactSubmissions(marker)).toBe(0);
    });
  }

  // The server, or something in front of it, fails without the app's answer: a proxy's 5xx page
  // or a dropped connection. The visitor must get the catalogue's destructive toast and keep the form.
  const failures: { name: string; answer: (route: Route) => Promise<void> }[] = [
    { name: "a 503 from a proxy", answer: (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" }) },
    { name: "a 500 from a proxy", answer: (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }) },
    { name: "a dropped connection", answer: (route) => route.abort("connectionreset") },
  ];
  for (const failure of failures) {
    test(`${failure.name} shows "Something went wrong" and keeps the form`, async ({ page }) => {
      const marker = uniqueMarker("fail");
      const values = { name: `Alan Turing ${marker}`, email: "alan@example.com", message: `Hello ${marker}` };
      // The form script posts the form to /contact with fetch.
      await page.route("**/contact", (route) => (route.request().method() === "POST" ? failure.answer(route) : route.continue()));
      await fillContactForm(page, values);
      await page.waitForTimeout(HUMAN_FILL_MS);
      await page.getByRole("button", { name: "Send Message" }).click();

      const error = toast(page, FAILURE_TITLE);
      await expect(error).toBeVisible();
      await expect(error).toContainText(FAILURE_TEXT);
      await expect(error).toHaveAttribute("data-type", "error");
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(values.name);
      await expect(page.getByLabel("Message", { exact: true })).toHaveValue(values.message);
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      expect(countContactSubmissions(marker)).toBe(0);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain POST sends the message and the redirected page confirms it", async ({ page }) => {
    const marker = uniqueMarker("nojs");
    const values = { name: `Katherine Johnson ${marker}`, email: "katherine@example.com", message: `No scripts here. Ref ${marker}` };
    await page.goto("/contact");
    await fillContactForm(page, values);
    await page.waitForTimeout(HUMAN_FILL_MS);
    const post = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();

    // Post/redirect/get: a reload of the confirmation cannot send the message twice.
    const response = await post;
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/contact?sent=1");
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("status")).toHaveText(`${SUCCESS_TITLE}: ${SUCCESS_TEXT}`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

    expect(countContactSubmissions(marker)).toBe(1);
    const email = await smtp.waitFor((message) => message.subject?.includes(values.name) === true);
    expect(email.text).toContain(values.message);
  });

  test("an invalid submission comes back with the field errors and the typed values", async ({ page }) => {
    const marker = uniqueMarker("nojs-invalid");
    await page.goto("/contact");
    // Both pass the browser's checks (required is satisfied by spaces; "a@b" is a valid HTML e-mail),
    // and both fail the server's schema.
    await fillContactForm(page, { name: "   ", email: "ada@localhost", company: `Company ${marker}`, message: `Hello ${marker}` });
    await page.waitForTimeout(HUMAN_FILL_MS);
    const post = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();

    expect((await post).status()).toBe(400);
    const name = page.getByLabel("Name", { exact: true });
    const email = page.getByLabel("Email", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page.getByText("Please enter a valid email address.", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).not.toHaveAttribute("aria-invalid");
    await expect(email).toHaveValue("ada@localhost");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(`Hello ${marker}`);
    expect(countContactSubmissions(marker)).toBe(0);
  });
});

// A message is stored once however often it is sent (docs/decisions/013-idempotent-submissions.md):
// the form script gives each form-fill its own key, made in the browser because the page itself
// may be a cached copy shared by every visitor.
test.describe("repeated submissions, with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await waitForPageReady(page);
  });

  /** What the form posted, field by field (the form script sends it urlencoded, as the browser would). */
  const postedForms: URLSearchParams[] = [];
  test.beforeEach(() => {
    postedForms.length = 0;
  });

  /** Stored messages e-mailed to the team whose text contains `marker`, once every one of their notification jobs has run. */
  async function emailsAbout(marker: string): Promise<number> {
    await smtp.waitFor((message) => message.text.includes(marker));
    await expect.poll(() => countPendingContactNotifications(marker)).toBe(0);
    return smtp.messages.filter((message) => message.text.includes(marker)).length;
  }

  test("double-clicking Send Message stores one message and e-mails the team once", async ({ page }) => {
    const marker = uniqueMarker("dblclick");
    await fillContactForm(page, { name: `Ada ${marker}`, email: "ada@example.com", message: `Audit please ${marker}` });
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).dblclick();

    await expect(toast(page, SUCCESS_TITLE)).toBeVisible();
    expect(countContactSubmissions(marker)).toBe(1);
    expect(await emailsAbout(marker)).toBe(1);
  });

  test("a second send while the first is on its way (a click that beats the disabled button) is stored once", async ({ page }) => {
    const marker = uniqueMarker("twice");
    // The first post is held until the second arrives; then both go to the server at once and each
    // is answered, even the one the page abandoned for the second: so both really reach the server.
    let secondArrived!: () => void;
    const bothPosted = new Promise<void>((resolve) => (secondArrived = resolve));
    await page.route("**/contact", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      postedForms.push(new URLSearchParams(route.request().postData() ?? ""));
      if (postedForms.length === 1) await bothPosted;
      else secondArrived();
      const response = await route.fetch();
      await route.fulfill({ response }).catch(() => undefined);
    });
    await fillContactForm(page, { name: `Ada ${marker}`, email: "ada@example.com", message: `Audit please ${marker}` });
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => postedForms.length).toBe(1);
    // The button is disabled by now; a slow device or a quick double tap can still get a second
    // submit in before that, which requestSubmit() stands in for.
    await page.locator('form[action="/contact"]').evaluate((form: HTMLFormElement) => form.requestSubmit());

    await expect(toast(page, SUCCESS_TITLE)).toBeVisible();
    expect(postedForms).toHaveLength(2);
    const [first, second] = postedForms.map((form) => form.get("submission_key"));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(countContactSubmissions(marker)).toBe(1);
    expect(await emailsAbout(marker)).toBe(1);
    // The page abandoned the first post's answer, which may still be on its way through the route:
    // let it end quietly rather than fail the next test ("route.fetch: Test ended", seen once in a full run).
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("sending again after a lost answer stores the message once; the emptied form then makes a new one", async ({ page }) => {
    const marker = uniqueMarker("retry");
    const values = { name: `Grace ${marker}`, email: "grace@example.com", message: `Quote please ${marker}` };
    // The first post reaches the server and is stored, but its answer never comes back.
    let answerLost = false;
    await page.route("**/contact", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      postedForms.push(new URLSearchParams(route.request().postData() ?? ""));
      if (answerLost) return route.continue();
      answerLost = true;
      await route.fetch();
      return route.abort("connectionreset");
    });
    await fillContactForm(page, values);
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, FAILURE_TITLE)).toBeVisible();
    expect(countContactSubmissions(marker)).toBe(1);

    // The visitor, told it went wrong, sends it again: the same answer as a first send, nothing new stored.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, SUCCESS_TITLE)).toBeVisible();
    expect(postedForms[1]!.get("submission_key")).toBe(postedForms[0]!.get("submission_key"));
    expect(countContactSubmissions(marker)).toBe(1);

    // The same words typed again into the emptied form are a new message, with a new key.
    await fillContactForm(page, values);
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => countContactSubmissions(marker)).toBe(2);
    expect(postedForms[2]!.get("submission_key")).not.toBe(postedForms[0]!.get("submission_key"));
  });

  test("a form on a cached page is timed from when it was shown, not from when the page was cached", async ({ page, request }) => {
    await request.get("/contact");
    await page.waitForTimeout(1500);
    const response = await page.goto("/contact");
    expect(response?.headers()["x-cache"]).toBe("HIT");
    const cachedStamp = formStampIn((await response?.text()) ?? "");
    await waitForPageReady(page);

    const post = page.waitForRequest((sent) => sent.method() === "POST");
    const marker = uniqueMarker("stamp");
    await fillContactForm(page, { name: `Ada ${marker}`, email: "ada@example.com", message: `Hello ${marker}` });
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Send Message" }).click();
    const sentStamp = new URLSearchParams((await post).postData() ?? "").get("rendered_at") ?? "";

    // The form script swapped the cached page's stamp for a fresh one from the server, still signed.
    expect(sentStamp).toMatch(/^\d+\.[\w-]{43}$/);
    const time = (stamp: string) => Number(stamp.split(".")[0]);
    expect(time(sentStamp)).toBeGreaterThan(time(cachedStamp) + 1000);
    await expect(toast(page, SUCCESS_TITLE)).toBeVisible();
    expect(countContactSubmissions(marker)).toBe(1);
  });
});
