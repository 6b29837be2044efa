import { useSearchParams } from "react-router";
import type { Route } from "./+types/users";
import { AdminRouteError } from "#app/components/admin/screen-load-error.tsx";
import { ActionFeedback } from "#app/components/action-feedback.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { EmailNotConfiguredNotice } from "#app/features/users/components/email-not-configured-notice.tsx";
import { InlineInvite } from "#app/features/users/components/inline-invite.tsx";
import { InvitationLinkNotice } from "#app/features/users/components/invitation-link-notice.tsx";
import { InvitationsTable } from "#app/features/users/components/invitations-table.tsx";
import { InviteUserDialog } from "#app/features/users/components/invite-user-dialog.tsx";
import { RolePermissions } from "#app/features/users/components/role-permissions.tsx";
import { UsersSearch } from "#app/features/users/components/users-search.tsx";
import { UsersTable } from "#app/features/users/components/users-table.tsx";
import { listOpenInvitations } from "#app/features/users/invitations.server.ts";
import { sendPasswordResetEmail } from "#app/features/users/admin-password-reset.server.ts";
import { handleUsersAction } from "#app/features/users/users-action.server.ts";
import { listTeamUsers } from "#app/features/users/users.server.ts";
import { emailIsDelivered } from "#app/lib/email.server.ts";
import { can } from "#app/lib/permissions.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { publicOrigin } from "#app/lib/site-config.server.ts";

const MAX_QUERY_LENGTH = 200;

export function meta() {
  return [{ title: pageTitle("Users") }, { name: "robots", content: "noindex" }];
}

/** Every staff member may see the team; only Admins get the controls and the pending invitations. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH);
  const canManage = can(user.role, "users:manage");
  // Pending invitations are the Admins' work: who has been invited, and as what, stays with them.
  const [users, invitations] = await Promise.all([listTeamUsers(q), canManage ? listOpenInvitations(q) : []]);
  // Whether invitations are e-mailed: the Admins, who send them, are told when they are not.
  return { users, invitations, q, currentUserId: user.id, canManage, emailDelivered: !canManage || emailIsDelivered() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "users:manage");
  return handleUsersAction(request, {
    actor,
    origin: publicOrigin(),
    sendPasswordReset: (email) => sendPasswordResetEmail(request, email),
  });
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, invitations, q, currentUserId, canManage, emailDelivered } = loaderData;
  const [searchParams] = useSearchParams();
  const invited = actionData?.ok === true && actionData.intent === "invite";
  const invitationLink = actionData?.ok ? actionData.invitationLink : undefined;
  const showInlineInvite = canManage && searchParams.has("invite") && !invited;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Users</h1>
          <p className="text-muted-foreground">Manage who can access the admin area and what they can do.</p>
        </div>
        {canManage ? <InviteUserDialog result={actionData} emailDelivered={emailDelivered} /> : null}
      </header>

      <ActionFeedback result={actionData} />
      {emailDelivered ? null : <EmailNotConfiguredNotice />}
      {invitationLink ? <InvitationLinkNotice invitation={invitationLink} /> : null}
      {showInlineInvite ? <InlineInvite result={actionData} emailDelivered={emailDelivered} /> : null}

      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle className="text-lg">Team Members</CardTitle>
          <UsersSearch query={q} />
        </CardHeader>
        <CardContent>
          <UsersTable users={users} currentUserId={currentUserId} canManage={canManage} />
        </CardContent>
      </Card>

      {invitations.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Pending Invitations</CardTitle>
          </CardHeader>
          <CardContent>
            <InvitationsTable invitations={invitations} canManage={canManage} />
          </CardContent>
        </Card>
      ) : null}

      <RolePermissions />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError title="Users" error={error} />;
}
