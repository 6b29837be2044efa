// Issue S (decision 046): a Contact Form section with the proof-of-work challenge on, sent with
// JavaScript at 1440 px, is stored verified. The rules (forged, expired, replayed, missing, the
// endpoint's limit) are data tests: app/features/proof-of-work/proof-of-work.db.test.ts.
import { expect } from "@playwright/test";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import { test } from "#tests/utils/e2e-test.ts";
import { deletePages, findContactSubmissions, insertPage } from "#tests/utils/e2e-db.ts";
import { siteToast, waitForPageReady } from "#tests/utils/e2e-site.ts";
import { setUpE2eSmtpServer } from "#tests/utils/e2e-smtp.ts";
import { HUMAN_FILL_MS } from "../../playwright.config.ts";

const RUN = `pow${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// The notification e-mail needs a server to go to, or its job keeps retrying.
setUpE2eSmtpServer();
const pages: string[] = [];
test.afterAll(() => deletePages(pages));

test("a form with the proof-of-work challenge on sends with JavaScript and is stored verified", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const slug = `pow-${RUN}`;
  pages.push(insertPage({ title: "Contact", slug, content: { sections: [{ ...contactDefaults(0), proofOfWork: true }] } }));
  const challenge = page.waitForResponse((response) => response.url().includes("/api/proof-of-work"));
  await page.goto(`/${slug}`);
  await waitForPageReady(page);
  await page.getByLabel(/^Name/).fill(`Ada ${RUN}`);
  expect((await challenge).status()).toBe(200);
  await page.getByLabel(/^Email/).fill("ada@example.com");
  await page.getByLabel(/^Message/).fill("Please call me back.");
  await page.waitForTimeout(HUMAN_FILL_MS);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(siteToast(page, "Message sent")).toBeVisible();
  await page.screenshot({ path: "/tmp/shots-s-altcha/form-sent-1440.png" });
  expect(findContactSubmissions(RUN).map((row) => row.proof_of_work)).toEqual(["verified"]);
});
