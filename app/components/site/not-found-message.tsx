import { isRouteErrorResponse, Link, type MetaDescriptor } from "react-router";
import { RouterErrorMessage } from "#app/components/router-error-message.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageTitle } from "#app/lib/seo.ts";

/** The spec's toast for a page that failed to load in the site (section 2, Dynamic CMS page). */
const PAGE_NOT_FOUND = { title: "Page not found", description: "The page you're looking for doesn't exist or isn't published yet." } as const;

/**
 * The not-found page's content. /not-found and the catch-all render it as their page; a CMS page
 * route renders it from its error boundary when no published page has the slug, so both look alike.
 * Reached from a page of the site, the public script shows the toast it names and puts /not-found
 * in the address bar (app/site-enhance/not-found.ts).
 */
export function NotFoundMessage() {
  return (
    <section
      data-not-found=""
      data-toast-title={PAGE_NOT_FOUND.title}
      data-toast-description={PAGE_NOT_FOUND.description}
      className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28"
    >
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

export const NOT_FOUND_META: MetaDescriptor[] = [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];

/** A public page route's error boundary: its 404 looks like the not-found page, anything else says what failed. */
export function PublicPageError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center gap-4 px-4 pb-16 pt-28">
      <RouterErrorMessage error={error} />
    </div>
  );
}
