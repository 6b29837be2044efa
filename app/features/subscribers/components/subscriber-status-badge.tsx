import { Badge } from "#app/components/ui/badge.tsx";
import { SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "../subscriber-status.ts";

const VARIANTS = { active: "success", pending: "warning", unsubscribed: "outline" } as const satisfies Record<SubscriberStatus, string>;

export function SubscriberStatusBadge({ status }: { status: SubscriberStatus }) {
  return <Badge variant={VARIANTS[status]}>{SUBSCRIBER_STATUS_LABELS[status]}</Badge>;
}
