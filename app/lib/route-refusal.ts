import { data } from "react-router";

const REASON_PHRASES = { 403: "Forbidden", 404: "Not Found" } as const;

/**
 * A refusal for a loader or action to throw, with its status's own reason phrase. Without one,
 * React Router's single fetch hands the browser the error as "Internal Server Error" whatever its
 * status (a refused settings save read "403 Internal Server Error"), and error screens show that.
 */
export function routeRefusal<Body>(body: Body, status: keyof typeof REASON_PHRASES) {
  return data(body, { status, statusText: REASON_PHRASES[status] });
}
