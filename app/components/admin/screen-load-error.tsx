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
export function ScreenLoadError({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
        {children}
      </p>
    </div>
  );
}
