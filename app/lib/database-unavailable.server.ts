import type { MiddlewareFunction } from "react-router";
import { databaseFailure } from "#app/db/client.server.ts";
import { PoolExhaustionWatch } from "#app/db/pg-pool.server.ts";
import { loggedUrl } from "./logged-url.server.ts";
import { logger } from "./logger.server.ts";

export const DATABASE_UNAVAILABLE_MESSAGE = "The site is temporarily unavailable. Please try again in a few minutes.";
export const DATABASE_BUSY_MESSAGE = "The site is busy right now. Please try again in a moment.";
/** Seconds a client (or a load balancer, or a CDN) is asked to wait before trying again: an outage, a moment's overload. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Root middleware: a request that ended in an unexplained server error (500) because the database
 * could not serve it is answered 503 with a plain message and Retry-After instead, whichever code
 * failed and however it wrapped the database's error (better-auth, for one, replaces it with its
 * own). Two causes count:
 * - the request waited in vain for a pooled connection (PostgreSQL): every connection was busy with
 *   other requests, so the app is overloaded for a moment (a flood of sign-ins, say), which is no bug;
 * - the database does not answer right now (asked only after a 500, so this costs nothing otherwise).
 * The page, navigation or API call works again once the load or the outage passes, and a load
 * balancer or CDN in front can tell either from a bug. Answers the app already chose (the contact
 * form's own 503, sign-in's) are left alone, and pages in the public HTML cache never get here
 * (server/html-cache-middleware.ts).
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const pool = new PoolExhaustionWatch();
  const response = await pool.run(next);
  if (response.status !== 500) return response;
  if (pool.exhausted) {
    logger.warn({ path: loggedUrl(request.url) }, "Request failed waiting for a database connection (the pool ran dry): 503");
    await response.body?.cancel();
    return unavailableResponse(request, { message: DATABASE_BUSY_MESSAGE, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
  }
  const failure = await databaseFailure();
  if (failure === undefined) return response;
  logger.warn({ err: failure, path: loggedUrl(request.url) }, "Request failed while the database does not answer: 503");
  await response.body?.cancel();
  return unavailableResponse(request, { message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS });
};

function unavailableResponse(request: Request, { message, retryAfterSeconds }: { message: string; retryAfterSeconds: number }): Response {
  const headers = { "Cache-Control": "no-store", "Retry-After": String(retryAfterSeconds) };
  const init = { status: 503, statusText: "Service Unavailable" };
  if (!/\btext\/html\b/.test(request.headers.get("accept") ?? "")) return Response.json({ message }, { ...init, headers });
  // No scripts, styles or images: nothing that could itself need the server to answer.
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable | BrandCheck</title></head>
<body><main><h1>Temporarily unavailable</h1><p>${message}</p><p><a href="/">Return to Home</a></p></main></body>
</html>
`;
  return new Response(html, { ...init, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
