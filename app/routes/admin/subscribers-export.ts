import { redirect } from "react-router";
import type { Route } from "./+types/subscribers-export";
import { csvResponse } from "#app/lib/csv.ts";
import { withFlash } from "#app/lib/flash.ts";
import { requirePermission } from "#app/lib/session.server.ts";
import { EXPORT_TOKEN_PARAM, exportStartedCookie } from "#app/features/subscribers/export-started.ts";
import { MAX_SUBSCRIBER_QUERY_LENGTH } from "#app/features/subscribers/schema.ts";
import { startSubscribersExport, SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER } from "#app/features/subscribers/subscribers-export.server.ts";

/**
 * subscribers.csv, streamed as it is read. An export fires the subscribers_export webhooks, so it
 * is a change (Editors and Admins), not a read. With nobody to export it goes back to the list with
 * the spec's message instead of handing over an empty file.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requirePermission(request, "subscribers:write");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, MAX_SUBSCRIBER_QUERY_LENGTH);
  const exported = await startSubscribersExport(actor, { query: q });
  if (!exported) throw redirect(withFlash(q ? `/admin/subscribers?${new URLSearchParams({ q })}` : "/admin/subscribers", "no-subscribers-to-export"));

  const response = csvResponse(SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, exported.rows);
  const started = exportStartedCookie(params.get(EXPORT_TOKEN_PARAM), { secure: new URL(request.url).protocol === "https:" });
  if (started) response.headers.append("Set-Cookie", started);
  return response;
}
