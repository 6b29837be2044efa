import { isHtmlContent } from "#app/features/pages/cms/content.ts";
import { RenderSections } from "#app/features/contact/form/components/render-page-sections.tsx";
import { EditorSkeleton } from "./editor-skeleton.tsx";
import { draftContent, type PageDraft } from "./page-draft.ts";
import { useCleanedContent, type CleanedContent } from "./use-cleaned-content.ts";

/**
 * The Preview tab: the title (or "Untitled Page"), then the HTML, or a note and the sections as
 * visitors will see them in live mode, or "No content yet." (spec section 2). The content is cleaned
 * by the server first, so the preview shows what visitors would get, not what was typed.
 */
export function PagePreview({ draft, language }: { draft: PageDraft; language: string | null }) {
  const content = draftContent(draft);
  const empty = isHtmlContent(content) ? content.html.trim() === "" : content.sections.length === 0;
  const preview = useCleanedContent(empty ? null : content, language).current;

  return (
    <article className="site-preview overflow-hidden rounded-xl border bg-background shadow-sm" aria-label="Page preview">
      <div className="border-b p-6">
        <h2 className="text-3xl font-bold tracking-tight">{draft.title.trim() || "Untitled Page"}</h2>
      </div>
      {empty ? (
        <p className="p-6 text-muted-foreground">No content yet.</p>
      ) : !isHtmlContent(content) ? (
        <>
          <p className="border-b bg-muted/50 px-6 py-3 text-sm text-muted-foreground">
            This page uses {content.sections.length} section{content.sections.length === 1 ? "" : "s"}, rendered below as visitors will see them in
            live mode.
          </p>
          <PreviewBody preview={preview} slug={draft.slug} />
        </>
      ) : (
        <PreviewBody preview={preview} slug={draft.slug} />
      )}
    </article>
  );
}

function PreviewBody({ preview, slug }: { preview: CleanedContent | null; slug: string }) {
  if (!preview) return <div className="p-6"><EditorSkeleton /></div>;
  if (!preview.ok) {
    return (
      <p role="alert" className="p-6 text-sm text-destructive">
        The preview is not available: {preview.message}
      </p>
    );
  }
  const { content } = preview;
  if (isHtmlContent(content)) {
    return (
      <div
        className="prose-content p-6"
        // Safe to inject: the preview route passed this HTML through the same sanitiser as the public page.
        dangerouslySetInnerHTML={{ __html: content.html }}
      />
    );
  }
  return (
    <RenderSections sections={content.sections} context={{ path: `/${slug}`, formStamp: "", preview: true, collectionLists: preview.collectionLists, formViews: preview.formViews }} />
  );
}
