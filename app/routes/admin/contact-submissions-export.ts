import { data, redirect } from "react-router";
import type { Route } from "./+types/contact-submissions-export";
import { parseInboxFilters } from "#app/features/contact/inbox/inbox-schema.ts";
import { exportHeader, exportSubmissionRows, recordSubmissionsExport } from "#app/features/contact/inbox/inbox.server.ts";
import { listFormChoices } from "#app/features/forms/forms.server.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { csvResponse } from "#app/lib/csv.ts";
import { readFormData, textFields } from "#app/lib/form.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

/**
 * The Contact Submissions screen's list as CSV, with the same filters and search, streamed; filtered
 * to one built form, with that form's own columns.
 * A POST (the screen's Export CSV form): each export writes an audit entry, and a GET could be made
 * by another site's link. Viewers may export: the messages are theirs to read on the screen already
 * (docs/decisions/017-trusted-origin-and-body-limits.md).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "admin:read");
  const read = await readFormData(request);
  if (!read.ok) return data({ message: read.formError }, { status: read.status });
  const filters = parseInboxFilters(textFields(read.form), await listLanguages(), undefined, await listFormChoices());
  await recordSubmissionsExport(filters, user);
  return csvResponse("contact-submissions.csv", exportHeader(filters), exportSubmissionRows(filters));
}

/** An old bookmark of the export's address: back to the screen, where the export is a button. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/admin/contact-submissions${new URL(request.url).search}`);
}
