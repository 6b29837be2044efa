import { data } from "react-router";
import type { Route } from "./+types/search";
import { notFoundMeta, PublicPageError } from "#app/components/site/not-found-message.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { SearchResultsPage } from "#app/features/pages/search/components/search-results-page.tsx";
import { searchPageData } from "#app/features/pages/search/search-page.server.ts";
import { notFound } from "#app/lib/public-not-found.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { rootCatalog, rootSite, seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";

/**
 * The site search, /search and /{prefix}/search (routes.ts registers this module for both):
 * published pages of the address's language (features/pages/search, decision 039). Public, read only.
 * With a query it is rendered for the visitor (the HTML cache shares no page with a query string);
 * the bare form is shared like any page.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const found = await searchPageData({ prefix: params.lang, url, book: await requestAddressBook(context), ip: context.get(requestInfoContext).ip });
  if (!found) throw notFound(url.pathname);
  if (found.state.kind === "limited") return data(found, { status: 429, headers: { "Retry-After": String(found.state.retryAfterSeconds) } });
  return found;
}

/** The loader's Retry-After reaches the page's response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const locale = { locale: rootCatalog(matches) };
  const { state } = loaderData;
  const title = state.kind === "searched" ? m.search_results_page_title({ query: state.query }, locale) : m.search_page_title({}, locale);
  // The canonical link names the bare search page (`path` has no query): a search engine folds every
  // results page into it rather than listing whatever words someone put in a link (decision 039).
  return seoMeta({ title, description: rootSite(matches)?.footerDescription ?? "", path: loaderData.path, ...siteSeoFromMatches(matches), language: loaderData.lang });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage data={loaderData} catalog={usePageCatalog()} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
