import { useEffect } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";

/** An action's answer that names its outcome for a toast. */
interface ToastedAnswer {
  ok: boolean;
  message: { title: string; description?: string };
}

/** A fetcher whose every answer is toasted: a success or an error, with the answer's title and description. */
export function useToastedFetcher<Answer extends ToastedAnswer>() {
  const fetcher = useFetcher<Answer>();
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) toast.success(answer.message.title, { description: answer.message.description });
    else toast.error(answer.message.title, { description: answer.message.description });
  }, [fetcher.data]);
  return fetcher;
}
