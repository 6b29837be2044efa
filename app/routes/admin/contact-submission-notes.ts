import type { Route } from "./+types/contact-submission-notes";
import { handleNoteAction } from "#app/features/contact/inbox/notes-action.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

/** Adds an internal note to a contact submission: those who work the inbox, not Viewers (docs/decisions/047-lead-routing.md). */
export async function action({ request }: Route.ActionArgs) {
  const author = await requirePermission(request, "submissions:notes");
  return handleNoteAction(request, author);
}
