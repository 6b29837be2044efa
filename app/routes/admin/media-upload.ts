import type { Route } from "./+types/media-upload";
import { handleMediaUpload } from "#app/features/media/media-upload.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

/** Upload (or replace) one library image; answers JSON for the Media screen's progress list. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "media:write");
  const { status, answer } = await handleMediaUpload(request, actor);
  return Response.json(answer, { status, headers: { "Cache-Control": "no-store" } });
}
