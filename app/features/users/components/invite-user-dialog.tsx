import { UserPlus } from "lucide-react";
import { FormDialog } from "#app/components/form-dialog.tsx";
import type { UsersActionData } from "../schema.ts";
import { InviteUserForm } from "./invite-user-form.tsx";

export const INVITE_DESCRIPTION = "Send an invitation email. The link lets them create an account with this role and works for 7 days.";

/**
 * The Invite User button and dialog. The button is a link to ?invite=1, where the page shows the
 * form inline; with JavaScript the click opens the dialog instead.
 */
export function InviteUserDialog({ result }: { result: UsersActionData | undefined }) {
  const inviteResult = result?.intent === "invite" ? result : undefined;
  return (
    <FormDialog
      href="?invite=1"
      trigger={
        <>
          <UserPlus aria-hidden /> Invite User
        </>
      }
      title="Invite User"
      description={INVITE_DESCRIPTION}
      result={result}
      succeeded={Boolean(inviteResult?.ok)}
    >
      {(cancel) => (
        <InviteUserForm
          idPrefix="invite-dialog"
          serverErrors={inviteResult && !inviteResult.ok ? inviteResult.fieldErrors : undefined}
          values={inviteResult && !inviteResult.ok ? inviteResult.values : undefined}
          footer={cancel}
        />
      )}
    </FormDialog>
  );
}
