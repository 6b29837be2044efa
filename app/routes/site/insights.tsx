import type { Route } from "./+types/insights";
import { notFoundMeta, PublicPageError } from "#app/components/site/not-found-message.tsx";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { InsightsListing, listingTitle } from "#app/features/pages/collection-pages/components/insights-listing.tsx";
import { insightsListingData, listingPageNumber } from "#app/features/pages/collection-pages/insights-public.server.ts";
import { catalogLocale } from "#app/lib/i18n.ts";
import { notFound } from "#app/lib/public-not-found.server.ts";
import { seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";

/**
 * The Insights' listings (docs/decisions/039-collections.md): /insights, a topic's at
 * /insights/topics/{topic} and an author's at /insights/authors/{author}, each under a language's
 * prefix too (routes.ts registers this module for all six). Pages by links (?page=2) that work
 * without JavaScript. Public; rendered on the server and not hydrated (decision 032).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const book = await requestAddressBook(context);
  const page = listingPageNumber(url.searchParams.get("page"));
  const listing = page === null ? null : await insightsListingData(url.pathname, page, book);
  if (!listing) throw notFound(url.pathname);
  return listing;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const { subject, path, language, alternates, pagination } = loaderData;
  const catalog = catalogLocale(language);
  const locale = { locale: catalog };
  const title = listingTitle(subject, catalog);
  const description = subject.kind === "index" ? m.insights_intro({}, locale) : subject.kind === "topic" ? m.insights_topic_intro({ topic: subject.name }, locale) : subject.bio || title;
  const later = pagination.page > 1;
  return seoMeta({
    title: later ? m.insights_listing_page_title({ title, page: String(pagination.page) }, locale) : title,
    description,
    path,
    ...siteSeoFromMatches(matches),
    // A later page is its own address: the list further on.
    ...(later ? { canonicalUrl: `${path}?page=${pagination.page}` } : {}),
    language,
    alternates,
  });
}

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { subject, cards, pagination, listing, path } = loaderData;
  return <InsightsListing subject={subject} cards={cards} pagination={pagination} listing={listing} path={path} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
