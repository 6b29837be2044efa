import type { Route } from "./+types/link-targets";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { answerLinkTargets } from "#app/features/pages/links/page-links.server.ts";

/** The link fields' page picker: pages to choose from, and what the stored references are now. Reads only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "admin:read");
  return Response.json(await answerLinkTargets(new URL(request.url).searchParams));
}
