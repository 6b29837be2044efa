import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { SubscribersActionData } from "../schema.ts";
import { AddSubscriberForm } from "./add-subscriber-form.tsx";

export const ADD_SUBSCRIBER_DESCRIPTION = "Add someone who has agreed to receive your newsletter. They are active at once.";

/** What the last add attempt left for the form: its errors and values when it was refused. */
export function refusedAdd(result: SubscribersActionData | undefined) {
  return result && !result.ok && result.intent === "add" ? result : undefined;
}

/**
 * The Add Subscriber button and dialog. The button is a link to ?add=1, where the page shows the
 * form inline; with JavaScript the click opens the dialog instead.
 */
export function AddSubscriberDialog({ result }: { result: SubscribersActionData | undefined }) {
  const [open, setOpen] = useState(false);
  const [handled, setHandled] = useState(result);
  // A successful add closes the dialog; a refused one keeps it open with the errors.
  if (result !== handled) {
    setHandled(result);
    if (result?.ok && result.intent === "add") setOpen(false);
  }
  const refused = refusedAdd(result);

  return (
    <>
      <Button asChild>
        <Link
          to="?add=1"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <UserPlus aria-hidden /> Add Subscriber
        </Link>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add Subscriber</DialogTitle>
            <DialogDescription>{ADD_SUBSCRIBER_DESCRIPTION}</DialogDescription>
          </DialogHeader>
          <AddSubscriberForm
            idPrefix="add-dialog"
            serverErrors={refused?.fieldErrors}
            values={refused?.values}
            footer={
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
            }
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
