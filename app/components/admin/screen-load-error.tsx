import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";

/** Why a route's loader failed, for the person at the screen: the response's message or status text, or the error's message. */
export function routeErrorReason(error: unknown): string {
  return isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | undefined)?.message ?? error.statusText)
    : error instanceof Error
      ? error.message
      : "Unknown error";
}

/** An admin screen that could not be loaded: its title, and under it what went wrong as an alert. */
function ScreenLoadError({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
        {children}
      </p>
    </div>
  );
}

/** The message of a request the server refused on purpose (403 for a role without the permission, 404, 409 …), if it was one. */
function refusalMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return null;
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : null;
}

/**
 * Every admin screen's error boundary, shown inside the shell under the screen's title. A refusal
 * (a Viewer's forged POST answered 403, say) shows the server's message as it is; any other failure
 * shows the screen's own load-failure text (the spec's, where it has one), else the reason.
 */
export function AdminRouteError({ title, error, loadFailure }: { title: string; error: unknown; loadFailure?: (reason: string) => ReactNode }) {
  const refusal = refusalMessage(error);
  const reason = routeErrorReason(error);
  return <ScreenLoadError title={title}>{refusal ?? (loadFailure ? loadFailure(reason) : reason)}</ScreenLoadError>;
}
