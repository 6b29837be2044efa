import { useSearchParams } from "react-router";
import type { Route } from "./+types/page.$slug";
import { FormErrorNotice } from "#app/components/site/form-error-notice.tsx";
import { notFoundMeta, PublicPageError } from "#app/components/site/not-found-message.tsx";
import { handlePageFormPost } from "#app/features/contact/form/page-form-post.server.ts";
import { handleFormSectionPost } from "#app/features/forms/form-section-post.server.ts";
import { pageFormState } from "#app/features/contact/form/page-form-result.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { CmsPageArticle } from "#app/features/pages/cms/components/cms-page-article.tsx";
import { cmsPageData, sitePageData } from "#app/features/pages/public-page-data.server.ts";
import { listRequest } from "#app/features/pages/collection-pages/collection-list.server.ts";
import { findPublicPage } from "#app/features/pages/public-page.server.ts";
import { SitePageContent } from "#app/features/pages/site-pages/components/site-page-content.tsx";
import { sitePageView } from "#app/features/pages/site-pages/site-page-loader.server.ts";
import { notFound } from "#app/lib/public-not-found.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { rootSite, seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";

/**
 * Every public page that is not a default-language site page's fixed route (routes.ts registers this
 * module for "/:slug" and "/:lang/:slug"): a CMS page at /{slug}, and any page of another language
 * under its prefix, "/de" (the German home page) and "/de/leistungen" (docs/decisions/037-locale-model.md).
 */

export async function loader({ url, context }: Route.LoaderArgs) {
  // Public: anyone may read a published page.
  const book = await requestAddressBook(context);
  const found = await findPublicPage(url.pathname, book);
  if (!found) throw notFound(url.pathname);
  const request = listRequest(url);
  const loaded = found.kind === "site" ? await sitePageData(found.site, sitePageView(found.record), url.pathname, book, request) : await cmsPageData(found.record, url.pathname, book, request);
  // ?page= or ?industry= naming no page or industry of the page's Collection Lists.
  if (!loaded) throw notFound(url.pathname);
  return loaded;
}

/** A contact section's form, posted by a visitor (public). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const book = await requestAddressBook(context);
  const found = await findPublicPage(url.pathname, book);
  if (!found) throw notFound(url.pathname);
  return handlePageFormPost({ request, page: found.record, path: url.pathname, ip: context.get(requestInfoContext).ip, book, otherForms: handleFormSectionPost });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const { page, path, search, language, alternates } = loaderData;
  return seoMeta({
    title: page.title,
    description: page.metaDescription || rootSite(matches)?.footerDescription || "",
    path,
    ...siteSeoFromMatches(matches),
    ...(loaderData.kind === "site" ? { type: loaderData.type } : {}),
    ...search,
    language,
    alternates,
  });
}

export default function PublicPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, path, formStamp, collectionLists, formViews } = loaderData;
  const [searchParams] = useSearchParams();
  const { formResult, pageError } = pageFormState(searchParams, page.content, actionData?.formResult);
  if (loaderData.kind === "site") {
    return (
      <SitePageContent
        content={page.content}
        path={path}
        organization={loaderData.organization}
        formStamp={formStamp}
        formResult={formResult}
        pageError={pageError}
        collectionLists={collectionLists}
        formViews={formViews}
      />
    );
  }
  return (
    <CmsPageArticle
      title={page.title}
      content={page.content}
      path={path}
      formStamp={formStamp}
      formResult={formResult}
      notice={pageError ? <FormErrorNotice message={pageError} /> : null}
      collectionLists={collectionLists}
      formViews={formViews}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
