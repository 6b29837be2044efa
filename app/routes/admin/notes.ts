import type { Route } from "./+types/notes";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { handleNotesAction } from "#app/features/notes/notes-action.server.ts";

/** Notes on pages and collection items: every role, Viewers included (docs/decisions/049-presence-and-notes.md). */
export async function action({ request }: Route.ActionArgs) {
  const author = await requirePermission(request, "pages:notes");
  return handleNotesAction(request, author);
}
