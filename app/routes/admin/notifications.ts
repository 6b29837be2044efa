import type { Route } from "./+types/notifications";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { handleNotificationsAction } from "#app/features/notifications/notifications-action.server.ts";

/** The bell's "read" marks: every staff member, for their own notifications only. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "admin:read");
  return handleNotificationsAction(request, user);
}
