/** A refusal the webhook box shows as it is (a refused address, a stale screen), with its HTTP status. */
export class WebhookActionError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = "WebhookActionError";
    this.status = status;
  }
}
