import { useId } from "react";
import { CtaSection as CtaBand } from "#app/components/site/marketing/cta-section.tsx";
import { sectionHref } from "../section-href.ts";
import type { SectionRendererProps } from "../section-types.ts";
import type { CtaSection } from "./schema.ts";

/** The same call-to-action band the marketing pages close with. */
export function CtaRenderer({ section, context }: SectionRendererProps<CtaSection>) {
  const headingId = useId();
  return (
    <CtaBand
      id={headingId}
      title={section.heading}
      text={section.subheading}
      buttonLabel={section.buttonText}
      to={section.buttonLink && sectionHref(section.buttonLink, context.path)}
    />
  );
}
