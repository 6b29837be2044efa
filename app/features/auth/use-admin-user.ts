import { useRouteLoaderData } from "react-router";
import type { loader as adminLayoutLoader } from "#app/routes/admin/layout.tsx";
import type { SessionUser } from "./session.server.ts";

/**
 * The signed-in staff member, for any screen inside the admin shell, so a screen can hide the
 * controls a role cannot use: `can(useAdminUser().role, "pages:write")`. The server checks again.
 */
export function useAdminUser(): SessionUser {
  const data = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout");
  if (!data) throw new Error("useAdminUser() is only available inside the admin layout");
  return data.user;
}
