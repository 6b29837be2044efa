import { useId } from "react";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { ContactSection } from "./schema.ts";

/**
 * A contact form staff composed. The form itself belongs to the contact feature and comes through
 * `context.forms` (docs/conventions.md, "Layers"). The page's action answers through
 * `context.formResult`, addressed to this section by id, since one page may hold several forms.
 */
export function ContactRenderer({ section, context }: SectionRendererProps<ContactSection>) {
  const headingId = useId();
  const result = context.formResult?.sectionId === section.id ? context.formResult : undefined;
  const { Composed } = context.forms;
  return (
    // The id is the anchor the page's action redirects to after a post without JavaScript.
    <section id={section.id} aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-2xl">
        <SectionHeading id={headingId} title={section.heading} intro={section.subheading || undefined} />
        <div className="mt-10 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <Composed sectionId={section.id} action={context.path} formStamp={context.formStamp} result={result} preview={context.preview} fields={section.fields} proofOfWork={section.proofOfWork} />
        </div>
      </div>
    </section>
  );
}
