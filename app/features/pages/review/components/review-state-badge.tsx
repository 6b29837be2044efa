import { Badge } from "#app/components/ui/badge.tsx";
import { REVIEW_STATE_LABELS, type ReviewState } from "../review-schema.ts";

const VARIANT = { in_review: "warning", changes_requested: "destructive", approved: "success" } as const;

/** An item's review state as the queue and the editor name it. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <Badge variant={VARIANT[state]}>{REVIEW_STATE_LABELS[state]}</Badge>;
}

/** The publishing bar's status for an Editor who needs approval: no Published switch, where the draft stands instead. */
export function ApprovalStatus({ state }: { state: ReviewState | null }) {
  return state ? <ReviewStateBadge state={state} /> : <Badge variant="outline">Draft</Badge>;
}
