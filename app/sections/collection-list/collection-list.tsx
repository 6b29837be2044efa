import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { ItemCardGrid, ItemCardList, ListPagination } from "#app/components/site/item-cards.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { SectionRendererProps } from "../section-types.ts";
import type { CollectionListSection } from "./schema.ts";

/**
 * A Collection List as visitors see it: the heading (h2), the items the page's loader read for it
 * (cards or a list, each title an h3), "Nothing here yet" when there are none, links to its other
 * pages and to the collection's listing. Plain links only, so it needs no JavaScript. Where no loader
 * read it (the HTML Editor's conversion), it renders nothing rather than a list that would not fill.
 */
export function CollectionListRenderer({ section, context }: SectionRendererProps<CollectionListSection>) {
  const headingId = useId();
  const catalog = usePageCatalog();
  const view = context.collectionLists?.[section.id];
  if (!view) return null;
  const locale = { locale: catalog };
  const List = section.layout === "list" ? ItemCardList : ItemCardGrid;
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={section.heading} eyebrow={section.eyebrow} intro={section.intro} />
        {/* The published items it lists: data, not design (the site-fidelity test leaves them out). */}
        <div className="mt-12" data-collection-items="">
          {view.cards.length === 0 ? <p className="py-8 text-center text-lg text-muted-foreground">{m.collection_list_empty({}, locale)}</p> : <List cards={view.cards} headingLevel="h3" />}
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
