import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { lockKey } from "#app/db/row-locks.ts";
import type { Database, WebhookConfig, WebhookDelivery } from "#app/db/schema.ts";
import { recordAudit, type AuditAction } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { env } from "#app/lib/env.server.ts";
import { enqueueJob } from "#app/lib/jobs.server.ts";
import { WEBHOOK_MAX_ATTEMPTS } from "./retry-schedule.ts";
import { WEBHOOK_LIMIT, WEBHOOK_LIMIT_REACHED, type WebhookEventType } from "./schema.ts";
import { newMessageId, newWebhookSecret, secretHint } from "./signature.server.ts";
import { assertDestinationAllowed, BlockedAddressError } from "./ssrf-guard.server.ts";
import { WebhookActionError } from "./webhook-action-error.ts";

export type { WebhookEventType } from "./schema.ts";

export const WEBHOOK_DELIVER_JOB = "webhook.deliver";

/** How many deliveries the webhook box lists. */
const RECENT_DELIVERIES = 10;

/** The body of every delivery, the Standard Webhooks payload convention: `{ type, timestamp, data }`. */
interface WebhookPayload {
  type: WebhookEventType;
  timestamp: string;
  /** Always holds the spec's `event` and `timestamp`, beside the event's own fields (e.g. `subscriber_count`). */
  data: Record<string, unknown>;
}

/**
 * Queues one delivery (and the job that sends it) per active webhook of `eventType`, in the caller's
 * transaction, so the deliveries exist exactly when the change they report does. Returns how many;
 * the caller calls kickJobWorker() after its commit.
 */
export async function emitWebhookEvent(
  executor: Kysely<Database>,
  eventType: WebhookEventType,
  data: Record<string, unknown>,
  now: Date = new Date(),
): Promise<number> {
  const webhooks = await executor
    .selectFrom("webhook_configs")
    .select("id")
    .where("event_type", "=", eventType)
    .where("is_active", "=", true)
    .execute();
  for (const webhook of webhooks) await queueDelivery(executor, webhook.id, eventType, data, now);
  return webhooks.length;
}

async function queueDelivery(
  executor: Kysely<Database>,
  webhookId: string,
  eventType: WebhookEventType,
  data: Record<string, unknown>,
  now: Date,
): Promise<WebhookDelivery> {
  const timestamp = now.toISOString();
  const payload: WebhookPayload = { type: eventType, timestamp, data: { event: eventType, ...data, timestamp } };
  const delivery: WebhookDelivery = {
    id: newMessageId(),
    webhook_id: webhookId,
    event_type: eventType,
    payload,
    status: "pending",
    attempts: 0,
    created_at: timestamp,
    updated_at: timestamp,
  };
  await executor
    .insertInto("webhook_deliveries")
    .values({ ...delivery, payload: JSON.stringify(payload) })
    .execute();
  await enqueueJob(executor, WEBHOOK_DELIVER_JOB, { deliveryId: delivery.id }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS, runAt: now });
  return delivery;
}

/** A URL as it is stored and compared: the URL parser's form, so "HTTPS://Example.com" and "https://example.com/" are one webhook. */
function normalizeWebhookUrl(url: string): string {
  return new URL(url.trim()).href;
}

/** A webhook's name when staff leave it blank: its host, which tells endpoints apart in the list. */
function defaultName(url: string): string {
  return new URL(url).host;
}

async function checkDestination(url: string): Promise<void> {
  try {
    await assertDestinationAllowed(new URL(url), env().WEBHOOK_ALLOW_PRIVATE);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw new WebhookActionError(error.message, 422);
    throw error;
  }
}

function audit(trx: Kysely<Database>, actor: Actor, action: AuditAction, webhook: Pick<WebhookConfig, "id">, summary: string, now: Date) {
  return recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action, targetType: "webhook", targetId: webhook.id, summary }, now);
}

async function insertWebhook(trx: Kysely<Database>, input: { url: string; name: string; eventType?: WebhookEventType }, actor: Actor, now: Date): Promise<WebhookConfig> {
  // Two Editors adding the last one at once on PostgreSQL: the second waits here and then counts it.
  await lockKey(trx, "webhook_configs:insert");
  const { total } = await trx.selectFrom("webhook_configs").select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  if (Number(total) >= WEBHOOK_LIMIT) throw new WebhookActionError(WEBHOOK_LIMIT_REACHED, 409);
  const row: WebhookConfig = {
    id: randomUUID(),
    name: input.name || defaultName(input.url),
    url: input.url,
    event_type: input.eventType ?? "subscribers_export",
    secret: newWebhookSecret(),
    is_active: true,
    disabled_reason: null,
    created_by: actor.id,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await trx.insertInto("webhook_configs").values(row).execute();
  await audit(trx, actor, "webhook.create", row, `Added webhook ${row.name} (${row.url})`, now);
  return row;
}

function findByUrl(trx: Kysely<Database>, url: string, eventType: WebhookEventType = "subscribers_export") {
  return trx.selectFrom("webhook_configs").selectAll().where("url", "=", url).where("event_type", "=", eventType).executeTakeFirst();
}

/** Saves a new webhook for `eventType` (the spec's subscribers_export unless said); its secret comes back to be shown once. */
export async function saveWebhook(
  input: { url: string; name: string; eventType?: WebhookEventType },
  actor: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<WebhookConfig> {
  const url = normalizeWebhookUrl(input.url);
  await checkDestination(url);
  return database.transaction().execute(async (trx) => {
    if (await findByUrl(trx, url, input.eventType)) throw new WebhookActionError("A webhook with this URL is already saved.", 409);
    return insertWebhook(trx, { url, name: input.name, eventType: input.eventType }, actor, now);
  });
}

export interface TestDeliveryResult {
  webhook: WebhookConfig;
  /** True when the URL was new and the webhook was saved by this test; its secret is then shown once. */
  created: boolean;
  deliveryId: string;
}

/**
 * The spec's Test Webhook: the URL's webhook (saved now when it is new), then a test delivery of
 * `{ event, subscriber_count, timestamp }` to it, where subscriber_count counts Active subscribers.
 */
export async function sendTestDelivery(input: { url: string; name: string }, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<TestDeliveryResult> {
  const url = normalizeWebhookUrl(input.url);
  await checkDestination(url);
  return database.transaction().execute(async (trx) => {
    const existing = await findByUrl(trx, url);
    if (existing && !existing.is_active) throw new WebhookActionError("This webhook is disabled. Enable it first.", 409);
    const webhook = existing ?? (await insertWebhook(trx, { url, name: input.name }, actor, now));
    const { total } = await trx
      .selectFrom("subscribers")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("is_active", "=", true)
      .executeTakeFirstOrThrow();
    const delivery = await queueDelivery(trx, webhook.id, "subscribers_export", { subscriber_count: Number(total), test: true }, now);
    await audit(trx, actor, "webhook.test", webhook, `Sent a test delivery to webhook ${webhook.name}`, now);
    return { webhook, created: !existing, deliveryId: delivery.id };
  });
}

async function updateWebhook(
  trx: Kysely<Database>,
  webhookId: string,
  changes: Partial<Pick<WebhookConfig, "secret" | "is_active" | "disabled_reason">>,
  now: Date,
): Promise<WebhookConfig> {
  const row = await trx
    .updateTable("webhook_configs")
    .set({ ...changes, updated_at: now.toISOString() })
    .where("id", "=", webhookId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new WebhookActionError("That webhook no longer exists. Please reload the page.", 404);
  return row;
}

/** A new signing secret, for when the old one may have leaked; deliveries still to be tried are signed with it. */
export async function rotateWebhookSecret(webhookId: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<WebhookConfig> {
  return database.transaction().execute(async (trx) => {
    const row = await updateWebhook(trx, webhookId, { secret: newWebhookSecret() }, now);
    await audit(trx, actor, "webhook.rotate", row, `Rotated the signing secret of webhook ${row.name}`, now);
    return row;
  });
}

/** Switches a webhook on or off; switching on clears the reason it was switched off (a 410 answer). */
export async function setWebhookActive(webhookId: string, active: boolean, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<WebhookConfig> {
  return database.transaction().execute(async (trx) => {
    const row = await updateWebhook(trx, webhookId, { is_active: active, disabled_reason: active ? null : "Disabled by staff." }, now);
    await audit(trx, actor, "webhook.update", row, `${active ? "Enabled" : "Disabled"} webhook ${row.name}`, now);
    return row;
  });
}

/** Deletes a webhook with its deliveries and attempts; jobs still queued for it find nothing to send. */
export async function deleteWebhook(webhookId: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<WebhookConfig> {
  return database.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("webhook_configs").where("id", "=", webhookId).returningAll().executeTakeFirst();
    if (!row) throw new WebhookActionError("That webhook no longer exists. Please reload the page.", 404);
    await audit(trx, actor, "webhook.delete", row, `Deleted webhook ${row.name} (${row.url})`, now);
    return row;
  });
}

/** A saved webhook as the box shows it: never its secret, only a hint of it. */
export interface WebhookSummary {
  id: string;
  name: string;
  url: string;
  eventType: string;
  isActive: boolean;
  disabledReason: string | null;
  secretHint: string;
  createdAt: string;
}

export interface DeliverySummary {
  id: string;
  webhookName: string;
  eventType: string;
  test: boolean;
  status: WebhookDelivery["status"];
  createdAt: string;
  maxAttempts: number;
  /** The latest attempt, or null while the first is still queued. */
  lastAttempt: { attempt: number; at: string; statusCode: number | null; durationMs: number; error: string | null } | null;
}

export interface WebhookPanelData {
  webhooks: WebhookSummary[];
  /** The newest first. */
  deliveries: DeliverySummary[];
}

/** What the webhook box on the Subscribers screen shows. */
export async function getWebhookPanelData(database: Kysely<Database> = db()): Promise<WebhookPanelData> {
  const [webhooks, deliveries] = await Promise.all([
    database.selectFrom("webhook_configs").selectAll().orderBy("created_at").orderBy("id").execute(),
    database
      .selectFrom("webhook_deliveries")
      .innerJoin("webhook_configs", "webhook_configs.id", "webhook_deliveries.webhook_id")
      .select([
        "webhook_deliveries.id",
        "webhook_deliveries.event_type",
        "webhook_deliveries.payload",
        "webhook_deliveries.status",
        "webhook_deliveries.created_at",
        "webhook_configs.name as webhook_name",
      ])
      .orderBy("webhook_deliveries.created_at", "desc")
      .orderBy("webhook_deliveries.id", "desc")
      .limit(RECENT_DELIVERIES)
      .execute(),
  ]);

  const attempts =
    deliveries.length === 0
      ? []
      : await database
          .selectFrom("webhook_attempts")
          .selectAll()
          .where(
            "delivery_id",
            "in",
            deliveries.map((d) => d.id),
          )
          .orderBy("attempt", "desc")
          .execute();
  const latest = new Map<string, (typeof attempts)[number]>();
  for (const attempt of attempts) if (!latest.has(attempt.delivery_id)) latest.set(attempt.delivery_id, attempt);

  return {
    webhooks: webhooks.map((w) => ({
      id: w.id,
      name: w.name,
      url: w.url,
      eventType: w.event_type,
      isActive: w.is_active,
      disabledReason: w.disabled_reason,
      secretHint: secretHint(w.secret),
      createdAt: w.created_at,
    })),
    deliveries: deliveries.map((d) => {
      const attempt = latest.get(d.id);
      return {
        id: d.id,
        webhookName: d.webhook_name,
        eventType: d.event_type,
        test: isTestPayload(d.payload),
        status: d.status,
        createdAt: d.created_at,
        maxAttempts: WEBHOOK_MAX_ATTEMPTS,
        lastAttempt: attempt
          ? { attempt: attempt.attempt, at: attempt.created_at, statusCode: attempt.status_code, durationMs: attempt.duration_ms, error: attempt.error }
          : null,
      };
    }),
  };
}

function isTestPayload(payload: unknown): boolean {
  const data = (payload as Partial<WebhookPayload> | null)?.data;
  return data?.test === true;
}
