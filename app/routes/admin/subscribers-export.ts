import { data, redirect } from "react-router";
import type { Route } from "./+types/subscribers-export";
import { csvResponse } from "#app/lib/csv.ts";
import { withFlash } from "#app/lib/toast-messages.ts";
import { readFormData, textFields } from "#app/lib/form.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { EXPORT_TOKEN_PARAM, exportStartedCookie } from "#app/features/subscribers/export-started.ts";
import { languageFilter } from "#app/features/languages/language-choice.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { MAX_SUBSCRIBER_QUERY_LENGTH } from "#app/features/subscribers/schema.ts";
import { startSubscribersExport, SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER } from "#app/features/subscribers/subscribers-export.server.ts";

/**
 * subscribers.csv, streamed as it is read. An export fires the subscribers_export webhooks and
 * writes an audit entry, so it is a change made by POST, and the whole list of personal data in one
 * file, so Admins only (docs/roles.md); made by POST, which the cross-site
 * guard lets through only from this site. With nobody to export it goes back to the list with the
 * spec's message instead of handing over an empty file.
 */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requirePermission(request, "subscribers:export");
  const read = await readFormData(request);
  if (!read.ok) return data({ message: read.formError }, { status: read.status });
  const fields = textFields(read.form);
  const q = (fields.get("q") ?? "").slice(0, MAX_SUBSCRIBER_QUERY_LENGTH);
  const language = languageFilter(fields.get("language") ?? null, await listLanguages());
  const exported = await startSubscribersExport(actor, { query: q, language });
  if (!exported) return redirect(withFlash(listPath(q, language), "no-subscribers-to-export"));

  const response = csvResponse(SUBSCRIBERS_CSV_FILENAME, SUBSCRIBERS_CSV_HEADER, exported.rows);
  const started = exportStartedCookie(fields.get(EXPORT_TOKEN_PARAM), { secure: new URL(request.url).protocol === "https:" });
  if (started) response.headers.append("Set-Cookie", started);
  return response;
}

/** An old bookmark of the export's address: back to the list, where the export is a button. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(listPath(new URL(request.url).searchParams.get("q") ?? "", null));
}

function listPath(q: string, language: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (language) params.set("language", language);
  return params.size > 0 ? `/admin/subscribers?${params}` : "/admin/subscribers";
}
