import { useSearchParams } from "react-router";
import type { Route } from "./+types/insight";
import { FormErrorNotice } from "#app/components/site/form-error-notice.tsx";
import { notFoundMeta, PublicPageError } from "#app/components/site/not-found-message.tsx";
import { handlePageFormPost } from "#app/features/contact/form/page-form-post.server.ts";
import { handleFormSectionPost } from "#app/features/forms/form-section-post.server.ts";
import { pageFormState } from "#app/features/contact/form/page-form-result.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { InsightArticle } from "#app/features/pages/collection-pages/components/insight-article.tsx";
import { findPublicInsight, insightPageData } from "#app/features/pages/collection-pages/insights-public.server.ts";
import { notFound } from "#app/lib/public-not-found.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { rootSite, seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";

/**
 * An Insights article (docs/decisions/039-collections.md): /insights/{slug} in the default language,
 * /{prefix}/insights/{slug} in another (routes.ts registers this module for both). Public; rendered
 * on the server and not hydrated (decision 032).
 */

export async function loader({ url, context }: Route.LoaderArgs) {
  const book = await requestAddressBook(context);
  const record = await findPublicInsight(url.pathname, book);
  if (!record) throw notFound(url.pathname);
  return insightPageData(record, url.pathname, book);
}

/** A contact section's form in the article, posted by a visitor (public). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const book = await requestAddressBook(context);
  const record = await findPublicInsight(url.pathname, book);
  if (!record) throw notFound(url.pathname);
  return handlePageFormPost({ request, page: record, path: url.pathname, ip: context.get(requestInfoContext).ip, book, otherForms: handleFormSectionPost });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const { page, path, search, language, alternates } = loaderData;
  return seoMeta({
    title: page.title,
    description: page.metaDescription || rootSite(matches)?.footerDescription || "",
    path,
    ...siteSeoFromMatches(matches),
    type: "article",
    ...search,
    language,
    alternates,
  });
}

export default function InsightPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, article, related, listing, path, formStamp, formViews, search } = loaderData;
  const [searchParams] = useSearchParams();
  const { formResult, pageError } = pageFormState(searchParams, page.content, actionData?.formResult);
  return (
    <InsightArticle
      title={page.title}
      content={page.content}
      article={article}
      related={related}
      listing={listing}
      path={path}
      image={search.image}
      formStamp={formStamp}
      formResult={formResult}
      formViews={formViews}
      notice={pageError ? <FormErrorNotice message={pageError} /> : null}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
