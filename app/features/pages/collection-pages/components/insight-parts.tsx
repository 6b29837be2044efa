import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { RenderSections } from "#app/features/contact/form/components/render-page-sections.tsx";
import { isHtmlContent, type PageContent } from "#app/features/pages/cms/content.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";
import type { FormViews } from "#app/sections/form/view.ts";
import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * Pieces the collections' public pages share (docs/decisions/039-collections.md): the site's origin, the
 * breadcrumb and its JSON-LD, an item's cover, body and Article JSON-LD (the cards and dates are
 * components/site/item-cards.tsx, which the Collection List section draws too). Public renderers: rendered on the server only, never hydrated
 * (decision 032).
 */

/** The site's public origin, for absolute URLs in structured data. */
export function useSiteOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.site.origin ?? "";
}

export interface Crumb {
  name: string;
  /** null for the page itself. */
  path: string | null;
}

/** Home › Insights › this page, as links and as schema.org BreadcrumbList. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { catalog } = usePageLanguage();
  return (
    <>
      <nav aria-label={m.breadcrumb_label({}, { locale: catalog })} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((crumb, index) => (
            <li key={`${crumb.name}-${index}`} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {crumb.path ? (
                <a href={crumb.path} className="underline-offset-4 hover:text-foreground hover:underline">
                  {crumb.name}
                </a>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-foreground">
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <BreadcrumbJsonLd crumbs={crumbs} />
    </>
  );
}

/** The breadcrumb as schema.org BreadcrumbList alone: for a page whose own header leads back instead (a case study's). */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly Crumb[] }) {
  const origin = useSiteOrigin();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: crumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          ...(crumb.path ? { item: new URL(crumb.path, origin || "http://localhost").toString() } : {}),
        })),
      }}
    />
  );
}

/** What an item's page component takes beside its collection's own parts. */
export interface ItemPageProps {
  title: string;
  content: PageContent;
  /** Its collection's listing in the item's language ("/de/insights", "/de/fallstudien"). */
  listing: string;
  path: string;
  /** The image it shares (og:image), named in its structured data too. */
  image: string;
  formStamp: string;
  formResult?: SectionFormResult;
  /** The forms its Form sections show (none in a preview: there a Form section renders nothing). */
  formViews?: FormViews;
  notice?: ReactNode;
}

/** An item's cover picture, wide under its header. */
export function ItemCover({ cover }: { cover: { image: string; alt: string } }) {
  if (!cover.image) return null;
  return (
    <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6 lg:px-8">
      <Picture src={cover.image} alt={cover.alt} sizes="(min-width: 1024px) 64rem, 100vw" priority box={{ width: 1600, height: 900 }} className="aspect-[16/9] w-full rounded-2xl object-cover" />
    </div>
  );
}

/** An item's body: its sections, or the HTML it was written as. */
export function ItemBody({ content, path, formStamp, formResult, formViews, preview }: Pick<ItemPageProps, "content" | "path" | "formStamp" | "formResult" | "formViews"> & { preview?: boolean }) {
  return isHtmlContent(content) ? (
    <div
      className="prose-content mx-auto mt-10 max-w-3xl px-4 text-lg text-foreground sm:px-6 lg:px-8"
      // Safe to inject: the item's HTML passed the allowlist sanitiser on read (findPublishedRow), on top of the one at save time.
      dangerouslySetInnerHTML={{ __html: content.html }}
    />
  ) : (
    <RenderSections key={formStamp} sections={content.sections} context={{ path, formStamp, formResult, formViews, preview, previewPage: preview }} />
  );
}

/** An item as schema.org Article (or BlogPosting) JSON-LD; `more` adds what only one collection says (author, keywords). */
export function ItemJsonLd({
  type,
  title,
  path,
  image,
  item,
  more = {},
}: {
  type: "Article" | "BlogPosting";
  title: string;
  path: string;
  /** The image it shares, when it has no cover. */
  image: string;
  item: { excerpt: string; cover: { image: string }; publishedAt: string; updatedAt: string };
  more?: Record<string, unknown>;
}) {
  const { lang } = usePageLanguage();
  const origin = useSiteOrigin();
  const absolute = (href: string) => new URL(href, origin || "http://localhost").toString();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": type,
        headline: title,
        ...(item.excerpt ? { description: item.excerpt } : {}),
        inLanguage: lang,
        url: absolute(path),
        mainEntityOfPage: absolute(path),
        image: absolute(item.cover.image || image),
        datePublished: item.publishedAt,
        dateModified: item.updatedAt,
        ...more,
      }}
    />
  );
}

