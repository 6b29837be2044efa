import { OrganizationJsonLd } from "#app/components/site/organization-json-ld.tsx";
import { RenderSections } from "#app/features/contact/form/components/render-page-sections.tsx";
import type { CollectionListViews } from "#app/sections/collection-list/view.ts";
import type { FormViews } from "#app/sections/form/view.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";
import { isHtmlContent, type PageContent } from "../../cms/content.ts";

interface SitePageContentProps {
  content: PageContent;
  /** Its public path, where its forms post. */
  path: string;
  organization: boolean;
  formStamp: string;
  formResult?: SectionFormResult;
  pageError?: string;
  /** What its Collection Lists show (features/pages/collection-pages/collection-list.server.ts). */
  collectionLists?: CollectionListViews;
  formViews?: FormViews;
}

/** A site page as visitors see it, in whichever language: at its fixed route, or under its language's prefix. */
export function SitePageContent({ content, path, organization, formStamp, formResult, pageError, collectionLists, formViews }: SitePageContentProps) {
  return (
    <>
      {organization ? <OrganizationJsonLd /> : null}
      {pageError ? (
        <p role="alert" className="mx-4 mt-28 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive sm:mx-auto sm:max-w-3xl">
          {pageError}
        </p>
      ) : null}
      {isHtmlContent(content) ? (
        // Same sanitising as every page (loadSitePage reads through getSitePage).
        <div className="prose-content mx-auto max-w-3xl px-4 pb-20 pt-28 text-lg sm:px-6 lg:px-8" dangerouslySetInnerHTML={{ __html: content.html }} />
      ) : (
        <RenderSections sections={content.sections} context={{ path, formStamp, formResult, collectionLists, formViews }} />
      )}
    </>
  );
}
