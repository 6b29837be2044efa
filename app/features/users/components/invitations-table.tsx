import { RefreshCw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { isRole, ROLE_LABELS } from "#app/lib/permissions.ts";

import { RevokeInvitationForm } from "./revoke-invitation-form.tsx";

// Type only: erased from the browser bundle, so the server module never reaches it.
import type { PendingInvitation } from "../invitations.server.ts";

/** Invitations not yet accepted: plain forms for Resend and Revoke (asked first with JavaScript), so both work without it. */
export function InvitationsTable({ invitations, canManage }: { invitations: PendingInvitation[]; canManage: boolean }) {
  const navigation = useNavigation();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("invitationId") : undefined;
  return (
    <Table scrollLabel="Pending invitations" stickyActions>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Invited</TableHead>
          <TableHead>Expires</TableHead>
          {canManage ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {invitations.map((invitation) => (
          <TableRow key={invitation.id}>
            <TableCell kind="primary" className="font-medium">
              {invitation.email}
            </TableCell>
            <TableCell label="Role">{isRole(invitation.role) ? ROLE_LABELS[invitation.role] : invitation.role}</TableCell>
            <TableCell label="Invited" className="whitespace-nowrap text-muted-foreground">
              <LocalDateTime iso={invitation.createdAt} />
            </TableCell>
            <TableCell label="Expires" className="whitespace-nowrap text-muted-foreground">
              {invitation.expired ? <Badge variant="warning" className="mr-2">Expired</Badge> : null}
              <LocalDateTime iso={invitation.expiresAt} />
            </TableCell>
            {canManage ? (
              <TableActionsCell className="gap-2">
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="resend-invitation" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button type="submit" variant="outline" size="sm" disabled={busyId === invitation.id} aria-label={`Resend invitation to ${invitation.email}`}>
                    <RefreshCw aria-hidden /> Resend
                  </Button>
                </Form>
                <RevokeInvitationForm invitationId={invitation.id} email={invitation.email} busy={busyId === invitation.id} />
              </TableActionsCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
