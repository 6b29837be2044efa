import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/page.$slug";
import { NOT_FOUND_META, PublicPageError } from "#app/components/site/not-found-message.tsx";
import { issueFormStamp } from "#app/features/contact/form/form-stamp.server.ts";
import { handlePageFormPost } from "#app/features/contact/form/page-form-post.server.ts";
import { pageFormState } from "#app/features/contact/form/page-form-result.ts";
import { CmsPageArticle } from "#app/features/pages/cms/components/cms-page-article.tsx";
import { findPublishedPage } from "#app/features/pages/cms/pages.server.ts";
import { withLibraryPictures } from "#app/features/pages/cms/public-page-content.server.ts";
import { pageShareImage } from "#app/features/seo/page-share-image.server.ts";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { requestInfoContext } from "#app/lib/request-context.ts";
import { rootSite, seoMeta, siteSeoFromMatches } from "#app/lib/seo.ts";

/** Thrown for an unknown or unpublished slug: HTTP 404 and the not-found page, logged like it. */
function notFound(path: string) {
  // `url`, not `request.url`: on client navigations the raw request path ends in ".data".
  logger.warn({ path }, "404: no published page at this path");
  return data(null, { status: 404 });
}

export async function loader({ params, url }: Route.LoaderArgs) {
  // Public: anyone may read a published page.
  const page = await findPublishedPage(params.slug);
  if (!page) throw notFound(url.pathname);
  const { settings } = await getSiteSettings();
  return {
    page: { title: page.title, slug: page.slug, metaDescription: page.metaDescription, content: withLibraryPictures(page.content), updatedAt: page.updatedAt },
    // The SEO panel's settings (decision 027): the chosen social image or the generated card, canonical URL, noindex.
    search: { image: await pageShareImage(page, settings.companyName), canonicalUrl: page.seo.canonicalUrl, noindex: page.seo.noindex },
    // The contact sections' "filled in too fast" check measures from here (signed).
    formStamp: issueFormStamp(Date.now()),
  };
}

/** A contact section's form, posted by a visitor (public). */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const page = await findPublishedPage(params.slug);
  if (!page) throw notFound(url.pathname);
  return handlePageFormPost({ request, page, path: `/${page.slug}`, ip: context.get(requestInfoContext).ip });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return NOT_FOUND_META;
  const { page } = loaderData;
  return seoMeta({
    title: page.title,
    description: page.metaDescription || rootSite(matches)?.footerDescription || "",
    path: `/${page.slug}`,
    ...siteSeoFromMatches(matches),
    ...loaderData.search,
  });
}

export default function CmsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, formStamp } = loaderData;
  const { content } = page;
  const path = `/${page.slug}`;
  const [searchParams] = useSearchParams();
  const { formResult, pageError } = pageFormState(searchParams, content, actionData?.formResult);

  return (
    <CmsPageArticle
      title={page.title}
      content={content}
      path={path}
      formStamp={formStamp}
      formResult={formResult}
      notice={
        pageError ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            {pageError}
          </p>
        ) : null
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
