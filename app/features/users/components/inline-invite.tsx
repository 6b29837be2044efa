import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import type { UsersActionData } from "../schema.ts";
import { INVITE_DESCRIPTION } from "./invite-user-dialog.tsx";
import { InviteUserForm } from "./invite-user-form.tsx";

/** The invite form on the page itself, for /admin/users?invite=1: how Invite User works without JavaScript. */
export function InlineInvite({ result }: { result: UsersActionData | undefined }) {
  const failed = result && !result.ok && result.intent === "invite" ? result : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Invite User</CardTitle>
        <CardDescription>{INVITE_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent>
        <InviteUserForm
          idPrefix="invite-inline"
          serverErrors={failed?.fieldErrors}
          values={failed?.values}
          footer={
            <Button asChild variant="outline">
              <Link to="/admin/users">Cancel</Link>
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
