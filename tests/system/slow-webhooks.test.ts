// Issue 17, item 4: webhook receivers that never answer must not hold up e-mail. Before the jobs
// worker had lanes it ran one job at a time, and each delivery to such a receiver waits 15 s before
// giving up: a password-reset e-mail queued behind a handful of them arrived minutes late. Here the
// built server has several webhooks pointing at a tarpit, each with deliveries queued, and the
// e-mails must still reach the SMTP server within seconds.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { WEBHOOK_TIMEOUT_MS } from "#app/features/webhooks/deliver.server.ts";
import { postContact } from "#tests/utils/app-contact.ts";
import { startAppProcess, type AppProcess } from "#tests/utils/app-process.ts";
import { createStaffAccount, signInOverHttp } from "#tests/utils/app-staff.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/utils/smtp-server.ts";
import { startTarpit, type Tarpit } from "#tests/utils/tarpit.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";

const ADMIN = "admin@slow-webhooks.test";
const NOTIFY_TO = "sales@slow-webhooks.test";
const WEBHOOKS = 8;
const DELIVERIES_PER_WEBHOOK = 3;
const WEBHOOK_SLOTS = 4;
/** "Within seconds": the serial worker needed WEBHOOKS × DELIVERIES_PER_WEBHOOK × 15 s here. */
const EMAIL_WITHIN_MS = 5_000;

let testDb: TestDb;
let smtp: TestSmtpServer;
let tarpit: Tarpit;
let app: AppProcess;
let adminCookie: string;

beforeAll(async () => {
  [testDb, smtp, tarpit] = await Promise.all([createTestDb({ migrate: false }), startSmtpServer(), startTarpit()]);
  app = await startAppProcess({
    databaseUrl: testDb.url,
    env: { SMTP_URL: smtp.url, CONTACT_NOTIFY_TO: NOTIFY_TO, WEBHOOK_ALLOW_PRIVATE: "true", JOBS_WEBHOOK_CONCURRENCY: String(WEBHOOK_SLOTS) },
  });
  await createStaffAccount(testDb.db, { email: ADMIN, role: "admin" });
  adminCookie = await signInOverHttp(app.url, ADMIN);
});

afterAll(async () => {
  await app?.stop();
  await Promise.all([smtp?.close(), tarpit?.close()]);
  await testDb?.cleanup();
});

/** Test Webhook in the webhook box: saves the URL's webhook the first time, and queues a delivery every time. */
async function queueTestDelivery(url: string): Promise<void> {
  const response = await fetch(`${app.url}/admin/webhooks`, {
    method: "POST",
    headers: { origin: app.url, cookie: adminCookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "test", url, name: "" }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Resolves with how long it took a message for `to` whose subject starts with `subject` to arrive; fails past EMAIL_WITHIN_MS. */
async function arrival(to: string, subject: string, since: number): Promise<number> {
  await expect
    .poll(() => smtp.messages.some((message) => message.envelope.to.includes(to) && message.subject?.startsWith(subject)), {
      timeout: EMAIL_WITHIN_MS,
      interval: 20,
      message: `"${subject}" did not reach the SMTP server within ${EMAIL_WITHIN_MS} ms`,
    })
    .toBe(true);
  return Date.now() - since;
}

describe("e-mail while every webhook receiver never answers", () => {
  test("a password-reset e-mail and a contact notification reach the SMTP server within seconds, and webhooks hold no more than their slots", async () => {
    for (let delivery = 0; delivery < DELIVERIES_PER_WEBHOOK; delivery += 1) {
      for (let hook = 0; hook < WEBHOOKS; hook += 1) await queueTestDelivery(`${tarpit.url}/hook-${hook}`);
    }
    // Deliveries have started: each waits on a receiver that will not answer for WEBHOOK_TIMEOUT_MS.
    await expect.poll(() => tarpit.open(), { timeout: 10_000 }).toBeGreaterThan(0);
    const pendingDeliveries = await testDb.db.selectFrom("jobs").select("id").where("type", "=", "webhook.deliver").where("status", "=", "pending").execute();
    expect(pendingDeliveries).toHaveLength(WEBHOOKS * DELIVERIES_PER_WEBHOOK);

    const resetAskedAt = Date.now();
    const reset = await fetch(`${app.url}/admin/forgot-password`, {
      method: "POST",
      headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN }),
      redirect: "manual",
    });
    expect(reset.status).toBeLessThan(400);
    const resetMs = await arrival(ADMIN, "Reset your BrandCheck password", resetAskedAt);

    const contactSentAt = Date.now();
    const contact = await postContact(app.url, { name: "Patient Visitor", email: "patient@example.com", message: "Is anyone there?", forwardedFor: "203.0.113.7" });
    expect(contact.status).toBe(302);
    const contactMs = await arrival(NOTIFY_TO, "New contact message from Patient Visitor", contactSentAt);

    console.info(`${testDb.dialect}: with deliveries hanging on a tarpit, the reset e-mail arrived in ${resetMs} ms, the contact notification in ${contactMs} ms`);
    expect(Date.now() - resetAskedAt, "the e-mails went out while the first deliveries were still waiting").toBeLessThan(WEBHOOK_TIMEOUT_MS);
    // Meanwhile the webhooks held every slot of their lane, and no more.
    await expect.poll(() => tarpit.open()).toBe(WEBHOOK_SLOTS);
    expect(tarpit.accepted()).toBe(WEBHOOK_SLOTS);
  });
});
