// Issue S (decision 044): a form built on the Forms screen with a condition, placed on a page, sent
// without JavaScript (the server's messages, everything typed kept) and with it (the same rules as
// the visitor types, the conditional field shown and hidden). One flow at 1440 px; 390 px screenshots only.
import { expect } from "@playwright/test";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";
import { signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { deletePages, findContactSubmissions, insertPage } from "#tests/utils/e2e-db.ts";
import { test } from "#tests/utils/e2e-test.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("a form with a condition: built, placed on a page, sent without JavaScript and with it", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/forms");
  await page.getByLabel("Form name").fill("Event Sign-up");
  await page.getByRole("button", { name: "Create Form" }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/edit\//);
  const formId = page.url().split("/").pop()!;

  const field = (n: number) => page.getByRole("group", { name: `Field ${n}` });
  await page.getByLabel("Type of the next field added").selectOption("radio");
  await page.getByRole("button", { name: "Add Radio Buttons Field" }).click();
  const attending = field(3);
  await attending.getByLabel("Label", { exact: true }).fill("Attending?");
  await attending.getByLabel("Option 1 label").fill("Yes");
  await attending.getByLabel("Option 2 label").fill("No");
  await attending.getByText("Required", { exact: true }).click();
  await page.getByLabel("Type of the next field added").selectOption("text");
  await page.getByRole("button", { name: "Add Text Field" }).click();
  const dietary = field(4);
  await dietary.getByLabel("Label", { exact: true }).fill("Dietary needs");
  await dietary.getByLabel("Show this field").selectOption({ label: "Only when Attending?" });
  await dietary.getByLabel("Answer").selectOption({ label: "Yes" });
  await page.getByRole("button", { name: "Save Form" }).click();
  await expect(toast(page, "Form saved")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/shots-s-forms/builder-390.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "/tmp/shots-s-forms/builder-1440.png", fullPage: true });

  const pageId = insertPage({
    title: "Event",
    slug: "e2e-event",
    content: { sections: [{ id: "event-form", type: "form", order: 0, formId, heading: "Sign Up for the Event", intro: "", linkUrl: "" }] },
  });
  try {
    // Without JavaScript: every field is there; the server refuses with each field's message and keeps what was typed.
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1440, height: 900 } });
    const noJs = await plain.newPage();
    await noJs.goto("/e2e-event");
    await expect(noJs.getByLabel("Dietary needs")).toBeVisible();
    await noJs.getByLabel("Email *").fill("not-an-address");
    await noJs.waitForTimeout(HUMAN_FILL_MS);
    await noJs.getByRole("button", { name: "Submit" }).click();
    await expect(noJs.getByText("Name is required.")).toBeVisible();
    await expect(noJs.getByText("Email: Please enter a valid email address.")).toBeVisible();
    await expect(noJs.getByText("Attending? is required.")).toBeVisible();
    await expect(noJs.getByLabel("Email *")).toHaveValue("not-an-address");
    await noJs.getByLabel("Name *").fill("No Script Visitor");
    await noJs.getByLabel("Email *").fill("noscript@example.com");
    await noJs.getByLabel("Yes").check();
    await noJs.getByLabel("Dietary needs").fill("Vegetarian e2e-forms-plain");
    await noJs.getByRole("button", { name: "Submit" }).click();
    await expect(noJs.getByText("Thank you. We'll get back to you as soon as possible.")).toBeVisible();
    await plain.close();
    expect(findContactSubmissions("e2e-forms-plain")).toEqual([
      expect.objectContaining({ name: "No Script Visitor", email: "noscript@example.com", extra_fields: [{ label: "Attending?", value: "option_1" }, { label: "Dietary needs", value: "Vegetarian e2e-forms-plain" }] }),
    ]);

    // With JavaScript: the conditional field shows only for "Yes", and an answer is checked as the visitor leaves it.
    await page.goto("/e2e-event");
    await expect(page.locator("html.js-ready")).toBeAttached();
    await expect(page.getByLabel("Dietary needs")).toBeHidden();
    await page.getByLabel("Name *").fill("Script Visitor e2e-forms-js");
    await page.getByLabel("Email *").fill("still-not-an-address");
    await page.getByLabel("Email *").blur();
    await expect(page.getByText("Email: Please enter a valid email address.")).toBeVisible();
    await page.getByLabel("Yes").check();
    await expect(page.getByLabel("Dietary needs")).toBeVisible();
    await page.getByLabel("No", { exact: true }).check();
    await expect(page.getByLabel("Dietary needs")).toBeHidden();
    await page.getByLabel("Email *").fill("script@example.com");
    await page.waitForTimeout(HUMAN_FILL_MS);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator("[data-form-sent]")).toBeVisible();
    expect(findContactSubmissions("e2e-forms-js")).toEqual([expect.objectContaining({ email: "script@example.com", extra_fields: [{ label: "Attending?", value: "option_2" }] })]);
  } finally {
    deletePages([pageId]);
  }
});

test("/request-a-quote at 390 px: the form fits the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/request-a-quote");
  await expect(page.getByRole("button", { name: "Request a Quote" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "/tmp/shots-s-forms/request-a-quote-390.png", fullPage: true });
  await page.goto("/de/angebot-anfordern");
  await page.screenshot({ path: "/tmp/shots-s-forms/angebot-anfordern-390.png", fullPage: true });
});
