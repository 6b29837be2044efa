import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { MAX_REVIEW_TEXT } from "../review-schema.ts";
import { useReviewAction } from "./use-review-action.ts";

/** Approve and Publish, or Request Changes with a comment: for the version the reviewer sees. */
export function ReviewDecision({ pageId, version }: { pageId: string; version: number }) {
  const { fetcher, action, busy } = useReviewAction();
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your decision</CardTitle>
        <CardDescription>Approving publishes version {version} exactly as compared here. A comment is needed to request changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form
          method="post"
          action={action}
          className="space-y-3"
          onSubmit={(event) => {
            const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
            if (intent === "request-changes" && !comment.trim()) {
              event.preventDefault();
              setMissing(true);
            }
          }}
        >
          <input type="hidden" name="pageId" value={pageId} />
          <input type="hidden" name="version" value={version} />
          <div className="space-y-1">
            <Label htmlFor="review-comment">Comment</Label>
            <Textarea
              id="review-comment"
              name="comment"
              value={comment}
              maxLength={MAX_REVIEW_TEXT}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? "review-comment-error" : undefined}
              onChange={(event) => {
                setComment(event.target.value);
                setMissing(false);
              }}
            />
            {missing ? (
              <p id="review-comment-error" className="text-sm text-destructive">
                Say what should change.
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="approve" disabled={busy}>
              Approve and Publish
            </Button>
            <Button type="submit" name="intent" value="request-changes" variant="outline" disabled={busy}>
              Request Changes
            </Button>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
