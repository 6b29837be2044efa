import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { PUBLISHING_PATH, type PublishingActionData } from "#app/features/pages/publishing/page-publishing-schema.ts";

/**
 * Posts one publishing action (schedule, cancel, share, revoke) for a page and toasts its answer.
 * The editor's loader runs again afterwards, so the panels show the stored state.
 */
export function usePublishingAction() {
  const fetcher = useFetcher<PublishingActionData>();
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) toast.success(answer.message.title, { description: answer.message.description });
    else toast.error(answer.message.title, { description: answer.message.description });
  }, [fetcher.data]);

  function post(fields: Record<string, string>) {
    void fetcher.submit(fields, { method: "post", action: PUBLISHING_PATH });
  }
  return { post, busy: fetcher.state !== "idle", pending: fetcher.formData, answer: fetcher.data };
}
