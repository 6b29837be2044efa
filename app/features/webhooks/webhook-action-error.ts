import { ActionRefusal } from "#app/lib/action-refusal.ts";

/** A refusal the webhook box shows as it is (a refused address, a stale screen), with its HTTP status. */
export class WebhookActionError extends ActionRefusal {}
