import type { Route } from "./+types/redirects-export";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { REDIRECTS_CSV_FILENAME, REDIRECTS_CSV_HEADER } from "#app/features/redirects/redirects-csv.ts";
import { allRedirects } from "#app/features/redirects/redirects.server.ts";
import { csvResponse } from "#app/lib/csv.ts";

/** redirects.csv, in the format Import reads. A read (every staff member may see the redirects), so a GET. */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "admin:read");
  const rows = await allRedirects();
  async function* lines() {
    for (const row of rows) yield [row.fromPath, row.toPath, row.statusCode] as const;
  }
  return csvResponse(REDIRECTS_CSV_FILENAME, REDIRECTS_CSV_HEADER, lines());
}
