import { InlineFormCard } from "#app/components/form-dialog.tsx";
import type { UsersActionData } from "../schema.ts";
import { inviteDescription } from "./invite-user-dialog.tsx";
import { InviteUserForm } from "./invite-user-form.tsx";

/** The invite form on the page itself, for /admin/users?invite=1: how Invite User works without JavaScript. */
export function InlineInvite({ result, emailDelivered }: { result: UsersActionData | undefined; emailDelivered: boolean }) {
  const failed = result && !result.ok && result.intent === "invite" ? result : undefined;
  return (
    <InlineFormCard title="Invite User" description={inviteDescription(emailDelivered)} cancelHref="/admin/users">
      {(cancel) => <InviteUserForm idPrefix="invite-inline" serverErrors={failed?.fieldErrors} values={failed?.values} footer={cancel} />}
    </InlineFormCard>
  );
}
