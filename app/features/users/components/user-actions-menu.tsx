import { KeyRound, MoreHorizontal, ShieldCheck, Trash2, UserCog, UserRound } from "lucide-react";
import { useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "#app/components/confirm-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#app/components/ui/dropdown-menu.tsx";
import type { Role } from "#app/lib/permissions.ts";

const ROLE_ITEMS = [
  { role: "admin", label: "Make Admin", Icon: ShieldCheck },
  { role: "editor", label: "Make Editor", Icon: UserCog },
  { role: "viewer", label: "Make Viewer", Icon: UserRound },
] as const satisfies ReadonlyArray<{ role: Role; label: string; Icon: unknown }>;

interface UserActionsMenuProps {
  user: { id: string; email: string; role: Role };
  isSelf: boolean;
}

/**
 * The row's Actions menu. Items post to the route's action; Remove User asks first. Menu items
 * submit programmatically because a menu unmounts on selection, which would cancel a native submit;
 * the confirmation's button does the same.
 */
export function UserActionsMenu({ user, isSelf }: UserActionsMenuProps) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const busy = navigation.state !== "idle" && navigation.formData?.get("userId") === user.id;

  const post = (fields: Record<string, string>) => void submit({ ...fields, userId: user.id }, { method: "post", preventScrollReset: true });

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${user.email}`} disabled={busy}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Actions</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => post({ intent: "reset-password" })}>
            <KeyRound aria-hidden /> Reset Password
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {ROLE_ITEMS.map(({ role, label, Icon }) => (
            <DropdownMenuItem key={role} disabled={user.role === role} onSelect={() => post({ intent: "change-role", role })}>
              <Icon aria-hidden /> {label}
            </DropdownMenuItem>
          ))}
          {isSelf ? null : (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setConfirmRemove(true)}>
                <Trash2 aria-hidden /> Remove User
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove User"
        description={
          <>
            Are you sure you want to remove {user.email}? They will be signed out at once and lose access to the admin area. This action
            cannot be undone.
          </>
        }
        confirmLabel="Remove User"
        destructive
        onConfirm={() => post({ intent: "remove-user" })}
      />
    </>
  );
}
