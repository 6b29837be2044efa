import { createContext } from "react-router";
import type { Route } from "./+types/page-preview-link";
import { notFoundMeta, PublicPageError } from "#app/components/site/not-found-message.tsx";
import { PreviewBar } from "#app/components/site/preview-bar.tsx";
import { CmsPageArticle } from "#app/features/pages/cms/components/cms-page-article.tsx";
import { requestAddressBook } from "#app/features/languages/address-context.server.ts";
import { frameLanguageContext } from "#app/features/languages/frame-language.ts";
import { InsightArticle } from "#app/features/pages/collection-pages/components/insight-article.tsx";
import { itemPreviewView } from "#app/features/pages/collection-pages/insights-public.server.ts";
import { pagePublicPath } from "#app/features/pages/page-address.ts";
import { collectionListViews } from "#app/features/pages/collection-pages/collection-list.server.ts";
import { formViewsOf } from "#app/features/forms/form-view.server.ts";
import { findPreviewPage } from "#app/features/pages/publishing/page-preview-links.server.ts";
import { withLibraryPictures } from "#app/features/pages/cms/public-page-content.server.ts";
import { resolvePageLinks } from "#app/features/pages/links/page-links.server.ts";
import { catalogLocale, textAroundSlot } from "#app/lib/i18n.ts";
import { pageTitle } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { routeRefusal } from "#app/lib/route-refusal.ts";

/**
 * Whoever holds the link sees the draft, nobody else: never kept by the shared HTML cache, a CDN or
 * the browser, never indexed, and the link (its secret is in the path) is not sent on as a Referer
 * (the header's last policy is the one browsers apply, and the page says it again in a meta tag).
 */
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

export function headers() {
  return PREVIEW_HEADERS;
}

const previewContext = createContext<Awaited<ReturnType<typeof findPreviewPage>>>(null);

/**
 * The token is read before any loader runs, so the root loader frames the preview (`<html lang>`,
 * header, footer, the form's words) in the page's language, which the address does not name.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, context }) => {
    const found = await findPreviewPage(params.token);
    context.set(previewContext, found);
    if (found) context.set(frameLanguageContext, found.page.locale);
  },
];

/**
 * Public: the token is the permission. A wrong, revoked or expired one is the not-found page, all alike.
 * An article is shown as its public page shows it (byline, dates, cover, related articles), at the address it will have.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const found = context.get(previewContext);
  if (!found) throw routeRefusal(null, 404);
  const { page, expiresAt } = found;
  const book = await requestAddressBook(context);
  const item = await itemPreviewView(page, book);
  const path = pagePublicPath(page, book) ?? `/${page.slug}`;
  // Its Collection Lists as they stand now, in the page's language (the first page: the link's address takes no ?page=).
  const collectionLists = (await collectionListViews(page.content, { locale: page.locale, path, book, page: null })) ?? {};
  return {
    page: { title: page.title, path, content: await resolvePageLinks(withLibraryPictures(page.content), page.locale, book), isPublished: page.isPublished, locale: page.locale },
    item,
    expiresAt,
    collectionLists,
    // Its Form sections' forms, drawn as on the page (a preview's forms do not send).
    formViews: await formViewsOf(page.content, { language: page.locale, defaultTag: book.defaultTag, path }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const locale = catalogLocale(loaderData.page.locale);
  return [{ title: pageTitle(m.preview_page_title({ title: loaderData.page.title }, { locale }), undefined, locale) }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

/**
 * The preview's address names no language (/preview/{token}), so its notice speaks the page's own
 * language, and the link's end is written in the page's language too, in UTC: the page is not
 * hydrated, so the reader's time zone is unknown.
 */
export default function PagePreviewLink({ loaderData }: Route.ComponentProps) {
  const { page, item, expiresAt, collectionLists, formViews } = loaderData;
  const locale = { locale: catalogLocale(page.locale) };
  const until = new Intl.DateTimeFormat(page.locale, { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(new Date(expiresAt));
  const [before, after] = textAroundSlot((date) => m.preview_notice_text({ date }, locale));
  // The frame around it (root.tsx) speaks the page's language too, told by the middleware above.
  return (
    <>
      {item ? (
        <InsightArticle title={page.title} content={page.content} {...item} path={page.path} formStamp="" formViews={formViews} preview />
      ) : (
        <CmsPageArticle title={page.title} content={page.content} path={page.path} formStamp="" preview collectionLists={collectionLists} formViews={formViews} />
      )}
      <PreviewBar role="note">
        <strong>{page.isPublished ? m.preview_notice_published({}, locale) : m.preview_notice_unpublished({}, locale)}</strong> {before}
        <time dateTime={expiresAt}>{until}</time>
        {after}
      </PreviewBar>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
