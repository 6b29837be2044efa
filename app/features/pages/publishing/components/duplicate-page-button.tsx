import { CopyPlus } from "lucide-react";
import { useFetcher } from "react-router";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PUBLISHING_PATH, type PublishingActionData } from "#app/features/pages/publishing/page-publishing-schema.ts";

interface DuplicatePageButtonProps {
  pageId: string;
  /** Named for screen readers in a list of pages. */
  title?: string;
  className?: string;
  variant?: "ghost" | "outline";
}

/**
 * Duplicate: a draft copy of the page as saved ("Copy of …", a free slug), opened in its editor.
 * A plain form post, so it works without JavaScript; a refusal is toasted.
 */
export function DuplicatePageButton({ pageId, title, className, variant = "outline" }: DuplicatePageButtonProps) {
  const fetcher = useFetcher<PublishingActionData>();
  return (
    <fetcher.Form method="post" action={PUBLISHING_PATH} className={className}>
      <input type="hidden" name="intent" value="duplicate" />
      <input type="hidden" name="pageId" value={pageId} />
      <Button type="submit" variant={variant} size="sm" disabled={fetcher.state !== "idle"} className="w-full">
        <CopyPlus aria-hidden />
        {fetcher.state !== "idle" ? "Duplicating..." : "Duplicate"}
        {title ? <span className="sr-only"> {title}</span> : null}
      </Button>
      <ActionFeedback result={fetcher.data} />
    </fetcher.Form>
  );
}
