import type { Route } from "./+types/page-publishing";
import { handlePublishingAction } from "#app/features/pages/page-publishing-action.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

/** Schedule, duplicate and share a page (the editor's panels, the pages list's Duplicate): Editors and Admins. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  return handlePublishingAction(request, actor);
}
