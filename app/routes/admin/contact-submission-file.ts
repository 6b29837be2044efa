import type { Route } from "./+types/contact-submission-file";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { downloadSubmissionFile } from "#app/features/form-uploads/file-download.server.ts";

/**
 * A file a visitor sent with a message, for staff who read the inbox (every role: they read the
 * messages already, docs/decisions/045-private-uploads.md). A GET, so a link downloads it; each
 * download is audited. Anyone signed out goes to sign-in, and an unknown id is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requirePermission(request, "admin:read");
  return downloadSubmissionFile(params.id, actor);
}
