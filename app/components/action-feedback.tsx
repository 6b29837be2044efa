import { useEffect } from "react";
import { toast } from "sonner";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/** The outcome of a form post as the spec's toasts write it: "title: description". */
export interface ActionResult {
  ok: boolean;
  message: { title: string; description?: string };
}

/**
 * The outcome of the last change: a toast with JavaScript, a message at the top of the page without
 * it (the toast outlet needs JavaScript). Never both, so a screen reader hears it once.
 */
export function ActionFeedback({ result }: { result: ActionResult | undefined }) {
  const hydrated = useHydrated();

  useEffect(() => {
    if (!result) return;
    const { title, description } = result.message;
    if (result.ok) toast.success(title, { description });
    else toast.error(title, { description });
  }, [result]);

  if (hydrated || !result) return null;
  const text = result.message.description ? `${result.message.title}: ${result.message.description}` : result.message.title;
  return result.ok ? (
    <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm">
      {text}
    </p>
  ) : (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      {text}
    </p>
  );
}
