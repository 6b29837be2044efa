import { data } from "react-router";
import type { Actor } from "#app/features/auth/session-user.ts";
import { readFormData } from "#app/lib/form.server.ts";
import { kickJobWorker } from "#app/lib/jobs.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { INPUT_ERROR_TITLE, parseWebhooksForm, TRIGGER_FAILED_TITLE, type WebhooksActionData, type WebhooksIntent } from "./schema.ts";
import { WebhookActionError } from "./webhook-action-error.ts";
import { deleteWebhook, rotateWebhookSecret, saveWebhook, sendTestDelivery, setWebhookActive } from "./webhooks.server.ts";

const FAILURE_TITLES: Record<WebhooksIntent["intent"], string> = {
  test: TRIGGER_FAILED_TITLE,
  save: "Could not save the webhook",
  rotate: "Could not rotate the secret",
  delete: "Could not delete the webhook",
  "set-active": "Could not change the webhook",
};

const SECRET_NOTE = "Copy its signing secret now: it is shown only this once.";

/**
 * Every form of the webhook box, after the route has checked "webhooks:write". Refused input and
 * refused addresses answer 4xx with a message for the toast; only real failures are 5xx.
 */
export async function handleWebhooksAction(request: Request, actor: Actor) {
  const read = await readFormData(request);
  if (!read.ok) return data<WebhooksActionData>({ ok: false, intent: "", message: { title: INPUT_ERROR_TITLE, description: read.formError } }, { status: read.status });

  const parsed = parseWebhooksForm(read.form);
  if (!parsed.ok) return data<WebhooksActionData>({ ok: false, intent: parsed.intent, message: { title: INPUT_ERROR_TITLE, description: parsed.message } }, { status: 400 });

  const input = parsed.value;
  try {
    return data<WebhooksActionData>(await perform(input, actor));
  } catch (error) {
    const known = error instanceof WebhookActionError;
    if (!known) logger.error({ err: error, intent: input.intent }, "Webhook action failed");
    const description = known ? error.message : "Something went wrong. Please try again later.";
    return data<WebhooksActionData>({ ok: false, intent: input.intent, message: { title: FAILURE_TITLES[input.intent], description } }, { status: known ? error.status : 500 });
  }
}

async function perform(input: WebhooksIntent, actor: Actor): Promise<WebhooksActionData> {
  switch (input.intent) {
    case "test": {
      const { webhook, created } = await sendTestDelivery(input, actor);
      kickJobWorker();
      const sent = `A test delivery to ${webhook.url} was queued; its result appears under Recent deliveries.`;
      return {
        ok: true,
        intent: input.intent,
        message: { title: "Webhook triggered", description: created ? `${sent} The webhook was saved. ${SECRET_NOTE}` : sent },
        secret: created ? { webhookId: webhook.id, webhookName: webhook.name, secret: webhook.secret } : undefined,
      };
    }
    case "save": {
      const webhook = await saveWebhook(input, actor);
      return {
        ok: true,
        intent: input.intent,
        message: { title: "Webhook saved", description: `${webhook.name} will receive a signed delivery each time the subscribers are exported. ${SECRET_NOTE}` },
        secret: { webhookId: webhook.id, webhookName: webhook.name, secret: webhook.secret },
      };
    }
    case "rotate": {
      const webhook = await rotateWebhookSecret(input.webhookId, actor);
      return {
        ok: true,
        intent: input.intent,
        message: { title: "Secret rotated", description: `${webhook.name} now signs with a new secret; the old one no longer verifies. ${SECRET_NOTE}` },
        secret: { webhookId: webhook.id, webhookName: webhook.name, secret: webhook.secret },
      };
    }
    case "delete": {
      const webhook = await deleteWebhook(input.webhookId, actor);
      return { ok: true, intent: input.intent, message: { title: "Webhook deleted", description: `${webhook.name} will receive no more deliveries.` } };
    }
    case "set-active": {
      const webhook = await setWebhookActive(input.webhookId, input.active === "true", actor);
      return webhook.is_active
        ? { ok: true, intent: input.intent, message: { title: "Webhook enabled", description: `${webhook.name} receives deliveries again.` } }
        : { ok: true, intent: input.intent, message: { title: "Webhook disabled", description: `${webhook.name} receives no deliveries until it is enabled.` } };
    }
  }
}
