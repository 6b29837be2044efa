import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { IconCard } from "#app/components/site/marketing/icon-card.tsx";
import { MarketingIcon } from "#app/components/site/marketing/marketing-icon.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { Button } from "#app/components/ui/button.tsx";
import { m } from "#app/paraglide/messages.js";
import { sectionHref } from "../section-href.ts";
import type { SectionRendererProps } from "../section-types.ts";
import type { ServiceCard, ServiceCardsSection } from "./schema.ts";

export function ServiceCardsRenderer({ section, context }: SectionRendererProps<ServiceCardsSection>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-muted/60 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} eyebrow={section.eyebrow || undefined} title={section.heading} intro={section.intro || undefined} />
        {section.layout === "rows" ? (
          <ul className="mx-auto mt-14 max-w-5xl space-y-6">
            {section.items.map((card) => (
              // One wide row per service; on wide screens the icon's panel alternates sides, row by row.
              <li key={card.id} className="group grid items-center gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8 md:grid-cols-[14rem_1fr] md:gap-10 md:even:grid-cols-[1fr_14rem]">
                <div className="flex items-center justify-center rounded-xl bg-muted md:aspect-[4/3] md:group-even:order-2">
                  <MarketingIcon name={card.icon} className="size-16 bg-transparent md:size-24 [&_svg]:size-10 md:[&_svg]:size-14" />
                </div>
                <div>
                  <h3 className="text-2xl font-semibold">{card.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted-foreground">{card.description}</p>
                  <div className="mt-5">
                    <LearnMore card={card} path={context.path} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="mt-14 grid gap-6 md:grid-cols-3">
            {section.items.map((card) => (
              <li key={card.id}>
                <IconCard icon={card.icon} title={card.title} description={card.description} footer={<LearnMore card={card} path={context.path} />} />
              </li>
            ))}
          </ul>
        )}
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

function LearnMore({ card, path }: { card: ServiceCard; path: string }) {
  const locale = { locale: usePageCatalog() };
  // No address: the page it led to is not published (docs/decisions/041-links-to-pages.md).
  if (!card.link) return null;
  return (
    <Link to={sectionHref(card.link, path)} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
      {m.section_learn_more({}, locale)}
      <span className="sr-only">{` ${m.section_learn_more_about({ title: card.title }, locale)}`}</span>
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
