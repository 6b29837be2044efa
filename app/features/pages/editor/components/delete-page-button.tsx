import { Trash2 } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { deleteConfirmation } from "#app/features/pages/pages-list/components/delete-page-dialog.tsx";
import { PAGE_FORM, type PageEditorActionData } from "#app/features/pages/editor/page-editor-data.ts";
import { toastError } from "./use-page-save.ts";
import { useEditorWords } from "./editor-words.ts";

/**
 * Delete Page (Delete Article for an article) with the spec's confirmation. Success redirects to the Pages list, which announces
 * "Page deleted"; a failure stays here with "Error: Failed to delete page: …".
 */
export function DeletePageButton() {
  const fetcher = useFetcher<PageEditorActionData>();
  const deleting = fetcher.state !== "idle";
  const words = useEditorWords();

  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) toastError(fetcher.data.message);
  }, [fetcher.data]);

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="destructive" className="w-full sm:w-auto" disabled={deleting}>
          <Trash2 aria-hidden />
          {deleting ? "Deleting..." : `Delete ${words.item}`}
        </Button>
      }
      title={`Delete ${words.item}`}
      description={deleteConfirmation(words.itemLower)}
      confirmLabel="Delete"
      destructive
      onConfirm={() => void fetcher.submit({ [PAGE_FORM.intent]: "delete" }, { method: "post" })}
    />
  );
}
