import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database, Job, WebhookDelivery } from "#app/db/schema.ts";
import { env } from "#app/lib/env.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { z } from "#app/lib/zod.ts";
import { postOnce, type OutboundResponse } from "./outbound-request.server.ts";
import { signWebhook } from "./signature.server.ts";

/** The receiver has this long for the whole exchange; a slow receiver should queue the work and answer at once. */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** Only the status matters; a little of the body is kept for the error message. */
const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;
export const WEBHOOK_USER_AGENT = "BrandCheck-Webhooks/1";

const ERROR_MAX_LENGTH = 500;
const BODY_EXCERPT_LENGTH = 200;
const GONE_REASON = "The endpoint answered 410 Gone, which asks senders to stop. Enable the webhook again once it accepts deliveries.";

const JobPayload = z.object({ deliveryId: z.string().min(1) });

export interface DeliverOptions {
  database?: Kysely<Database>;
  /** Tests shorten the deadline instead of waiting 15 seconds. */
  timeoutMs?: number;
}

type Outcome =
  | { result: "succeeded"; statusCode: number; error: null }
  | { result: "gone"; statusCode: number; error: string }
  | { result: "failed"; statusCode: number | null; error: string };

/**
 * The `webhook.deliver` job: one attempt at one delivery. Every attempt is recorded; a 2xx answer
 * settles the delivery, 410 Gone switches the webhook off and stops, and anything else throws so the
 * jobs table tries again later (webhookRetryDelayMs), until the last attempt marks it failed. The
 * message id stays the same on every attempt; the timestamp and signature are this attempt's.
 */
export async function deliverWebhook(
  payload: unknown,
  job: Pick<Job, "attempts" | "max_attempts">,
  now: Date,
  { database = db(), timeoutMs = WEBHOOK_TIMEOUT_MS }: DeliverOptions = {},
): Promise<void> {
  const { deliveryId } = JobPayload.parse(payload);
  const delivery = await database
    .selectFrom("webhook_deliveries")
    .innerJoin("webhook_configs", "webhook_configs.id", "webhook_deliveries.webhook_id")
    .select([
      "webhook_deliveries.id",
      "webhook_deliveries.webhook_id",
      "webhook_deliveries.payload",
      "webhook_deliveries.status",
      "webhook_configs.url",
      "webhook_configs.secret",
      "webhook_configs.is_active",
    ])
    .where("webhook_deliveries.id", "=", deliveryId)
    .executeTakeFirst();
  // Deleted with its webhook, or settled by an earlier run whose worker died before it could say so.
  if (!delivery || delivery.status !== "pending") return;
  if (!delivery.is_active) {
    await setDeliveryStatus(database, deliveryId, "cancelled", now);
    return;
  }

  const attempt = job.attempts;
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  const started = performance.now();
  let outcome: Outcome;
  try {
    const response = await postOnce({
      url: delivery.url,
      headers: {
        "content-type": "application/json",
        "user-agent": WEBHOOK_USER_AGENT,
        "webhook-id": delivery.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(delivery.secret, delivery.id, timestamp, body),
      },
      body,
      timeoutMs,
      maxResponseBytes: WEBHOOK_MAX_RESPONSE_BYTES,
      allowPrivate: env().WEBHOOK_ALLOW_PRIVATE,
    });
    outcome = judge(response);
  } catch (error) {
    outcome = { result: "failed", statusCode: null, error: error instanceof Error ? error.message : String(error) };
  }
  const durationMs = Math.round(performance.now() - started);
  const lastAttempt = attempt >= job.max_attempts;

  await database.transaction().execute(async (trx) => {
    await trx
      .insertInto("webhook_attempts")
      .values({
        id: randomUUID(),
        delivery_id: delivery.id,
        webhook_id: delivery.webhook_id,
        attempt,
        status_code: outcome.statusCode,
        duration_ms: durationMs,
        error: outcome.error?.slice(0, ERROR_MAX_LENGTH) ?? null,
        created_at: now.toISOString(),
      })
      .execute();
    const status = outcome.result === "succeeded" ? "succeeded" : outcome.result === "gone" || lastAttempt ? "failed" : "pending";
    await setDeliveryStatus(trx, delivery.id, status, now, attempt);
    if (outcome.result === "gone") {
      await trx
        .updateTable("webhook_configs")
        .set({ is_active: false, disabled_reason: GONE_REASON, updated_at: now.toISOString() })
        .where("id", "=", delivery.webhook_id)
        .execute();
    }
  });

  if (outcome.result === "failed") {
    logger.warn({ deliveryId, attempt, lastAttempt, statusCode: outcome.statusCode }, "Webhook delivery attempt failed");
    // The jobs table schedules the next attempt, or records the job as failed after the last one.
    throw new Error(outcome.error);
  }
}

function setDeliveryStatus(executor: Kysely<Database>, id: string, status: WebhookDelivery["status"], now: Date, attempts?: number) {
  return executor
    .updateTable("webhook_deliveries")
    .set({ status, ...(attempts === undefined ? {} : { attempts }), updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** 2xx is delivered; 410 means "stop"; a redirect is a failure, since following it could lead anywhere. */
function judge(response: OutboundResponse): Outcome {
  const { status } = response;
  if (status >= 200 && status < 300) return { result: "succeeded", statusCode: status, error: null };
  if (status === 410) return { result: "gone", statusCode: status, error: "410 Gone: the webhook was disabled." };
  if (status >= 300 && status < 400) {
    const target = response.location ? ` to ${response.location}` : "";
    return { result: "failed", statusCode: status, error: `HTTP ${status}: a redirect${target}, which is not followed.` };
  }
  const excerpt = response.body.replace(/\s+/g, " ").trim().slice(0, BODY_EXCERPT_LENGTH);
  return { result: "failed", statusCode: status, error: excerpt ? `HTTP ${status}: ${excerpt}` : `HTTP ${status}` };
}
