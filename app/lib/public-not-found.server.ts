import { data } from "react-router";
import { logger } from "#app/lib/logger.server.ts";

/**
 * A public route's answer for a path that names nothing published (a page, an article, a listing, a
 * language's search): HTTP 404 and the not-found page, logged once per path in the words the
 * catch-all and the HTML cache's shared not-found copy use (decision 020), so a scanner's paths read
 * alike whichever route they matched. Give it `url.pathname`, not `request.url`: on client
 * navigations the raw request path ends in ".data".
 */
export function notFound(path: string) {
  logger.warn({ path }, "404: no page at this path");
  return data(null, { status: 404 });
}
