import { useId } from "react";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { TeaserCard, teaserColumns } from "#app/components/site/marketing/teaser-card.tsx";
import { cn } from "#app/lib/utils.ts";
import { sectionHref } from "../section-href.ts";
import type { SectionRendererProps } from "../section-types.ts";
import { linesOf } from "../text-blocks.ts";
import type { CaseStudyCardsSection } from "./schema.ts";

export function CaseStudyCardsRenderer({ section, context }: SectionRendererProps<CaseStudyCardsSection>) {
  const headingId = useId();
  if (section.items.length === 0) return null;
  const split = section.layout === "split";
  const columns = split ? "" : teaserColumns(section.items.length);
  return (
    <section aria-labelledby={headingId} className={!section.showHeading ? "pb-20 sm:pb-28" : split ? "py-16 sm:py-24" : "bg-muted/60 py-16 sm:py-24"}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {section.showHeading ? (
          <SectionHeading id={headingId} title={section.heading} />
        ) : (
          <h2 id={headingId} className="sr-only">
            {section.heading}
          </h2>
        )}
        <ul className={cn("grid gap-8", section.showHeading && "mt-12", columns)}>
          {section.items.map((card, index) => (
            <li key={card.id}>
              <TeaserCard
                image={card.image}
                imageAlt={card.imageAlt}
                tags={linesOf(card.tags)}
                title={card.title}
                description={card.description}
                linkText={section.linkText}
                to={card.link && sectionHref(card.link, context.path)}
                split={split}
                flipped={index % 2 === 1}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
