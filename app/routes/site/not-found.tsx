import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NOT_FOUND_META, NotFoundMessage } from "#app/components/site/not-found-message.tsx";
import { logger } from "#app/lib/logger.server.ts";

/** Serves /not-found and every path no other route claims, always with HTTP 404. */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: on client navigations the raw request path ends in ".data".
  const path = url.pathname;
  logger.warn({ path }, "404: no page at this path");
  return data({ path }, { status: 404 });
}

export function meta() {
  return NOT_FOUND_META;
}

export default function NotFoundPage() {
  return <NotFoundMessage />;
}
