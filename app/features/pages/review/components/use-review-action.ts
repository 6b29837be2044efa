import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { REVIEW_PATH, type ReviewActionData } from "../review-schema.ts";

/** Posts one review action and toasts its answer; the screen's loader runs again afterwards, so it shows the stored state. */
export function useReviewAction() {
  const fetcher = useFetcher<ReviewActionData>();
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) toast.success(answer.message.title, { description: answer.message.description });
    else toast.error(answer.message.title, { description: answer.message.description });
  }, [fetcher.data]);
  return { fetcher, action: REVIEW_PATH, busy: fetcher.state !== "idle", answer: fetcher.data };
}
