import { redirect } from "react-router";
import type { Route } from "./+types/page-publishing";
import { handlePublishingAction } from "#app/features/pages/publishing/page-publishing-action.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

/**
 * Schedule, duplicate and share a page (the editor's panels, the pages list's Duplicate): Editors
 * and Admins. The panels post with a fetcher and read the answer as data; a browser without
 * JavaScript posts as a navigation and is sent on (a duplicate to the copy's editor, the rest back
 * to the Pages list).
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "pages:write");
  const result = await handlePublishingAction(request, actor);
  if (request.headers.get("sec-fetch-mode") === "navigate" && !(result instanceof Response)) return redirect("/admin/pages", 303);
  return result;
}
