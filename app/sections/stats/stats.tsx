import { useId } from "react";
import { AnimatedHeading } from "#app/components/site/animated-heading.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { StatsSection } from "./schema.ts";

/** A dark band: the heading and introduction side by side, then the figures large in one row (two columns on phones). */
export function StatsRenderer({ section }: SectionRendererProps<StatsSection>) {
  const headingId = useId();
  if (section.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="relative isolate overflow-hidden bg-surface-dark py-16 text-white sm:py-20">
      <div aria-hidden="true" className="absolute -top-24 -inset-e-24 -z-10 size-96 rounded-full bg-primary/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -inset-s-16 -z-10 size-80 rounded-full bg-highlight/15 blur-3xl" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-4 lg:grid-cols-2 lg:items-end lg:gap-16">
          <div>
            {section.eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wider text-highlight uppercase">{section.eyebrow}</p> : null}
            <AnimatedHeading id={headingId} text={section.heading} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl" />
          </div>
          {section.intro ? <p className="text-lg leading-relaxed text-white/80">{section.intro}</p> : null}
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-x-8 gap-y-10 sm:grid-cols-3 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
          {section.items.map((item) => (
            // On phones an odd last figure takes the whole row rather than leaving a hole beside it.
            <div key={item.id} className="flex flex-col border-s-2 border-highlight/70 ps-5 last:odd:col-span-2 sm:last:odd:col-span-1">
              {/* The figure reads first on screen; in the markup the term (label) comes first, as a description list needs. */}
              <dt className="order-2 mt-2 leading-snug font-medium text-white/90">{item.label}</dt>
              <dd className="order-1 text-3xl font-bold tracking-tight whitespace-nowrap sm:text-5xl">{item.value}</dd>
              {item.detail ? <dd className="order-3 mt-1 text-sm text-white/70">{item.detail}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
