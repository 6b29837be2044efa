import { useId } from "react";
import { faqPageJsonLd, FaqList } from "#app/components/site/marketing/faq-list.tsx";
import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { FaqSection } from "./schema.ts";

/** Questions and answers, with the FAQPage structured data search engines read. */
export function FaqRenderer({ section }: SectionRendererProps<FaqSection>) {
  const headingId = useId();
  if (section.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="bg-muted/60 py-20 sm:py-28">
      <JsonLd data={faqPageJsonLd(section.items)} />
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} eyebrow={section.eyebrow || undefined} title={section.heading} intro={section.intro || undefined} className="mb-14" />
        <FaqList items={section.items} />
      </div>
    </section>
  );
}
