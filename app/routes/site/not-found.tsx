import type { Route } from "./+types/not-found";
import { notFoundMeta, NotFoundMessage } from "#app/components/site/not-found-message.tsx";
import { notFound } from "#app/lib/public-not-found.server.ts";

/**
 * Serves /not-found and every path no other route claims, always with HTTP 404. The page does not
 * name the path, so one cached copy answers every unknown path (server/not-found-key.ts).
 */
export function loader({ url }: Route.LoaderArgs) {
  return notFound(url.pathname);
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

export default function NotFoundPage() {
  return <NotFoundMessage />;
}
