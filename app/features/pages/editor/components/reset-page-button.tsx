import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PAGE_FORM, type PageEditorActionData } from "#app/features/pages/editor/page-editor-data.ts";
import { toastError } from "./use-page-save.ts";

const RESET_CONFIRMATION = "This replaces the page's title, description and sections with the website's original content. The current version stays in the revision history.";

/** A site page's "Reset to default": the seeded content back, as a new revision (docs/decisions/018). */
export function ResetPageButton({ version }: { version: number }) {
  const fetcher = useFetcher<PageEditorActionData>();
  const resetting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) toastError(fetcher.data.message);
  }, [fetcher.data]);

  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" className="w-full sm:w-auto" disabled={resetting}>
          <RotateCcw aria-hidden />
          {resetting ? "Resetting..." : "Reset to Default"}
        </Button>
      }
      title="Reset to Default"
      description={RESET_CONFIRMATION}
      confirmLabel="Reset"
      onConfirm={() => void fetcher.submit({ [PAGE_FORM.intent]: "reset", [PAGE_FORM.version]: String(version) }, { method: "post" })}
    />
  );
}
