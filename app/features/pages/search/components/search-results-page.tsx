import { ChevronLeft, ChevronRight } from "lucide-react";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import { SiteSearchForm } from "#app/components/site/site-search-form.tsx";
import { formatDuration, type CatalogLocale } from "#app/lib/i18n.ts";
import { searchHref } from "#app/lib/site-search-address.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import type { SearchPageData } from "../search-page.server.ts";
import type { TextPart } from "../search-snippet.ts";
import { SEARCH_RESULT_CAP, type SearchResultType, type SiteSearch } from "../site-search.ts";

/** A result's label in the page's language: "Page", or what its collection calls an item ("Article", "Case study"). */
function resultTypeLabel(type: SearchResultType, catalog: CatalogLocale): string {
  return type === "page" ? m.search_type_page({}, { locale: catalog }) : COLLECTIONS[type].itemLabel(catalog);
}

/**
 * The search page: its form, then the results, a "no results", or a "please wait". A public
 * renderer (decision 032): drawn on the server, links and a GET form only, no script needed.
 */
export function SearchResultsPage({ data, catalog }: { data: SearchPageData; catalog: CatalogLocale }) {
  const locale = { locale: catalog };
  const { state } = data;
  return (
    <section className="px-4 pb-20 pt-28 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.search_heading({}, locale)}</h1>
        <SiteSearchForm action={data.path} catalog={catalog} id="site-search-page" query={data.query} size="page" className="mt-6" />
        {state.kind === "form" ? <p className="mt-6 text-muted-foreground">{m.search_prompt({}, locale)}</p> : null}
        {state.kind === "limited" ? (
          <div role="alert" className="mt-8 rounded-lg border border-highlight/40 bg-highlight/10 p-5">
            <h2 className="font-semibold">{m.search_rate_limited_heading({}, locale)}</h2>
            <p className="mt-1 text-foreground/80">{m.search_rate_limited({ duration: formatDuration(Math.max(1, Math.ceil(state.retryAfterSeconds / 60)), "minute", catalog) }, locale)}</p>
          </div>
        ) : null}
        {state.kind === "searched" ? <SearchAnswer search={state} path={data.path} catalog={catalog} /> : null}
      </div>
    </section>
  );
}

function SearchAnswer({ search, path, catalog }: { search: SiteSearch; path: string; catalog: CatalogLocale }) {
  const locale = { locale: catalog };
  if (search.results.length === 0) {
    return (
      <div className="mt-8">
        <p className="text-lg font-medium">{m.search_no_results({ query: search.query }, locale)}</p>
        <p className="mt-2 text-muted-foreground">{m.search_no_results_hint({}, locale)}</p>
      </div>
    );
  }
  const shown = search.correctedQuery ?? search.query;
  const count = new Intl.NumberFormat(catalog).format(search.total);
  const summary = search.more
    ? m.search_results_more({ count: new Intl.NumberFormat(catalog).format(SEARCH_RESULT_CAP), query: shown }, locale)
    : search.total === 1
      ? m.search_results_one({ query: shown }, locale)
      : m.search_results_other({ count, query: shown }, locale);
  return (
    <div className="mt-8">
      {search.correctedQuery ? <p className="mb-2 text-foreground/80">{m.search_corrected({ query: search.query, corrected: search.correctedQuery }, locale)}</p> : null}
      <p className="text-sm font-medium text-muted-foreground">{summary}</p>
      <ol className="mt-4 divide-y border-y">
        {search.results.map((result) => (
          <li key={result.id} className="py-6">
            <article>
              <p className="text-xs font-semibold uppercase tracking-wide text-primary">{resultTypeLabel(result.type, catalog)}</p>
              <h2 className="mt-1 text-xl font-semibold leading-snug">
                <a href={result.path} className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                  <Highlighted parts={result.title} />
                </a>
              </h2>
              <p className="mt-1 break-all text-sm text-muted-foreground" dir="ltr">
                {result.path}
              </p>
              <p className="mt-2 text-foreground/80">
                <Highlighted parts={result.snippet} />
              </p>
            </article>
          </li>
        ))}
      </ol>
      <Pagination path={path} query={search.correctedQuery ?? search.query} page={search.page} pageCount={search.pageCount} catalog={catalog} />
    </div>
  );
}

/** Text parts as text, the matches in <mark>: React escapes every part, so no stored text is read as markup. */
function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-highlight/25 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** How many page numbers either side of the current one the pager shows. */
const PAGER_REACH = 2;

/** Links to the other pages of results: previous, a few numbers around this one (and the first and last), next. */
function Pagination({ path, query, page, pageCount, catalog }: { path: string; query: string; page: number; pageCount: number; catalog: CatalogLocale }) {
  if (pageCount <= 1) return null;
  const locale = { locale: catalog };
  const numbers = [...new Set([1, ...Array.from({ length: PAGER_REACH * 2 + 1 }, (_, i) => page - PAGER_REACH + i), pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const link = "inline-flex min-w-10 items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-primary/10 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <nav aria-label={m.search_pagination_label({}, locale)} className="mt-8">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <a href={searchHref(path, query, page - 1)} rel="prev" className={link}>
              <ChevronLeft className="size-4" aria-hidden />
              {m.search_previous({}, locale)}
            </a>
          </li>
        ) : null}
        {numbers.map((number, index) => (
          <li key={number} className="flex items-center">
            {index > 0 && number - numbers[index - 1]! > 1 ? (
              <span className="px-1 text-muted-foreground" aria-hidden>
                …
              </span>
            ) : null}
            <a
              href={searchHref(path, query, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={m.search_page_number({ number }, locale)}
              className={cn(link, number === page && "bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground")}
            >
              {number}
            </a>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <a href={searchHref(path, query, page + 1)} rel="next" className={link}>
              {m.search_next({}, locale)}
              <ChevronRight className="size-4" aria-hidden />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
