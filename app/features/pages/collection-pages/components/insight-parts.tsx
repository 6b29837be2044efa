import { useRouteLoaderData } from "react-router";
import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * Pieces the Insights' public pages share (docs/decisions/039-collections.md): the site's origin, the
 * breadcrumb and its JSON-LD (the cards and dates are components/site/item-cards.tsx, which the
 * Collection List section draws too). Public renderers: rendered on the server only, never hydrated
 * (decision 032).
 */

/** The site's public origin, for absolute URLs in structured data. */
export function useSiteOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.site.origin ?? "";
}

export interface Crumb {
  name: string;
  /** null for the page itself. */
  path: string | null;
}

/** Home › Insights › this page, as links and as schema.org BreadcrumbList. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { catalog } = usePageLanguage();
  const origin = useSiteOrigin();
  return (
    <>
      <nav aria-label={m.breadcrumb_label({}, { locale: catalog })} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((crumb, index) => (
            <li key={`${crumb.name}-${index}`} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {crumb.path ? (
                <a href={crumb.path} className="underline-offset-4 hover:text-foreground hover:underline">
                  {crumb.name}
                </a>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-foreground">
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: crumbs.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            ...(crumb.path ? { item: new URL(crumb.path, origin || "http://localhost").toString() } : {}),
          })),
        }}
      />
    </>
  );
}
