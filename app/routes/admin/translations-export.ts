import type { Route } from "./+types/translations-export";
import { requirePermission } from "#app/features/auth/session.server.ts";
import { XliffError } from "#app/features/translations/xliff/xliff-error.ts";
import { exportXliff } from "#app/features/translations/xliff/xliff-export.server.ts";
import { ExportRequest } from "#app/features/translations/xliff/xliff-schema.ts";

/**
 * An XLIFF 2.0 file for translators: ?lang=de&status=outdated (or missing, draft, up-to-date, all), or
 * ?lang=de&page=<id>. A read, changing nothing (not even the audit log), so a GET every staff member
 * may open, as the Translations screen's links do. A refusal is plain text: the browser shows it in place of a download.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "admin:read");
  const query = ExportRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return refusal(400, query.error.issues[0]?.message ?? "The export's address could not be read.");
  try {
    const { filename, xml } = await exportXliff(query.data);
    return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`, {
      headers: {
        "Content-Type": "application/xliff+xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof XliffError) return refusal(error.status, error.message);
    throw error;
  }
}

function refusal(status: number, message: string) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
