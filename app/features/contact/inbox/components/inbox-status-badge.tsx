import { Badge, type BadgeProps } from "#app/components/ui/badge.tsx";
import { isSubmissionStatus, statusLabel, type SubmissionStatus } from "#app/features/contact/inbox/inbox-schema.ts";

const VARIANTS: Record<SubmissionStatus, BadgeProps["variant"]> = { new: "default", "in-progress": "warning", completed: "success" };

/** New, In Progress, Completed, or Unknown for a status the app does not know. */
export function InboxStatusBadge({ status }: { status: string }) {
  return <Badge variant={isSubmissionStatus(status) ? VARIANTS[status] : "outline"}>{statusLabel(status)}</Badge>;
}
