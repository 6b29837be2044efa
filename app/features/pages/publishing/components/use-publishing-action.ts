import { useToastedFetcher } from "#app/hooks/use-toasted-fetcher.ts";
import { PUBLISHING_PATH, type PublishingActionData } from "#app/features/pages/publishing/page-publishing-schema.ts";

/**
 * Posts one publishing action (schedule, cancel, share, revoke) for a page and toasts its answer.
 * The editor's loader runs again afterwards, so the panels show the stored state.
 */
export function usePublishingAction() {
  const fetcher = useToastedFetcher<PublishingActionData>();

  function post(fields: Record<string, string>) {
    void fetcher.submit(fields, { method: "post", action: PUBLISHING_PATH });
  }
  return { post, busy: fetcher.state !== "idle", pending: fetcher.formData, answer: fetcher.data };
}
