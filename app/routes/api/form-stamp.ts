import type { Route } from "./+types/form-stamp";
import { refreshFormStamp } from "#app/features/contact/form/form-stamp.server.ts";

/**
 * A fresh signed "form shown at" time for the public forms' spam check, asked for by their script
 * on the visitor's first interaction (docs/decisions/013-idempotent-submissions.md): the stamp in a
 * cached page is as old as the page. `page` is that stamp, `shown` how many milliseconds ago the
 * browser showed the form. Never stored anywhere: `no-store`, and under /api the HTML cache skips it.
 */
export function loader({ url }: Route.LoaderArgs) {
  const stamp = refreshFormStamp(url.searchParams.get("page") ?? "", Number(url.searchParams.get("shown") ?? "0"), new Date());
  const headers = { "Cache-Control": "no-store" };
  return stamp === null
    ? Response.json({ error: "Please reload the page and try again." }, { status: 400, headers })
    : Response.json({ stamp }, { headers });
}
