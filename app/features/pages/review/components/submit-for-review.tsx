import { Send } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { PublishingPopover } from "#app/features/pages/publishing/components/publishing-popover.tsx";
import { MAX_REVIEW_TEXT } from "../review-schema.ts";
import { useReviewAction } from "./use-review-action.ts";

interface SubmitForReviewProps {
  pageId: string;
  /** The saved version: what is submitted, exactly. */
  version: number;
  /** Unsaved changes: they would not be part of the submission, so the editor saves first. */
  dirty: boolean;
  /** Already In Review: submitting again replaces the message. */
  inReview: boolean;
}

/** An Editor's publishing control while approval is needed (decision 048): the saved draft and a message for the reviewer. */
export function SubmitForReview({ pageId, version, dirty, inReview }: SubmitForReviewProps) {
  const { fetcher, action, busy, answer } = useReviewAction();
  const [message, setMessage] = useState("");
  // Submitted: the message is with the reviewer, and the box is ready for the next submission (set while rendering the new answer).
  const [answered, setAnswered] = useState(answer);
  if (answer !== answered) {
    setAnswered(answer);
    if (answer?.ok) setMessage("");
  }
  return (
    <PublishingPopover
      // "Submit" on a phone, where the bar's buttons share 390 px; the whole name for screen readers everywhere.
      label={
        <span>
          Submit<span className="max-lg:sr-only"> for Review</span>
        </span>
      }
      icon={Send}
      title="Submit for Review"
      description="A reviewer compares the saved version with what is live, then publishes it or asks for changes."
      pending={inReview ? "In review" : null}
    >
      {dirty ? (
        <p role="status" className="text-sm">
          Save your changes first: the saved version is what the reviewer sees.
        </p>
      ) : (
        <fetcher.Form method="post" action={action} className="space-y-3">
          <input type="hidden" name="intent" value="submit" />
          <input type="hidden" name="pageId" value={pageId} />
          <input type="hidden" name="version" value={version} />
          <div className="space-y-1">
            <Label htmlFor="review-message">Message for the reviewer</Label>
            <Textarea id="review-message" name="message" required maxLength={MAX_REVIEW_TEXT} value={message} onChange={(event) => setMessage(event.target.value)} />
          </div>
          <Button type="submit" disabled={busy || !message.trim()}>
            {inReview ? "Submit Again" : "Submit for Review"}
          </Button>
        </fetcher.Form>
      )}
    </PublishingPopover>
  );
}
