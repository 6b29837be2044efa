import { UserPlus } from "lucide-react";
import { FormDialog } from "#app/components/form-dialog.tsx";
import type { UsersActionData } from "../schema.ts";
import { InviteUserForm } from "./invite-user-form.tsx";

const INVITE_DESCRIPTION = "Send an invitation email. The link lets them create an account with this role and works for 7 days.";
const INVITE_LINK_DESCRIPTION = "No email will be sent (no mail server is configured): you get the invitation link to send yourself. It lets them create an account with this role and works for 7 days.";

/** What inviting does: an e-mail, or, without a mail server, a link for the Admin to pass on. */
export function inviteDescription(emailDelivered: boolean): string {
  return emailDelivered ? INVITE_DESCRIPTION : INVITE_LINK_DESCRIPTION;
}

/**
 * The Invite User button and dialog. The button is a link to ?invite=1, where the page shows the
 * form inline; with JavaScript the click opens the dialog instead.
 */
export function InviteUserDialog({ result, emailDelivered }: { result: UsersActionData | undefined; emailDelivered: boolean }) {
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
      description={inviteDescription(emailDelivered)}
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
