import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { handleSignOut } from "#app/features/auth/sign-out.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";

/** Sign Out (the sidebar's button posts here). Signing out is a POST only: a link or an image must not sign anyone out. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSignOut(request, context.get(requestInfoContext).ip);
}

export function loader() {
  return redirect("/admin/dashboard");
}
