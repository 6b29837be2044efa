import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { UsersActionData } from "../schema.ts";
import { InviteUserForm } from "./invite-user-form.tsx";

export const INVITE_DESCRIPTION = "Send an invitation email. The link lets them create an account with this role and works for 7 days.";

/**
 * The Invite User button and dialog. The button is a link to ?invite=1, where the page shows the
 * form inline; with JavaScript the click opens the dialog instead.
 */
export function InviteUserDialog({ result }: { result: UsersActionData | undefined }) {
  const [open, setOpen] = useState(false);
  const [handled, setHandled] = useState(result);
  const inviteResult = result?.intent === "invite" ? result : undefined;
  // A successful invite closes the dialog; a refused one keeps it open with the errors.
  if (result !== handled) {
    setHandled(result);
    if (inviteResult?.ok) setOpen(false);
  }

  return (
    <>
      <Button asChild>
        <Link
          to="?invite=1"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <UserPlus aria-hidden /> Invite User
        </Link>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Invite User</DialogTitle>
            <DialogDescription>{INVITE_DESCRIPTION}</DialogDescription>
          </DialogHeader>
          <InviteUserForm
            idPrefix="invite-dialog"
            serverErrors={inviteResult && !inviteResult.ok ? inviteResult.fieldErrors : undefined}
            values={inviteResult && !inviteResult.ok ? inviteResult.values : undefined}
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
