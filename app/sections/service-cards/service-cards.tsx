import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { IconCard } from "#app/components/site/marketing/icon-card.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#app/paraglide/messages.js";
import { sectionHref } from "../section-href.ts";
import type { SectionRendererProps } from "../section-types.ts";
import type { ServiceCardsSection } from "./schema.ts";

export function ServiceCardsRenderer({ section, context }: SectionRendererProps<ServiceCardsSection>) {
  const headingId = useId();
  const locale = { locale: usePageCatalog() };
  return (
    <section aria-labelledby={headingId} className="bg-muted/60 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} eyebrow={section.eyebrow || undefined} title={section.heading} intro={section.intro || undefined} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {section.items.map((card) => (
            <li key={card.id}>
              <IconCard
                icon={card.icon}
                title={card.title}
                description={card.description}
                footer={
                  // No address: the page it led to is not published (docs/decisions/041-links-to-pages.md).
                  card.link && (
                    <Link to={sectionHref(card.link, context.path)} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
                      {m.section_learn_more({}, locale)}
                      <span className="sr-only">{` ${m.section_learn_more_about({ title: card.title }, locale)}`}</span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  )
                }
              />
            </li>
          ))}
        </ul>
        {section.buttonText && section.buttonLink ? (
          <div className="mt-12 text-center">
            <Button asChild size="lg" variant="outline" className="bg-background">
              <Link to={sectionHref(section.buttonLink, context.path)}>{section.buttonText}</Link>
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
