import type { Route } from "./+types/page-sections-html";
import { sectionsAsHtml } from "#app/features/pages/editor/sections-html.server.tsx";
import { requirePermission } from "#app/features/auth/session.server.ts";

/** The HTML Editor's starting point: the draft's sections as sanitised HTML. Nothing is stored. */
export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "pages:write");
  return sectionsAsHtml(request);
}
