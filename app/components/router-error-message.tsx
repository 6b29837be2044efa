import { isRouteErrorResponse } from "react-router";
import { m } from "#app/paraglide/messages.js";
import { usePageLanguage } from "./site/page-catalog.ts";

/**
 * The spec's generic router error screen: "Unexpected Application Error!" with the status text or
 * message, in the page's language (English in the admin, and when the root loader itself failed).
 */
export function RouterErrorMessage({ error }: { error: unknown }) {
  const { catalog, home } = usePageLanguage();
  const locale = { locale: catalog };
  const detail = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : m.error_unknown({}, locale);
  return (
    <>
      <h1 className="text-3xl font-bold">{m.error_unexpected({}, locale)}</h1>
      <p className="text-muted-foreground">{detail}</p>
      <p>
        <a className="text-primary underline" href={home}>
          {m.not_found_home_link({}, locale)}
        </a>
      </p>
    </>
  );
}
