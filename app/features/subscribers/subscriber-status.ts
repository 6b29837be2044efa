import type { Subscriber } from "#app/db/schema.ts";

/**
 * The spec shows Active or Unsubscribed from is_active. A newsletter sign-up that has not been
 * confirmed yet is neither: it shows as Pending until its owner clicks the link in the e-mail.
 */
export type SubscriberStatus = "active" | "pending" | "unsubscribed";

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  active: "Active",
  pending: "Pending",
  unsubscribed: "Unsubscribed",
};

export function subscriberStatus(row: Pick<Subscriber, "is_active" | "confirmed_at" | "unsubscribed_at">): SubscriberStatus {
  if (row.is_active) return "active";
  return row.confirmed_at === null && row.unsubscribed_at === null ? "pending" : "unsubscribed";
}
