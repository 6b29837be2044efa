import { useToastedFetcher } from "#app/hooks/use-toasted-fetcher.ts";
import { REVIEW_PATH, type ReviewActionData } from "../review-schema.ts";

/** Posts one review action and toasts its answer; the screen's loader runs again afterwards, so it shows the stored state. */
export function useReviewAction() {
  const fetcher = useToastedFetcher<ReviewActionData>();
  return { fetcher, action: REVIEW_PATH, busy: fetcher.state !== "idle", answer: fetcher.data };
}
