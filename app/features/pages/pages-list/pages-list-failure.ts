import { isRouteErrorResponse } from "react-router";
import { isBulkIntent, type BulkActionData } from "./bulk-schema.ts";
import { PAGES_LIST_MESSAGES, type PagesListActionData } from "./pages-list-schema.ts";

/**
 * What a Pages list change that got no answer from the server action means for the person at the
 * screen, in the browser (the route's clientAction): a redirect to sign-in is a session that ended,
 * a refusal carries its reason, anything else (the network, say) is unexpected. Null for other
 * redirects, which the router should follow. The status goes with it, so the router does not reload
 * the list after a failure (which, with the session gone, would leave for sign-in and hide the toast).
 */
export function pagesListFailure(error: unknown, intent: unknown): { result: PagesListActionData | BulkActionData; status: number } | null {
  if (isBulkIntent(intent)) {
    // A bulk action's failure in its own words: the single actions' messages name one page.
    const failure = pagesListFailure(error, "delete");
    if (!failure) return null;
    const description = failure.status === 401 ? "You must be logged in to change pages." : (failure.result.message.description ?? "").replace(/^Failed to delete page: /, "");
    return { result: { ok: false, intent, message: { title: failure.status === 401 ? "Authentication required" : "Error", description } }, status: failure.status };
  }
  const action = intent === "delete" ? "delete" : "import";
  const failed = (message: PagesListActionData["message"], status: number) => ({ result: { ok: false, intent: action, message } satisfies PagesListActionData, status });
  if (error instanceof Response) {
    const location = error.headers.get("Location") ?? "";
    if (error.status < 300 || error.status >= 400 || !location.startsWith("/admin/login")) return null;
    return failed(PAGES_LIST_MESSAGES.signedOut(action), 401);
  }
  if (isRouteErrorResponse(error)) {
    const reason = (error.data as { message?: unknown } | undefined)?.message;
    const text = typeof reason === "string" ? reason : error.statusText || `The server answered ${error.status}.`;
    return failed(action === "import" ? PAGES_LIST_MESSAGES.importFailed(text) : PAGES_LIST_MESSAGES.deleteFailed(text), error.status);
  }
  const reason = error instanceof Error && error.message ? error.message : "Something went wrong. Please try again later.";
  return failed(action === "import" ? PAGES_LIST_MESSAGES.importUnexpected : PAGES_LIST_MESSAGES.deleteFailed(reason), 503);
}
