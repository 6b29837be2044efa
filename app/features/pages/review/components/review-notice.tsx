import { Link } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import type { EditorReview } from "../review.server.ts";
import { REVIEW_PATH } from "../review-schema.ts";
import { ReviewStateBadge } from "./review-state-badge.tsx";

/**
 * Where the item's review stands, under the editor's top bar: In Review with the message, the
 * reviewer's comment when they asked for changes, and for a live item an Editor cannot publish a
 * change to, why saving it is refused.
 */
export function ReviewNotice({ pageId, review, live }: { pageId: string; review: EditorReview; live: boolean }) {
  const current = review.review;
  if (!current) {
    if (!review.needsApproval || !live) return null;
    return (
      <p role="note" className="rounded-md border border-highlight/40 bg-highlight/10 p-3 text-sm">
        This is live. Editors need approval to publish, so a change to it cannot be saved while it is live: ask an Admin, or unpublish it, change it and submit it for review.
      </p>
    );
  }
  return (
    <section aria-label="Review" className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <ReviewStateBadge state={current.state} />
        <span>
          Version {current.version}, submitted by {current.submittedByEmail} <LocalDateTime iso={current.submittedAt} />
        </span>
        {review.isReviewer ? (
          <Link to={`${REVIEW_PATH}/${pageId}`} className="font-medium underline underline-offset-4">
            Open in Review
          </Link>
        ) : null}
      </p>
      {current.state === "changes_requested" && current.comment ? (
        <div role="status" className="rounded-md border border-destructive/40 bg-destructive/5 p-2">
          <p className="font-semibold">{current.reviewedByEmail ?? "A reviewer"} asked for changes:</p>
          <p className="whitespace-pre-line">{current.comment}</p>
        </div>
      ) : (
        <p className="whitespace-pre-line text-muted-foreground">{current.message}</p>
      )}
    </section>
  );
}
