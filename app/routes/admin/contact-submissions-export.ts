import type { Route } from "./+types/contact-submissions-export";
import { parseInboxFilters } from "#app/features/contact/inbox-schema.ts";
import { EXPORT_HEADER, exportSubmissionRows, recordSubmissionsExport } from "#app/features/contact/inbox.server.ts";
import { csvResponse } from "#app/lib/csv.ts";
import { requirePermission } from "#app/lib/session.server.ts";

/** The Contact Submissions screen's list as CSV, with the same status filter and search, streamed. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "admin:read");
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  await recordSubmissionsExport(filters, user);
  return csvResponse("contact-submissions.csv", EXPORT_HEADER, exportSubmissionRows(filters));
}
