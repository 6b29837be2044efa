import { textField } from "#app/lib/form.ts";
import { z } from "#app/lib/zod.ts";

/**
 * The events a webhook can subscribe to: the spec's one (section 9), and issue S's `form.submitted`,
 * sent for every form submission so a CRM receives leads (docs/decisions/047-lead-routing.md).
 */
export const WEBHOOK_EVENT_TYPES = ["subscribers_export", "form.submitted"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  subscribers_export: "Subscribers exported",
  "form.submitted": "Form submitted",
};

/**
 * Toast titles. The spec (sections 5 and 8): "Error: Please enter a webhook URL first." for Test
 * Webhook with an empty URL, "Failed to trigger the webhook: {message}" when it fails; every other
 * refused input is an "Error" too.
 */
export const INPUT_ERROR_TITLE = "Error";
export const TRIGGER_FAILED_TITLE = "Failed to trigger the webhook";
const EMPTY_URL = "Please enter a webhook URL first.";
const UNKNOWN_ACTION = "Unknown action. Please reload the page and try again.";
const MISSING_WEBHOOK = "That webhook no longer exists. Please reload the page.";

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_NAME_MAX_LENGTH = 100;

/**
 * At most this many webhooks: each export sends a delivery to every one, and a receiver that never
 * answers holds a slot of the webhook lane for 15 s per attempt (docs/decisions/016-job-lanes.md).
 */
export const WEBHOOK_LIMIT = 20;
export const WEBHOOK_LIMIT_REACHED = `This site already has ${WEBHOOK_LIMIT} webhooks, the most it can have. Delete one you no longer need before adding another.`;

/**
 * A webhook URL as the form and the action both check it: present, a full http(s) address, not too
 * long, and without a user name or password (deliveries are signed instead, and the URL is shown on
 * the screen). Whether its address may be reached is the server's check (ssrf-guard.server.ts).
 */
const WebhookUrl = z
  .string()
  .trim()
  .min(1, EMPTY_URL)
  .max(WEBHOOK_URL_MAX_LENGTH, `The webhook URL must be ${WEBHOOK_URL_MAX_LENGTH} characters or less.`)
  .superRefine((value, context) => {
    const problem = urlProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

function urlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Please enter a full web address, such as https://example.com/webhooks.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "Only http and https webhook addresses can be used.";
  if (url.username || url.password) return "Please leave the user name and password out of the webhook URL. Deliveries are signed instead.";
  return null;
}

const WebhookName = z.string().trim().max(WEBHOOK_NAME_MAX_LENGTH, `The name must be ${WEBHOOK_NAME_MAX_LENGTH} characters or less.`);
const WebhookId = z.string().trim().min(1, MISSING_WEBHOOK).max(200, MISSING_WEBHOOK);

/** The event a saved webhook receives; a form without the choice (an older page) saves the spec's event. */
const WebhookEvent = z.enum(["", ...WEBHOOK_EVENT_TYPES], UNKNOWN_ACTION).transform((event): WebhookEventType => event || "subscribers_export");

/** Every form in the webhook box, told apart by its `intent` field. */
export const WebhooksIntent = z.discriminatedUnion(
  "intent",
  [
    // The spec's Test Webhook: saves the URL as a webhook when it is new, then sends it a test delivery.
    z.object({ intent: z.literal("test"), url: WebhookUrl, name: WebhookName }),
    z.object({ intent: z.literal("save"), url: WebhookUrl, name: WebhookName, eventType: WebhookEvent }),
    z.object({ intent: z.literal("rotate"), webhookId: WebhookId }),
    z.object({ intent: z.literal("delete"), webhookId: WebhookId }),
    z.object({ intent: z.literal("set-active"), webhookId: WebhookId, active: z.enum(["true", "false"], UNKNOWN_ACTION) }),
  ],
  UNKNOWN_ACTION,
);
export type WebhooksIntent = z.infer<typeof WebhooksIntent>;

export type ParsedWebhooksForm = { ok: true; value: WebhooksIntent } | { ok: false; intent: string; message: string };

export function parseWebhooksForm(form: FormData): ParsedWebhooksForm {
  const fields: Record<string, string> = {};
  for (const key of ["intent", "url", "name", "webhookId", "active", "eventType"]) fields[key] = textField(form, key);
  const result = WebhooksIntent.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, intent: fields.intent ?? "", message: result.error.issues[0]?.message ?? UNKNOWN_ACTION };
}

/** The URL field's check in the browser, with the schema the server uses: the spec's message, or null. */
export function webhookUrlError(value: string): string | null {
  const result = WebhookUrl.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? EMPTY_URL);
}

/** A signing secret, in the one answer that shows it whole (after saving or rotating). */
export interface RevealedSecret {
  webhookId: string;
  webhookName: string;
  secret: string;
}

export interface WebhooksActionData {
  ok: boolean;
  intent: string;
  /** A toast as the spec's catalogue writes it: "title: description". */
  message: { title: string; description?: string };
  secret?: RevealedSecret;
}
