import { redirect } from "react-router";
import type { Route } from "./+types/webhooks";
import { handleWebhooksAction } from "#app/features/webhooks/webhooks-action.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

/**
 * The webhook box's forms (on the Subscribers screen) post here with a fetcher, which gets the
 * answer as data for its toast. A browser without JavaScript posts as a page navigation instead and
 * is sent back to the screen, which then shows the change.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "webhooks:write");
  const result = await handleWebhooksAction(request, actor);
  if (request.headers.get("sec-fetch-mode") === "navigate") return redirect("/admin/subscribers", 303);
  return result;
}
