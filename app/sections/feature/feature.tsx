import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { FeatureSection } from "./schema.ts";

export function FeatureRenderer({ section }: SectionRendererProps<FeatureSection>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} title={section.heading} />
        {section.items.length > 0 ? (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.id} className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
                <CircleCheck className="size-8 text-primary" aria-hidden="true" />
                <h3 className="mt-5 text-xl font-semibold">{item.title}</h3>
                {item.description ? <p className="mt-3 leading-relaxed text-muted-foreground">{item.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
