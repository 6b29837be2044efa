import { useId } from "react";
import { ProcessSteps, ProcessTimeline } from "#app/components/site/marketing/process-steps.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { ProcessStepsSection } from "./schema.ts";

export function ProcessStepsRenderer({ section }: SectionRendererProps<ProcessStepsSection>) {
  const headingId = useId();
  const steps = section.steps.map((step, index) => ({ ...step, number: index + 1 }));
  return (
    <section aria-labelledby={headingId} className="pb-20 sm:pb-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} eyebrow={section.eyebrow || undefined} title={section.heading} intro={section.intro || undefined} className="mb-14" />
        {section.layout === "timeline" ? <ProcessTimeline steps={steps} /> : <ProcessSteps steps={steps} />}
      </div>
    </section>
  );
}
