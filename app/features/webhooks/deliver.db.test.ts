import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Job } from "#app/db/schema.ts";
import { registerJobHandlers } from "#server/job-handlers.ts";
import { runDueJobs } from "#app/lib/jobs.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setTestEnv, setSuiteEnv } from "#tests/utils/test-env.ts";
import { startWebhookReceiver, type WebhookReceiver } from "#tests/utils/webhook-receiver.ts";
import { deliverWebhook, WEBHOOK_USER_AGENT } from "./deliver.server.ts";
import { WEBHOOK_MAX_ATTEMPTS } from "./retry-schedule.ts";
import { emitWebhookEvent, saveWebhook, WEBHOOK_DELIVER_JOB } from "./webhooks.server.ts";

let t: TestDb;
let receiver: WebhookReceiver;
let editor: StaffUser;

// The receiver listens on 127.0.0.1, which the forgery guard refuses unless told otherwise.
setSuiteEnv({ WEBHOOK_ALLOW_PRIVATE: "true" });
beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
  registerJobHandlers();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await t?.cleanup();
});
beforeEach(async () => {
  for (const table of ["jobs", "webhook_configs", "audit_log", "user"] as const) await t.db.deleteFrom(table).execute();
  receiver.requests.length = 0;
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
});

const T0 = new Date("2030-01-01T12:00:00.000Z");

async function webhookFor(url = receiver.url) {
  return saveWebhook({ url, name: "Receiver" }, editor);
}

async function emit(now: Date, data: Record<string, unknown> = { subscriber_count: 3 }) {
  return t.db.transaction().execute((trx) => emitWebhookEvent(trx, "subscribers_export", data, now));
}

async function theJob(): Promise<Job> {
  return t.db.selectFrom("jobs").selectAll().where("type", "=", WEBHOOK_DELIVER_JOB).executeTakeFirstOrThrow();
}

async function theDelivery() {
  return t.db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
}

async function attempts() {
  return t.db.selectFrom("webhook_attempts").selectAll().orderBy("attempt").execute();
}

/** Runs the delivery job at the moment it is due (the worker's clock jumps there). */
async function runWhenDue(): Promise<Date> {
  const at = new Date((await theJob()).run_at);
  expect(await runDueJobs(t.db, () => at)).toBe(1);
  return at;
}

describe("delivering a webhook", () => {
  it("sends a signed POST that the standardwebhooks library verifies, and records the attempt", async () => {
    const webhook = await webhookFor();
    const now = new Date();
    expect(await emit(now)).toBe(1);

    expect(await runDueJobs(t.db)).toBe(1);

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    const delivery = await theDelivery();
    expect(request?.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": WEBHOOK_USER_AGENT,
      "webhook-id": delivery.id,
    });
    expect(delivery.id).toMatch(/^msg_/);
    expect(Math.abs(Number(request?.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);

    const payload = new Webhook(webhook.secret).verify(request!.body, request!.headers);
    const timestamp = now.toISOString();
    expect(payload).toEqual({ type: "subscribers_export", timestamp, data: { event: "subscribers_export", subscriber_count: 3, timestamp } });
    // Any other secret refuses it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(request!.body, request!.headers)).toThrow();

    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(await attempts()).toMatchObject([{ attempt: 1, status_code: 200, error: null, delivery_id: delivery.id }]);
    expect(await theJob()).toMatchObject({ status: "done" });
  });

  it("retries a receiver that fails twice with growing, jittered waits, then succeeds, with the same id and a fresh signature each time", async () => {
    const webhook = await webhookFor();
    receiver.reply({ status: 500, body: "Internal  error\n" }, { status: 503 });
    await emit(T0);

    const first = await runWhenDue();
    expect(first).toEqual(T0);
    let job = await theJob();
    expect(job).toMatchObject({ status: "pending", attempts: 1, last_error: "HTTP 500: Internal error" });
    const firstWait = new Date(job.run_at).getTime() - first.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(24_000);
    expect(firstWait).toBeLessThanOrEqual(36_000);
    expect(await theDelivery()).toMatchObject({ status: "pending", attempts: 1 });

    // Not a moment before it is due.
    expect(await runDueJobs(t.db, () => new Date(new Date(job.run_at).getTime() - 1))).toBe(0);

    const second = await runWhenDue();
    job = await theJob();
    expect(job).toMatchObject({ status: "pending", attempts: 2, last_error: "HTTP 503" });
    const secondWait = new Date(job.run_at).getTime() - second.getTime();
    expect(secondWait).toBeGreaterThanOrEqual(96_000);
    expect(secondWait).toBeLessThanOrEqual(144_000);

    const third = await runWhenDue();
    expect(await theJob()).toMatchObject({ status: "done", attempts: 3 });
    const delivery = await theDelivery();
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 3 });
    expect(await attempts()).toMatchObject([
      { attempt: 1, status_code: 500, error: "HTTP 500: Internal error", created_at: first.toISOString() },
      { attempt: 2, status_code: 503, error: "HTTP 503", created_at: second.toISOString() },
      { attempt: 3, status_code: 200, error: null, created_at: third.toISOString() },
    ]);

    expect(receiver.requests).toHaveLength(3);
    const signer = new Webhook(webhook.secret);
    for (const [i, at] of [first, second, third].entries()) {
      const { headers, body } = receiver.requests[i]!;
      expect(headers["webhook-id"]).toBe(delivery.id);
      expect(headers["webhook-timestamp"]).toBe(String(Math.floor(at.getTime() / 1000)));
      expect(body).toBe(receiver.requests[0]!.body);
      expect(headers["webhook-signature"]).toBe(signer.sign(delivery.id, at, body));
    }
  });

  it("gives up after the last attempt, hours after the first, and marks the delivery failed", async () => {
    await webhookFor();
    receiver.reply(...Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, () => ({ status: 500 })));
    await emit(T0);

    let last = T0;
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i += 1) last = await runWhenDue();

    expect(await theJob()).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS });
    expect(await theDelivery()).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS });
    expect((await attempts()).map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(last.getTime() - T0.getTime()).toBeGreaterThan(6 * 60 * 60_000);
    expect(await runDueJobs(t.db, () => new Date(last.getTime() + 48 * 60 * 60_000))).toBe(0);
    expect(receiver.requests).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
  });

  it("switches the webhook off at a 410 Gone and stops trying", async () => {
    const webhook = await webhookFor();
    receiver.reply({ status: 410 });
    await emit(T0);

    await runWhenDue();

    expect(await theJob()).toMatchObject({ status: "done", attempts: 1 });
    expect(await theDelivery()).toMatchObject({ status: "failed", attempts: 1 });
    expect(await attempts()).toMatchObject([{ attempt: 1, status_code: 410, error: "410 Gone: the webhook was disabled." }]);
    const row = await t.db.selectFrom("webhook_configs").selectAll().where("id", "=", webhook.id).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(false);
    expect(row.disabled_reason).toMatch(/410 Gone/);
    // A disabled webhook gets no new events.
    expect(await emit(T0)).toBe(0);
  });

  it("does not follow a redirect: the 3xx is a failed attempt, retried later", async () => {
    await webhookFor();
    receiver.reply({ status: 301, headers: { location: "http://127.0.0.1:1/elsewhere" } });
    await emit(T0);

    await runWhenDue();

    expect(receiver.requests.map((r) => r.path)).toEqual(["/hooks"]);
    expect(await attempts()).toMatchObject([{ status_code: 301, error: "HTTP 301: a redirect to http://127.0.0.1:1/elsewhere, which is not followed." }]);
    expect(await theDelivery()).toMatchObject({ status: "pending" });
  });

  it("records a receiver that does not answer in time as a failed attempt without a status", async () => {
    await webhookFor();
    receiver.reply({ status: 200, delayMs: 1_000 });
    await emit(T0);
    const job = await theJob();

    await expect(deliverWebhook(job.payload, { attempts: 1, max_attempts: 8 }, T0, { timeoutMs: 200 })).rejects.toThrow("timed out");

    const [attempt] = await attempts();
    expect(attempt).toMatchObject({ attempt: 1, status_code: null, error: "No complete answer within 200 ms (timed out)." });
    expect(attempt!.duration_ms).toBeGreaterThanOrEqual(150);
    expect(attempt!.duration_ms).toBeLessThan(1_000);
    expect(await theDelivery()).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("accepts a 2xx with a huge body after reading 64 KB of it", async () => {
    await webhookFor();
    receiver.reply({ status: 200, bodyBytes: 20 * 1024 * 1024 });
    await emit(T0);

    await runWhenDue();

    expect(await theDelivery()).toMatchObject({ status: "succeeded" });
    expect((await attempts())[0]!.duration_ms).toBeLessThan(3_000);
  });

  it("refuses the loopback receiver when private addresses are not allowed: by IP and by a name resolving to it", async () => {
    const byIp = await webhookFor();
    const byName = await webhookFor(receiver.url.replace("127.0.0.1", "localhost"));
    setTestEnv({ WEBHOOK_ALLOW_PRIVATE: "false" });
    await emit(T0);

    expect(await runDueJobs(t.db, () => T0)).toBe(2);

    expect(receiver.requests).toHaveLength(0);
    const errors = await t.db.selectFrom("webhook_attempts").select(["webhook_id", "error", "status_code"]).execute();
    expect(errors).toHaveLength(2);
    expect(errors.find((e) => e.webhook_id === byIp.id)).toEqual({
      webhook_id: byIp.id,
      status_code: null,
      error: "The webhook address 127.0.0.1 is on a private network and cannot be used.",
    });
    expect(errors.find((e) => e.webhook_id === byName.id)?.error).toMatch(/^The webhook address localhost \((127\.0\.0\.1|::1)\) is on a private network and cannot be used\.$/);
  });

  it("cancels a delivery whose webhook was switched off before it was sent, and drops one whose webhook was deleted", async () => {
    const off = await webhookFor();
    const gone = await webhookFor(`${receiver.url}/gone`);
    await emit(T0);
    await t.db.updateTable("webhook_configs").set({ is_active: false }).where("id", "=", off.id).execute();
    await t.db.deleteFrom("webhook_configs").where("id", "=", gone.id).execute();

    expect(await runDueJobs(t.db, () => T0)).toBe(2);

    expect(receiver.requests).toHaveLength(0);
    expect(await t.db.selectFrom("webhook_deliveries").select(["webhook_id", "status"]).execute()).toEqual([{ webhook_id: off.id, status: "cancelled" }]);
    expect((await t.db.selectFrom("jobs").select("status").execute()).map((j) => j.status)).toEqual(["done", "done"]);
  });
});

describe("emitWebhookEvent", () => {
  it("queues one delivery and job per active webhook of that event type, and nothing when the transaction rolls back", async () => {
    const active = await webhookFor();
    const disabled = await webhookFor(`${receiver.url}/disabled`);
    const other = await webhookFor(`${receiver.url}/other`);
    await t.db.updateTable("webhook_configs").set({ is_active: false }).where("id", "=", disabled.id).execute();
    await t.db.updateTable("webhook_configs").set({ event_type: "pages_published" }).where("id", "=", other.id).execute();

    await expect(
      t.db.transaction().execute(async (trx) => {
        await emitWebhookEvent(trx, "subscribers_export", { subscriber_count: 1 }, T0);
        throw new Error("the export failed");
      }),
    ).rejects.toThrow("the export failed");
    expect(await t.db.selectFrom("webhook_deliveries").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);

    expect(await emit(T0, { subscriber_count: 7 })).toBe(1);
    const delivery = await theDelivery();
    expect(delivery).toMatchObject({ webhook_id: active.id, event_type: "subscribers_export", status: "pending", attempts: 0, created_at: T0.toISOString() });
    expect(delivery.payload).toEqual({
      type: "subscribers_export",
      timestamp: T0.toISOString(),
      data: { event: "subscribers_export", subscriber_count: 7, timestamp: T0.toISOString() },
    });
    expect(await theJob()).toMatchObject({ payload: { deliveryId: delivery.id }, max_attempts: WEBHOOK_MAX_ATTEMPTS, run_at: T0.toISOString() });
  });
});
