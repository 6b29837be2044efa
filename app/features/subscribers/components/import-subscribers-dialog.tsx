import { FileUp } from "lucide-react";
import { FormDialog } from "#app/components/form-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DialogClose } from "#app/components/ui/dialog.tsx";
import { IMPORT_ACTION, IMPORT_DESCRIPTION, ImportSubscribersForm } from "./import-subscribers-form.tsx";

/**
 * The Import CSV button and dialog. The button links to the import's own page (for a browser without
 * JavaScript); with JavaScript it opens the dialog, which stays open on the import's report.
 */
export function ImportSubscribersDialog() {
  return (
    <FormDialog
      href={IMPORT_ACTION}
      variant="outline"
      wide
      trigger={
        <>
          <FileUp aria-hidden /> Import CSV
        </>
      }
      title="Import Subscribers"
      description={IMPORT_DESCRIPTION}
      result={undefined}
      succeeded={false}
    >
      {(cancel) => (
        <ImportSubscribersForm
          idPrefix="import-dialog"
          footer={cancel}
          done={
            <DialogClose asChild>
              <Button type="button">Done</Button>
            </DialogClose>
          }
        />
      )}
    </FormDialog>
  );
}
