import type { ReactNode } from "react";
import { isHtmlContent, type PageContent } from "#app/features/pages/cms/content.ts";
import { cn } from "#app/lib/utils.ts";
import { opensPage } from "#app/sections/renderers.ts";
import { RenderSections } from "#app/features/contact/form/components/render-page-sections.tsx";
import type { CollectionListViews } from "#app/sections/collection-list/view.ts";
import type { FormViews } from "#app/sections/form/view.ts";
import type { SectionFormResult } from "#app/sections/section-types.ts";

interface CmsPageArticleProps {
  title: string;
  /** Cleaned for visitors (publicPageContent): the HTML is injected as it is. */
  content: PageContent;
  path: string;
  formStamp: string;
  formResult?: SectionFormResult;
  /** Shown above the page: a refused form's message, or the preview link's notice. */
  notice?: ReactNode;
  /** A full-page preview (a preview link, the staff's draft preview): forms are shown but do not submit. */
  preview?: boolean;
  /** What its Collection Lists show, read by the loader (features/pages/collection-pages/collection-list.server.ts). */
  collectionLists?: CollectionListViews;
  formViews?: FormViews;
}

/** A CMS page as visitors see it: at its slug, through a preview link and in the staff's draft preview. */
export function CmsPageArticle({ title, content, path, formStamp, formResult, notice, preview, collectionLists, formViews }: CmsPageArticleProps) {
  const heroOpens = !isHtmlContent(content) && content.sections.some(opensPage);
  const ownH1 = isHtmlContent(content) && /<h1[\s>]/i.test(content.html);
  return (
    // An opening hero clears the fixed header itself; anything else needs the room here.
    <article className={heroOpens ? "pb-20" : "pb-20 pt-28"}>
      {/* Above an opening hero it pushes the photo down: app.css then leaves the header dark (data-page-notice). */}
      {notice ? (
        <div data-page-notice="" className={cn("mx-4 mb-8 sm:mx-auto sm:max-w-3xl", heroOpens && "mt-28")}>
          {notice}
        </div>
      ) : null}
      {/* One h1 per page: an opening hero renders it (section order 0), HTML may bring its own. */}
      {heroOpens || ownH1 ? null : (
        <header className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        </header>
      )}
      {isHtmlContent(content) ? (
        <div
          className="prose-content mx-auto mt-10 max-w-3xl px-4 text-lg text-foreground sm:px-6 lg:px-8"
          // Safe to inject: the page's HTML passed the allowlist sanitiser on read (publicPageContent),
          // on top of the sanitising at save time.
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      ) : (
        // Keyed by the render time: after a successful send the loader runs again and the forms start empty (with new keys).
        <RenderSections key={formStamp} sections={content.sections} context={{ path, formStamp, formResult, preview, previewPage: preview, collectionLists, formViews }} />
      )}
    </article>
  );
}
