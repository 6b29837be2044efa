import { useSearchParams } from "react-router";
import type { Route } from "./+types/case-study";
import { FormErrorNotice } from "#app/components/site/form-error-notice.tsx";
import { notFoundMeta, PublicPageError } from "#app/components/site/not-found-message.tsx";
import { handlePageFormPost } from "#app/features/contact/form/page-form-post.server.ts";
import { handleFormSectionPost } from "#app/features/forms/form-section-post.server.ts";
import { pageFormState } from "#app/features/contact/form/page-form-result.ts";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { caseStudyPageData, findPublicCaseStudy } from "#app/features/pages/collection-pages/case-studies-public.server.ts";
import { CaseStudyArticle } from "#app/features/pages/collection-pages/components/case-study-article.tsx";
import { logger } from "#app/lib/logger.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { rootSite, seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";
import { routeRefusal } from "#app/lib/route-refusal.ts";

/**
 * A case study made in the admin (docs/decisions/039-collections.md): /case-studies/{slug} in the
 * default language, /{prefix}/case-studies/{slug} in another (routes.ts registers this module for
 * both). The shipped three keep /case-study-1…3 (site-page.tsx). Public; rendered on the server and
 * not hydrated (decision 032).
 */

async function findOrNotFound(url: URL, context: Route.LoaderArgs["context"]) {
  const book = await requestAddressBook(context);
  const record = await findPublicCaseStudy(url.pathname, book);
  if (record) return { record, book };
  logger.warn({ path: url.pathname }, "404: no published case study at this path");
  throw routeRefusal(null, 404);
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { record, book } = await findOrNotFound(url, context);
  return caseStudyPageData(record, url.pathname, book);
}

/** A contact section's form in the case study, posted by a visitor (public). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { record, book } = await findOrNotFound(url, context);
  return handlePageFormPost({ request, page: record, path: url.pathname, ip: context.get(requestInfoContext).ip, book, otherForms: handleFormSectionPost });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const { page, path, search, language, alternates } = loaderData;
  return seoMeta({ title: page.title, description: page.metaDescription || rootSite(matches)?.footerDescription || "", path, ...siteSeoFromMatches(matches), type: "article", ...search, language, alternates });
}

export default function CaseStudyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, caseStudy, listing, path, formStamp, formViews, search } = loaderData;
  const [searchParams] = useSearchParams();
  const { formResult, pageError } = pageFormState(searchParams, page.content, actionData?.formResult);
  return (
    <CaseStudyArticle
      title={page.title}
      content={page.content}
      caseStudy={caseStudy}
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
