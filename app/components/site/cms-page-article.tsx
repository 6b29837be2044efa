import { isHtmlContent, type PageContent } from "#app/features/pages/content.ts";
import { cn } from "#app/lib/utils.ts";
import { opensPage } from "#app/sections/renderers.ts";
import { RenderSections } from "#app/sections/render-sections.tsx";
import type { SectionRenderContext } from "#app/sections/section-types.ts";

interface CmsPageArticleProps {
  title: string;
  content: PageContent;
  context: SectionRenderContext;
  /** A form post's failure that belongs to no section, shown above the page. */
  pageError?: string | null;
}

/**
 * A CMS page's body as visitors see it on /{slug}: its title as the h1 (unless an opening hero or the
 * HTML brings one), then the HTML or the sections. The staff's draft preview renders the same.
 */
export function CmsPageArticle({ title, content, context, pageError }: CmsPageArticleProps) {
  const heroOpens = !isHtmlContent(content) && content.sections.some(opensPage);
  const ownH1 = isHtmlContent(content) && /<h1[\s>]/i.test(content.html);
  return (
    // An opening hero clears the fixed header itself; anything else needs the room here.
    <article className={heroOpens ? "pb-20" : "pb-20 pt-28"}>
      {pageError ? (
        <p role="alert" className={cn("mx-4 mb-8 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive sm:mx-auto sm:max-w-3xl", heroOpens && "mt-28")}>
          {pageError}
        </p>
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
          // Safe to inject: every caller passes HTML that went through the allowlist sanitiser on this read.
          dangerouslySetInnerHTML={{ __html: content.html }}
        />
      ) : (
        // Keyed by the render time: after a successful send the loader runs again and the forms start empty (with new keys).
        <RenderSections key={context.formStamp} sections={content.sections} context={context} />
      )}
    </article>
  );
}
