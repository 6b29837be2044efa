import { useFetcher } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import type { PagesListActionData } from "#app/features/pages/pages-list/pages-list-schema.ts";

export const DELETE_FETCHER = "delete-page";
/** The spec's words for a page; an item's name its own kind ("this article"). */
export const deleteConfirmation = (item = "page") => `Are you sure you want to delete this ${item}? This action cannot be undone.`;
export const DELETE_CONFIRMATION = deleteConfirmation();

/** The spec's confirmation before a page is deleted; the deletion posts to the list's action. */
export function DeletePageDialog({ page, onClose }: { page: { id: string; title: string } | null; onClose: () => void }) {
  const fetcher = useFetcher<PagesListActionData>({ key: DELETE_FETCHER });
  return (
    <ConfirmDialog
      open={page !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={<>Delete &ldquo;{page?.title}&rdquo;?</>}
      description={DELETE_CONFIRMATION}
      confirmLabel="Delete"
      destructive
      onConfirm={() => {
        if (page) void fetcher.submit({ intent: "delete", id: page.id }, { method: "post" });
      }}
    />
  );
}
