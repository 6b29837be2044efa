import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard-export";
import { insightTable } from "#app/features/dashboard/insight-tables.ts";
import { InsightTableParam, RangeParam } from "#app/features/dashboard/insights-schema.ts";
import { loadInsights } from "#app/features/dashboard/insights.server.ts";
import { csvResponse } from "#app/lib/csv.ts";
import { readFormData, textFields } from "#app/lib/form.server.ts";
import { requirePermission } from "#app/features/auth/session.server.ts";

/**
 * One of the dashboard's tables as CSV (<table>-<days>-days.csv). A POST from the table's Export CSV
 * form, as the other exports (contact-submissions-export.ts). Viewers may export: the figures are
 * on their dashboard already, and they are counts, with nothing about a person.
 */
export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "admin:read");
  const read = await readFormData(request);
  if (!read.ok) return data({ message: read.formError }, { status: read.status });
  const fields = textFields(read.form);
  const table = InsightTableParam.safeParse(fields.get("table"));
  if (!table.success) return data({ message: "Unknown table." }, { status: 400 });
  const days = RangeParam.parse(fields.get("days"));
  const { header, rows } = insightTable(table.data, await loadInsights(days));
  return csvResponse(`${table.data}-${days}-days.csv`, header, (async function* () {
    yield* rows;
  })());
}

/** The export's address opened directly: back to the dashboard, where each table has its button. */
export function loader() {
  return redirect("/admin/dashboard");
}
