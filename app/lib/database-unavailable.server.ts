import type { MiddlewareFunction } from "react-router";
import { databaseFailure } from "#app/db/client.server.ts";
import { logger } from "./logger.server.ts";

export const DATABASE_UNAVAILABLE_MESSAGE = "The site is temporarily unavailable. Please try again in a few minutes.";
/** Seconds a client (or a load balancer, or a CDN) is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Root middleware: a request that ended in an unexplained server error (500) while the database
 * does not answer is answered 503 with a plain message and Retry-After instead, whichever code
 * failed and however it wrapped the database's error (better-auth, for one, replaces it with its
 * own). The page, navigation or API call works again as soon as the database is back, and a load
 * balancer or CDN in front can tell a temporary outage from a bug. The database is asked only after
 * a 500, so this costs nothing otherwise. Answers the app already chose (the contact form's own 503)
 * are left alone, and pages in the public HTML cache never get here (server/html-cache-middleware.ts).
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.status !== 500) return response;
  const failure = await databaseFailure();
  if (failure === undefined) return response;
  logger.warn({ err: failure, url: request.url }, "Request failed while the database does not answer: 503");
  await response.body?.cancel();
  return unavailableResponse(request);
};

function unavailableResponse(request: Request): Response {
  const headers = { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_SECONDS) };
  const init = { status: 503, statusText: "Service Unavailable" };
  if (!/\btext\/html\b/.test(request.headers.get("accept") ?? "")) return Response.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, { ...init, headers });
  // No scripts, styles or images: nothing that could itself need the server to answer.
  const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable | BrandCheck</title></head>
<body><main><h1>Temporarily unavailable</h1><p>${DATABASE_UNAVAILABLE_MESSAGE}</p><p><a href="/">Return to Home</a></p></main></body>
</html>
`;
  return new Response(html, { ...init, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
