import type { Route } from "./+types/page-preview";
import { previewPageContent } from "#app/features/pages/preview/preview.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

/** The editor's Preview tab: the draft's content cleaned as visitors will get it. Nothing is stored. */
export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "admin:read");
  return previewPageContent(request);
}
