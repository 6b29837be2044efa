import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Table, TableActionsCell, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table.tsx";
import { ROLE_LABELS, type Role } from "#app/lib/permissions.ts";
import { UserActionsMenu } from "./user-actions-menu.tsx";

export interface UsersTableRow {
  id: string;
  email: string;
  role: Role;
  lastLoginAt: string | null;
}

const ROLE_BADGE = { admin: "default", editor: "secondary", viewer: "outline" } as const;

/** Email, Role, Last Login and, for those who may manage users, the Actions menu. */
export function UsersTable({ users, currentUserId, canManage }: { users: UsersTableRow[]; currentUserId: string; canManage: boolean }) {
  if (users.length === 0) {
    return <p className="px-4 py-10 text-center text-muted-foreground">No users found</p>;
  }
  return (
    <Table scrollLabel="Team members" stickyActions>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Last Login</TableHead>
          {canManage ? (
            <TableHead className="text-right">
              Actions
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell kind="primary" className="font-medium">
              {user.email}
              {user.id === currentUserId ? <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span> : null}
            </TableCell>
            <TableCell label="Role">
              <Badge variant={ROLE_BADGE[user.role]}>{ROLE_LABELS[user.role]}</Badge>
            </TableCell>
            <TableCell label="Last Login" className="whitespace-nowrap text-muted-foreground">
              {user.lastLoginAt ? <LocalDateTime iso={user.lastLoginAt} /> : "Never"}
            </TableCell>
            {canManage ? (
              <TableActionsCell>
                <UserActionsMenu user={user} isSelf={user.id === currentUserId} />
              </TableActionsCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
