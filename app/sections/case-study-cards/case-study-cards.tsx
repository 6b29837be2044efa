import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { TagList } from "#app/components/site/marketing/tag-list.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import { sectionHref } from "../section-href.ts";
import type { SectionRendererProps } from "../section-types.ts";
import { linesOf } from "../text-blocks.ts";
import type { CaseStudyCard, CaseStudyCardsSection } from "./schema.ts";

export function CaseStudyCardsRenderer({ section, context }: SectionRendererProps<CaseStudyCardsSection>) {
  const headingId = useId();
  if (section.items.length === 0) return null;
  const split = section.layout === "split";
  // Two cards (the other stories under a case study) sit in a narrower two-column row; more fill three columns.
  const columns = split ? "" : section.items.length <= 2 ? "mx-auto max-w-5xl md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3";
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
              <Card card={card} linkText={section.linkText} to={sectionHref(card.link, context.path)} split={split} flipped={index % 2 === 1} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

interface CardProps {
  card: CaseStudyCard;
  linkText: string;
  to: string;
  /** A wide band, the picture beside the text (on the right when `flipped`); a card otherwise. */
  split: boolean;
  flipped: boolean;
}

/** A case study teaser: image, tags, title, description and a link to the full story. */
function Card({ card, linkText, to, split, flipped }: CardProps) {
  const tags = linesOf(card.tags);
  return (
    <article
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg",
        split && "lg:grid lg:grid-cols-2 lg:items-stretch",
      )}
    >
      {card.image ? (
        <Picture
          src={card.image}
          alt={card.imageAlt}
          sizes={split ? "(min-width: 1024px) 640px, 100vw" : "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"}
          box={{ width: 640, height: 400 }}
          className={cn("aspect-[8/5] w-full bg-muted object-cover", split && "lg:aspect-auto lg:h-full", split && flipped && "lg:order-2")}
        />
      ) : null}
      <div className={cn("flex flex-1 flex-col p-6", split && "sm:p-10 lg:justify-center")}>
        {tags.length > 0 ? <TagList tags={tags} className="mb-4" /> : null}
        <h3 className={cn("font-semibold leading-snug text-balance", split ? "text-2xl sm:text-3xl" : "text-xl")}>{card.title}</h3>
        <p className={cn("mt-3 leading-relaxed text-muted-foreground", split ? "text-lg" : "flex-1")}>{card.description}</p>
        <Link to={to} className="mt-6 inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline">
          {linkText}
          <span className="sr-only">{m.a11y_card_link_suffix({ title: card.title }, { locale: usePageCatalog() })}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
