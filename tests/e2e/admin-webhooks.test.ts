// The webhook box on the Subscribers screen end to end (spec 2 Subscribers, 5, 7, 8; issue D): the
// spec's empty-URL error, Test Webhook saving the URL and sending a signed test delivery to a real
// receiver on 127.0.0.1 (the server runs with WEBHOOK_ALLOW_PRIVATE=true for it), which verifies
// with the Standard Webhooks library and the secret shown once; the delivery listed with HTTP 200;
// rotating and deleting; a Viewer's read-only box; and an axe scan of the box.
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { Webhook } from "standardwebhooks";
import { signIn, signInAsAdmin, toast } from "#tests/utils/e2e-admin.ts";
import { expectNoSeriousViolations } from "#tests/utils/e2e-axe.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";
import { createE2eStaff } from "#tests/utils/e2e-staff.ts";
import { startWebhookReceiver, type WebhookReceiver } from "#tests/utils/webhook-receiver.ts";

test.describe.configure({ mode: "serial" });

/** A path of this run only, so a re-used database never already knows the URL. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const BOX = '[aria-labelledby="webhooks-heading"]';

let receiver: WebhookReceiver;
let admin: Page;
let hookUrl: string;

test.beforeAll(async ({ browser }) => {
  receiver = await startWebhookReceiver();
  hookUrl = `${receiver.url}/${RUN}`;
  admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
});

test.afterAll(async () => {
  await admin?.context().close();
  await receiver?.close();
});

async function openSubscribers(page: Page) {
  await page.goto("/admin/subscribers");
  await waitForPageReady(page);
  const box = page.getByRole("region", { name: "Webhook Integration" });
  await expect(box).toBeVisible();
  return box;
}

test("Test Webhook without a URL shows the spec's error", async () => {
  const box = await openSubscribers(admin);
  await box.getByRole("button", { name: "Test Webhook" }).click();
  await expect(toast(admin, "Error")).toContainText("Please enter a webhook URL first.");
  await expect(box.getByText("No webhooks saved yet.")).toBeVisible();
  expect(receiver.requests).toHaveLength(0);
});

test("Test Webhook saves the URL, shows its secret once, and the receiver gets a delivery signed with it", async () => {
  const box = await openSubscribers(admin);
  await box.getByLabel("Webhook URL").fill(hookUrl);
  await box.getByRole("button", { name: "Test Webhook" }).click();

  await expect(toast(admin, "Webhook triggered")).toContainText(`A test delivery to ${hookUrl} was queued`);
  const secret = (await box.getByTestId("webhook-secret").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  await expect(box.getByText("you won't see it again.")).toBeVisible();

  const [request] = await receiver.waitForRequests(1, 15_000);
  expect(request?.path).toBe(`/hooks/${RUN}`);
  const payload = new Webhook(secret).verify(request!.body, request!.headers) as { type: string; data: Record<string, unknown> };
  expect(payload.type).toBe("subscribers_export");
  expect(payload.data).toMatchObject({ event: "subscribers_export", subscriber_count: expect.any(Number), timestamp: expect.any(String), test: true });

  // The list refreshes by itself once the worker has sent it.
  const row = box.getByRole("row").filter({ hasText: "Test" });
  await expect(row).toContainText("Delivered", { timeout: 15_000 });
  await expect(row).toContainText("200");
  await expect(row).toContainText("1 of 8");

  await expect(box.getByRole("listitem").filter({ hasText: hookUrl })).toContainText(`Secret: whsec_…${secret.replace(/=+$/, "").slice(-4)}`);
  await box.getByRole("button", { name: "I have copied it" }).click();
  await expect(box.getByTestId("webhook-secret")).toHaveCount(0);

  await expectNoSeriousViolations(admin, { include: BOX });
});

test("rotating gives a new secret that signs the next delivery; deleting removes the webhook", async () => {
  const box = await openSubscribers(admin);
  const item = box.getByRole("listitem").filter({ hasText: hookUrl });
  await item.getByRole("button", { name: /^Rotate secret:/ }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Rotate secret" }).click();
  await expect(toast(admin, "Secret rotated")).toBeVisible();
  const secret = (await box.getByTestId("webhook-secret").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  await expectNoSeriousViolations(admin, { include: BOX });

  const before = receiver.requests.length;
  await item.getByRole("button", { name: /^Send test:/ }).click();
  await expect(toast(admin, "Webhook triggered")).toBeVisible();
  const requests = await receiver.waitForRequests(before + 1, 15_000);
  const latest = requests[before]!;
  expect(() => new Webhook(secret).verify(latest.body, latest.headers)).not.toThrow();

  await item.getByRole("button", { name: /^Delete:/ }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(admin, "Webhook deleted")).toBeVisible();
  await expect(box.getByRole("listitem").filter({ hasText: hookUrl })).toHaveCount(0);
});

test("a Viewer sees the webhooks read-only: no URL input, no buttons but Refresh, no secret", async ({ browser }) => {
  const box = await openSubscribers(admin);
  await box.getByLabel("Webhook URL").fill(`${hookUrl}/viewer`);
  await box.getByRole("button", { name: "Save Webhook" }).click();
  await expect(toast(admin, "Webhook saved")).toBeVisible();

  const viewer = await createE2eStaff(`viewer-webhooks-${RUN}@example.com`, "viewer");
  const page = await (await browser.newContext()).newPage();
  try {
    await signIn(page, viewer.email, viewer.password);
    const viewerBox = await openSubscribers(page);
    await expect(viewerBox.getByText(`${hookUrl}/viewer`)).toBeVisible();
    await expect(viewerBox.getByLabel("Webhook URL")).toHaveCount(0);
    await expect(viewerBox.getByRole("button")).toHaveText(["Refresh"]);
    await expect(viewerBox).not.toContainText("whsec_");
    await expectNoSeriousViolations(page, { include: BOX });
  } finally {
    await page.context().close();
  }
});
