import { useFetcher } from "react-router";
import type { WebhooksActionData } from "../schema.ts";

/** Where every form of the webhook box posts (app/routes/admin/webhooks.ts). */
export const WEBHOOKS_ACTION = "/admin/webhooks";

/**
 * One fetcher shared by all of the box's forms, so the box reads the latest answer (its toast, a
 * secret to show once) in one place, and every button knows when a change is on its way.
 */
export function useWebhooksFetcher() {
  return useFetcher<WebhooksActionData>({ key: "webhooks" });
}
