import { ArrowRight } from "lucide-react";
import { useId } from "react";
import type { ItemCard } from "#app/components/site/item-card.ts";
import { ItemCardGrid, ItemCardList, ListPagination } from "#app/components/site/item-cards.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { TeaserCard, teaserColumns } from "#app/components/site/marketing/teaser-card.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import type { SectionRendererProps } from "../section-types.ts";
import type { CollectionListSection } from "./schema.ts";
import type { FilterLinks } from "./view.ts";

/**
 * A Collection List as visitors see it: the heading (h2, shown or for screen readers only), the
 * visitors' filter links, the items the page's loader read for it (cards, a list or teasers, each
 * title an h3), "Nothing here yet" when there are none, links to its other pages and to the
 * collection's listing. Plain links only, so it needs no JavaScript. Where no loader read it (the
 * HTML Editor's conversion), it renders nothing rather than a list that would not fill.
 */
export function CollectionListRenderer({ section, context }: SectionRendererProps<CollectionListSection>) {
  const headingId = useId();
  const catalog = usePageCatalog();
  const view = context.collectionLists?.[section.id];
  if (!view) return null;
  const locale = { locale: catalog };
  return (
    <section aria-labelledby={headingId} className={section.showHeading ? "py-16 sm:py-24" : "pb-20 sm:pb-28"}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {section.showHeading ? (
          <SectionHeading id={headingId} title={section.heading} eyebrow={section.eyebrow} intro={section.intro} />
        ) : (
          <h2 id={headingId} className="sr-only">
            {section.heading}
          </h2>
        )}
        {/* The published items it lists, and the industries they are of: data, not design (the site-fidelity test leaves them out). */}
        <div data-collection-items="">
          {view.filterLinks ? <FilterLinkRow filter={view.filterLinks} /> : null}
          <div className={cn((section.showHeading || view.filterLinks) && "mt-12")}>
            {view.cards.length === 0 ? <p className="py-8 text-center text-lg text-muted-foreground">{m.collection_list_empty({}, locale)}</p> : <Items section={section} cards={view.cards} />}
          </div>
        </div>
        {view.pages ? (
          <ListPagination
            pages={view.pages}
            label={m.collection_list_pages_label({ heading: section.heading }, locale)}
            newer={m.collection_list_newer({}, locale)}
            older={m.collection_list_older({}, locale)}
          />
        ) : null}
        {view.all ? (
          <p className="mt-10 text-center">
            <a href={view.all.path} className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline">
              {view.all.label}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Items({ section, cards }: { section: CollectionListSection; cards: readonly ItemCard[] }) {
  if (section.layout === "list") return <ItemCardList cards={cards} headingLevel="h3" />;
  if (section.layout === "cards") return <ItemCardGrid cards={cards} headingLevel="h3" />;
  return (
    <ul className={cn("grid gap-8", teaserColumns(cards.length))}>
      {cards.map((card) => (
        <li key={card.path}>
          <TeaserCard image={card.cover.image} imageAlt={card.cover.alt} tags={card.labels ?? []} title={card.title} description={card.excerpt} linkText={section.linkText} to={card.path} />
        </li>
      ))}
    </ul>
  );
}

/** "Filter by industry: All, Retail, …": links to the page with `?industry=`, the shown one marked current. */
function FilterLinkRow({ filter }: { filter: FilterLinks }) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className="flex flex-wrap items-center justify-center gap-3">
      <p id={labelId} className="text-sm font-medium text-muted-foreground">
        {filter.label}
      </p>
      <ul className="flex flex-wrap justify-center gap-2">
        {filter.links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={cn(
                "inline-flex rounded-full border px-4 py-1.5 text-sm font-medium transition-colors hover:bg-muted",
                link.current && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
              )}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
