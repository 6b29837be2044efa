import { isRouteErrorResponse, Link, useRouteLoaderData, type MetaDescriptor } from "react-router";
import { RouterErrorMessage } from "#app/components/router-error-message.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageTitle, rootCatalog, type RootMatch } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import type { loader as rootLoader } from "#app/root.tsx";
import { usePageLanguage } from "./page-catalog.ts";
import { SiteSearchForm } from "./site-search-form.tsx";

/**
 * The not-found page's content. /not-found and the catch-all render it as their page; a CMS page
 * route renders it from its error boundary when no published page has the slug, so both look alike.
 * Reached from a page of the site, the public script shows the toast it names and puts /not-found
 * in the address bar (app/site-enhance/not-found.ts). Below the way home, the site search and the
 * header's links, so a visitor who followed a stale link finds what they came for in one step.
 */
export function NotFoundMessage() {
  const { catalog, home, search } = usePageLanguage();
  const links = useRouteLoaderData<typeof rootLoader>("root")?.site.headerLinks ?? [];
  const locale = { locale: catalog };
  return (
    <section
      data-not-found=""
      // The spec's toast for a page that failed to load in the site (section 2, Dynamic CMS page).
      data-toast-title={m.not_found_title({}, locale)}
      data-toast-description={m.not_found_toast_description({}, locale)}
      className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28"
    >
      <div className="w-full max-w-xl text-center">
        <p className="text-7xl font-bold text-primary">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{m.not_found_heading({}, locale)}</h1>
        <p className="mt-2 text-muted-foreground">{m.not_found_text({}, locale)}</p>
        <Button asChild className="mt-8">
          <Link to={home}>{m.not_found_home_link({}, locale)}</Link>
        </Button>
        <SiteSearchForm action={search} catalog={catalog} id="site-search-not-found" size="page" className="mt-10" />
        {links.length > 0 ? (
          <nav aria-label={m.not_found_links_label({}, locale)} className="mt-8">
            <p className="text-sm text-muted-foreground">{m.not_found_links_label({}, locale)}</p>
            <ul className="mt-3 flex flex-wrap justify-center gap-x-2 gap-y-1">
              {links.map((link) => (
                <li key={link.id}>
                  <Link to={link.href} className="inline-block rounded-md px-3 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </section>
  );
}

/** The not-found page's tags, titled in the page's language. */
export function notFoundMeta(matches: ReadonlyArray<RootMatch | undefined>): MetaDescriptor[] {
  const catalog = rootCatalog(matches);
  return [{ title: pageTitle(m.not_found_title({}, { locale: catalog }), undefined, catalog) }, { name: "robots", content: "noindex" }];
}

/** A public page route's error boundary: its 404 looks like the not-found page, anything else says what failed. */
export function PublicPageError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center gap-4 px-4 pb-16 pt-28">
      <RouterErrorMessage error={error} />
    </div>
  );
}
