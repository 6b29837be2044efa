import { data } from "react-router";
import type { Route } from "./+types/page-preview-link";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { notFoundMeta, PublicPageError } from "#app/components/site/not-found-message.tsx";
import { CmsPageArticle } from "#app/features/pages/cms/components/cms-page-article.tsx";
import { findPreviewPage } from "#app/features/pages/publishing/page-preview-links.server.ts";
import { withLibraryPictures } from "#app/features/pages/cms/public-page-content.server.ts";
import { pageTitle } from "#app/lib/seo.ts";

/**
 * Whoever holds the link sees the draft, nobody else: never kept by the shared HTML cache, a CDN or
 * the browser, never indexed, and the link (its secret is in the path) is not sent on as a Referer
 * (the header's last policy is the one browsers apply, and the page says it again in a meta tag).
 */
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

export function headers() {
  return PREVIEW_HEADERS;
}

/** Public: the token is the permission. A wrong, revoked or expired one is the not-found page, all alike. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findPreviewPage(params.token);
  if (!found) throw data(null, { status: 404 });
  const { page, expiresAt } = found;
  return { page: { title: page.title, slug: page.slug, content: withLibraryPictures(page.content), isPublished: page.isPublished }, expiresAt };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  return [{ title: pageTitle(`Preview: ${loaderData.page.title}`) }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

export default function PagePreviewLink({ loaderData }: Route.ComponentProps) {
  const { page, expiresAt } = loaderData;
  return (
    <CmsPageArticle
      title={page.title}
      content={page.content}
      path={`/${page.slug}`}
      formStamp=""
      preview
      notice={
        <p role="note" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
          <strong>{page.isPublished ? "Preview." : "Preview of an unpublished page."}</strong> This is the page as last saved; forms do not send from here. The link
          works until <LocalDateTime iso={expiresAt} />.
        </p>
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
