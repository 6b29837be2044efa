import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { Button } from "#app/components/ui/button.tsx";
import { logger } from "#app/lib/logger.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

/** Serves /not-found and every path no other route claims, always with HTTP 404. */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: on client navigations the raw request path ends in ".data".
  const path = url.pathname;
  logger.warn({ path }, "404: no page at this path");
  return data({ path }, { status: 404 });
}

export function meta() {
  return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
}

export default function NotFoundPage() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
      <div className="text-center">
        <p className="text-7xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
        <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <Button asChild className="mt-8">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
