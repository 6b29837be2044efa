import type { Route } from "./+types/presence";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { handlePresenceAction } from "#app/features/presence/presence-action.server.ts";
import { editorsByPage } from "#app/features/presence/presence.server.ts";

/** Who is editing which item now, for the lists' "… is editing" (every role reads the lists). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  return { editors: await editorsByPage(user.id) };
}

/** An editor tab's heartbeat, take-over and goodbye (docs/decisions/049-presence-and-notes.md). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "admin:read");
  return handlePresenceAction(request, user);
}
