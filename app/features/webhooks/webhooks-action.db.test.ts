import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { insertStaffUser, type StaffUser } from "#tests/utils/staff-builders.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { setTestEnv, setSuiteEnv } from "#tests/utils/test-env.ts";
import { WEBHOOK_LIMIT, WEBHOOK_LIMIT_REACHED, type WebhooksActionData } from "./schema.ts";
import { handleWebhooksAction } from "./webhooks-action.server.ts";
import { getWebhookPanelData, WEBHOOK_DELIVER_JOB } from "./webhooks.server.ts";

let t: TestDb;
let editor: StaffUser;

// Production's setting, whatever the shell says: private addresses refused.
setSuiteEnv({ WEBHOOK_ALLOW_PRIVATE: "false" });
beforeAll(async () => {
  t = await createTestDb({ asAppDatabase: true });
});
afterAll(async () => {
  await t?.cleanup();
});
beforeEach(async () => {
  for (const table of ["jobs", "webhook_configs", "audit_log", "subscribers", "user"] as const) await t.db.deleteFrom(table).execute();
  editor = await insertStaffUser(t.db, { email: "ed@brandcheck.test", role: "editor" });
});

const HOOK_URL = "https://hooks.example.com/brandcheck";

async function post(fields: Record<string, string>): Promise<{ status: number; body: WebhooksActionData }> {
  const request = new Request("http://localhost/admin/webhooks", { method: "POST", body: new URLSearchParams(fields) });
  const result = await handleWebhooksAction(request, editor);
  return { status: result.init?.status ?? 200, body: result.data };
}

async function addSubscribers(active: number, inactive: number) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: active + inactive }, (_, i) => ({
    id: `s-${i}`,
    email: `s${i}@example.com`,
    first_name: null,
    last_name: null,
    subscribed_at: now,
    is_active: i < active,
    confirmed_at: now,
    unsubscribed_at: i < active ? null : now,
  }));
  await t.db.insertInto("subscribers").values(rows).execute();
}

async function webhooks() {
  return t.db.selectFrom("webhook_configs").selectAll().execute();
}

describe("Test Webhook", () => {
  it("answers an empty URL with the spec's message and changes nothing", async () => {
    for (const url of ["", "   "]) {
      expect(await post({ intent: "test", url, name: "" })).toEqual({
        status: 400,
        body: { ok: false, intent: "test", message: { title: "Error", description: "Please enter a webhook URL first." } },
      });
    }
    expect(await webhooks()).toEqual([]);
  });

  it("refuses what is not an http(s) URL, or carries a password, with a clear message", async () => {
    expect((await post({ intent: "test", url: "hooks.example.com", name: "" })).body.message.description).toBe(
      "Please enter a full web address, such as https://example.com/webhooks.",
    );
    expect((await post({ intent: "test", url: "ftp://hooks.example.com/x", name: "" })).body.message.description).toBe(
      "Only http and https webhook addresses can be used.",
    );
    expect((await post({ intent: "save", url: "https://user:pw@hooks.example.com/x", name: "" })).body.message.description).toMatch(/user name and password/);
    expect((await post({ intent: "save", url: `https://hooks.example.com/${"x".repeat(2100)}`, name: "" })).body.message.description).toBe(
      "The webhook URL must be 2048 characters or less.",
    );
    expect(await webhooks()).toEqual([]);
  });

  it("saves a new URL as a webhook, shows its secret once, and queues a test delivery of { event, subscriber_count, timestamp }", async () => {
    await addSubscribers(2, 1);

    const { status, body } = await post({ intent: "test", url: HOOK_URL, name: "" });

    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, intent: "test", message: { title: "Webhook triggered" } });
    expect(body.message.description).toContain(`A test delivery to ${HOOK_URL} was queued`);
    const [webhook] = await webhooks();
    expect(webhook).toMatchObject({ name: "hooks.example.com", url: HOOK_URL, event_type: "subscribers_export", is_active: true, created_by: editor.id });
    expect(webhook!.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(webhook!.secret.slice(6), "base64")).toHaveLength(32);
    expect(body.secret).toEqual({ webhookId: webhook!.id, webhookName: "hooks.example.com", secret: webhook!.secret });

    const delivery = await t.db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    const { data } = delivery.payload as { data: Record<string, unknown> };
    expect(data).toEqual({ event: "subscribers_export", subscriber_count: 2, test: true, timestamp: expect.any(String) });
    expect(await t.db.selectFrom("jobs").select(["type", "payload"]).execute()).toEqual([{ type: WEBHOOK_DELIVER_JOB, payload: { deliveryId: delivery.id } }]);
    expect((await listRecentAudit(10, t.db)).map((e) => e.action).sort()).toEqual(["webhook.create", "webhook.test"]);
  });

  it("reuses the webhook of a URL it already knows (whatever its spelling) without showing the secret again", async () => {
    await post({ intent: "test", url: HOOK_URL, name: "Zapier" });
    const { body } = await post({ intent: "test", url: "HTTPS://Hooks.Example.com/brandcheck", name: "" });
    expect(body).toMatchObject({ ok: true, message: { title: "Webhook triggered" } });
    expect(body.secret).toBeUndefined();
    expect(await webhooks()).toHaveLength(1);
    expect((await webhooks())[0]!.name).toBe("Zapier");
    expect(await t.db.selectFrom("webhook_deliveries").selectAll().execute()).toHaveLength(2);
  });

  it("refuses a private address with the spec's failure toast, unless private addresses are allowed", async () => {
    for (const url of ["http://127.0.0.1:8080/hook", "http://localhost:8080/hook", "http://[::ffff:10.0.0.1]/hook", "http://169.254.169.254/latest"]) {
      const { status, body } = await post({ intent: "test", url, name: "" });
      expect(status).toBe(422);
      expect(body.message.title).toBe("Failed to trigger the webhook");
      expect(body.message.description).toMatch(/^The webhook address .* is on a private network( \(link-local\))? and cannot be used\.$/);
    }
    expect(await webhooks()).toEqual([]);

    setTestEnv({ WEBHOOK_ALLOW_PRIVATE: "true" });
    expect((await post({ intent: "test", url: "http://127.0.0.1:8080/hook", name: "" })).body.ok).toBe(true);
  });

  it("refuses to test a disabled webhook", async () => {
    await post({ intent: "save", url: HOOK_URL, name: "" });
    const [webhook] = await webhooks();
    await post({ intent: "set-active", webhookId: webhook!.id, active: "false" });
    const { status, body } = await post({ intent: "test", url: HOOK_URL, name: "" });
    expect(status).toBe(409);
    expect(body.message).toEqual({ title: "Failed to trigger the webhook", description: "This webhook is disabled. Enable it first." });
  });
});

describe("managing webhooks", () => {
  it("saves, rotates (a new secret, shown once), disables, enables and deletes, each recorded in the audit log", async () => {
    const saved = await post({ intent: "save", url: HOOK_URL, name: "  CRM sync  " });
    expect(saved.body).toMatchObject({ ok: true, message: { title: "Webhook saved" } });
    const [webhook] = await webhooks();
    expect(webhook!.name).toBe("CRM sync");
    expect(saved.body.secret?.secret).toBe(webhook!.secret);

    expect((await post({ intent: "save", url: HOOK_URL, name: "" })).body.message).toEqual({
      title: "Could not save the webhook",
      description: "A webhook with this URL is already saved.",
    });

    const rotated = await post({ intent: "rotate", webhookId: webhook!.id });
    const [afterRotate] = await webhooks();
    expect(afterRotate!.secret).not.toBe(webhook!.secret);
    expect(rotated.body).toMatchObject({ ok: true, message: { title: "Secret rotated" }, secret: { webhookId: webhook!.id, secret: afterRotate!.secret } });

    expect((await post({ intent: "set-active", webhookId: webhook!.id, active: "false" })).body.message.title).toBe("Webhook disabled");
    expect((await webhooks())[0]).toMatchObject({ is_active: false, disabled_reason: "Disabled by staff." });
    expect((await post({ intent: "set-active", webhookId: webhook!.id, active: "true" })).body.message.title).toBe("Webhook enabled");
    expect((await webhooks())[0]).toMatchObject({ is_active: true, disabled_reason: null });

    expect((await post({ intent: "delete", webhookId: webhook!.id })).body.message.title).toBe("Webhook deleted");
    expect(await webhooks()).toEqual([]);
    expect((await post({ intent: "delete", webhookId: webhook!.id })).status).toBe(404);

    expect((await listRecentAudit(10, t.db)).map((e) => e.action).sort()).toEqual([
      "webhook.create",
      "webhook.delete",
      "webhook.rotate",
      "webhook.update",
      "webhook.update",
    ]);
  });

  it(`keeps a site to ${WEBHOOK_LIMIT} webhooks, saved or tested, with a message saying to delete one first, and nothing else changes`, async () => {
    const urls = Array.from({ length: WEBHOOK_LIMIT + 2 }, (_, i) => `https://hooks.example.com/site/${i}`);
    // Concurrently, as several Editors could: the limit must hold when they race for the last places.
    const answers = await Promise.all(urls.map((url, i) => post({ intent: i % 2 ? "save" : "test", url, name: "" })));
    expect(answers.filter((answer) => answer.body.ok)).toHaveLength(WEBHOOK_LIMIT);
    const refused = answers.filter((answer) => !answer.body.ok);
    expect(refused.map((answer) => answer.status)).toEqual([409, 409]);
    for (const answer of refused) expect(answer.body.message.description).toBe(WEBHOOK_LIMIT_REACHED);
    expect(await webhooks()).toHaveLength(WEBHOOK_LIMIT);

    const jobsBefore = await t.db.selectFrom("jobs").select("id").execute();
    const auditBefore = await listRecentAudit(100, t.db);
    expect(await post({ intent: "save", url: "https://hooks.example.com/one-more", name: "" })).toMatchObject({
      status: 409,
      body: { ok: false, intent: "save", message: { title: "Could not save the webhook", description: WEBHOOK_LIMIT_REACHED } },
    });
    expect(await post({ intent: "test", url: "https://hooks.example.com/one-more", name: "" })).toMatchObject({
      status: 409,
      body: { ok: false, intent: "test", message: { title: "Failed to trigger the webhook", description: WEBHOOK_LIMIT_REACHED } },
    });
    expect(await webhooks()).toHaveLength(WEBHOOK_LIMIT);
    expect(await t.db.selectFrom("jobs").select("id").execute()).toHaveLength(jobsBefore.length);
    expect(await listRecentAudit(100, t.db)).toHaveLength(auditBefore.length);

    // A saved webhook can still be tested, and deleting one makes room for another.
    expect((await post({ intent: "test", url: urls.find((_, i) => answers[i]!.body.ok)!, name: "" })).body.ok).toBe(true);
    const [first] = await webhooks();
    await post({ intent: "delete", webhookId: first!.id });
    expect((await post({ intent: "save", url: "https://hooks.example.com/one-more", name: "" })).body.ok).toBe(true);
  });

  it("answers an unknown intent with a 400 and a message", async () => {
    expect(await post({ intent: "explode" })).toEqual({
      status: 400,
      body: { ok: false, intent: "explode", message: { title: "Error", description: "Unknown action. Please reload the page and try again." } },
    });
  });
});

describe("getWebhookPanelData", () => {
  it("lists webhooks with a hint of their secret only, and the latest deliveries with their latest attempt", async () => {
    await post({ intent: "save", url: HOOK_URL, name: "CRM" });
    await post({ intent: "test", url: HOOK_URL, name: "" });
    const [webhook] = await webhooks();
    const delivery = await t.db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();

    let panel = await getWebhookPanelData(t.db);
    expect(panel.webhooks).toEqual([
      {
        id: webhook!.id,
        name: "CRM",
        url: HOOK_URL,
        eventType: "subscribers_export",
        isActive: true,
        disabledReason: null,
        secretHint: `whsec_…${webhook!.secret.slice(-5, -1)}`,
        createdAt: webhook!.created_at,
      },
    ]);
    expect(JSON.stringify(panel)).not.toContain(webhook!.secret);
    expect(panel.deliveries).toEqual([
      { id: delivery.id, webhookName: "CRM", eventType: "subscribers_export", test: true, status: "pending", createdAt: delivery.created_at, maxAttempts: 8, lastAttempt: null },
    ]);

    for (const attempt of [1, 2]) {
      await t.db
        .insertInto("webhook_attempts")
        .values({
          id: `a-${attempt}`,
          delivery_id: delivery.id,
          webhook_id: webhook!.id,
          attempt,
          status_code: attempt === 1 ? null : 500,
          duration_ms: 40 + attempt,
          error: attempt === 1 ? "refused" : "HTTP 500",
          created_at: new Date(Date.UTC(2030, 0, 1, 0, attempt)).toISOString(),
        })
        .execute();
    }
    panel = await getWebhookPanelData(t.db);
    expect(panel.deliveries[0]?.lastAttempt).toEqual({ attempt: 2, at: "2030-01-01T00:02:00.000Z", statusCode: 500, durationMs: 42, error: "HTTP 500" });
  });
});
