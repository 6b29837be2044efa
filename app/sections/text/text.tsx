import type { SectionRendererProps } from "../section-types.ts";
import type { TextSection } from "./schema.ts";

/** A block of rich text, centred at a comfortable reading width. */
export function TextRenderer({ section }: SectionRendererProps<TextSection>) {
  return (
    <section className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div
        className="prose-content mx-auto max-w-3xl text-lg text-foreground"
        // Safe to inject: the server passes every text section through sanitizeHtml
        // (features/pages/cms/sanitize-content.server.ts) when the page is saved, when it is read, and
        // when the editor's Preview tab asks for a draft to be rendered. The <picture> elements that then
        // replace its library images are React's own markup (features/media/rich-text-pictures.server.ts).
        dangerouslySetInnerHTML={{ __html: section.content }}
      />
    </section>
  );
}
