import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requireUser } from "#app/features/auth/session.server.ts";

/** /admin → /admin/dashboard (anonymous visitors go to sign-in first, remembering /admin). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const { search } = new URL(request.url);
  throw redirect(`/admin/dashboard${search}`);
}
