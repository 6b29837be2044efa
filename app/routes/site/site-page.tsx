import { useSearchParams } from "react-router";
import type { Route } from "./+types/site-page";
import { handlePageFormPost } from "#app/features/contact/form/page-form-post.server.ts";
import { handleFormSectionPost } from "#app/features/forms/form-section-post.server.ts";
import { pageFormState } from "#app/features/contact/form/page-form-result.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { sitePageData } from "#app/features/pages/public-page-data.server.ts";
import { listRequest } from "#app/features/pages/collection-pages/collection-list.server.ts";
import { SitePageContent } from "#app/features/pages/site-pages/components/site-page-content.tsx";
import { loadSitePage } from "#app/features/pages/site-pages/site-page-loader.server.ts";
import { getSitePage } from "#app/features/pages/site-pages/site-pages.server.ts";
import { sitePageByPath } from "#app/features/pages/site-pages/site-pages.ts";
import { notFound } from "#app/lib/public-not-found.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";

/**
 * The route of a site page in the default language ("/services", "/contact" …), registered once per
 * site page in routes.ts: it shows that site page's sections from the database
 * (docs/decisions/018-site-pages.md). Its translations answer under their language's prefix
 * (page.$slug.tsx).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // Public: anyone may read the website.
  const site = sitePageByPath(url.pathname);
  if (!site) throw notFound(url.pathname);
  const loaded = await sitePageData(site, await loadSitePage(site.key), site.path, await requestAddressBook(context), listRequest(url));
  // ?page= or ?industry= naming no page or industry of the page's Collection Lists, as the Insights listing answers it.
  if (!loaded) throw notFound(url.pathname);
  return loaded;
}

/** A form on the page (the contact block, a Contact Form section), sent by a visitor (public). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const site = sitePageByPath(url.pathname);
  if (!site) throw notFound(url.pathname);
  // Should the row be missing, the seeded content the page shows takes the contact block's post (which needs no page id).
  const page = (await getSitePage(site.key)) ?? { id: "", slug: site.slug, content: (await loadSitePage(site.key)).content };
  return handlePageFormPost({ request, page, path: site.path, ip: context.get(requestInfoContext).ip, book: await requestAddressBook(context), otherForms: handleFormSectionPost });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, path, type, search, language, alternates } = loaderData;
  return seoMeta({ title: page.title, description: page.metaDescription, path, ...siteSeoFromMatches(matches), type, ...search, language, alternates });
}

export default function SitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, path, organization, formStamp, collectionLists, formViews } = loaderData;
  const [searchParams] = useSearchParams();
  const { formResult, pageError } = pageFormState(searchParams, page.content, actionData?.formResult);
  return (
    <SitePageContent content={page.content} path={path} organization={organization} formStamp={formStamp} formResult={formResult} pageError={pageError} collectionLists={collectionLists} formViews={formViews} />
  );
}
