import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundMeta, NotFoundMessage } from "#app/components/site/not-found-message.tsx";
import { logger } from "#app/lib/logger.server.ts";

/**
 * Serves /not-found and every path no other route claims, always with HTTP 404. The page does not
 * name the path, so one cached copy answers every unknown path (server/not-found-key.ts).
 */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: on client navigations the raw request path ends in ".data".
  logger.warn({ path: url.pathname }, "404: no page at this path");
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

export default function NotFoundPage() {
  return <NotFoundMessage />;
}
