import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import { HeroBackdrop } from "#app/components/site/marketing/page-hero.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { Picture } from "#app/components/picture.tsx";
import { COLLECTIONS } from "#app/features/collections/collections.ts";
import type { CatalogLocale } from "#app/lib/i18n.ts";
import { m } from "#app/paraglide/messages.js";
import type { ItemCard, ListPages } from "#app/components/site/item-card.ts";
import { ItemCardGrid, ListPagination } from "#app/components/site/item-cards.tsx";
import { Breadcrumb, useSiteOrigin, type Crumb } from "./insight-parts.tsx";

export type ListingSubject =
  | { kind: "index" }
  | { kind: "topic"; name: string }
  | { kind: "author"; name: string; role: string; bio: string; photo: string | null; path: string | null };

export interface InsightsListingProps {
  subject: ListingSubject;
  cards: readonly ItemCard[];
  pagination: ListPages;
  listing: string;
  path: string;
}

/** The heading a listing shows and its title ("Insights", "Topic: Quality control", "Articles by …"). */
export function listingTitle(subject: ListingSubject, catalog: CatalogLocale): string {
  if (subject.kind === "topic") return m.insights_topic_title({ topic: subject.name }, { locale: catalog });
  if (subject.kind === "author") return m.insights_author_title({ name: subject.name }, { locale: catalog });
  return COLLECTIONS.insights.label(catalog);
}

/**
 * The Insights listing, a topic's or an author's (docs/decisions/039-collections.md): a heading, the
 * cards of one page, and links to the newer and older pages that work without JavaScript (?page=2).
 */
export function InsightsListing({ subject, cards, pagination, listing, path }: InsightsListingProps) {
  const { lang, catalog, home } = usePageLanguage();
  const locale = { locale: catalog };
  const origin = useSiteOrigin();
  const title = listingTitle(subject, catalog);
  const insights = COLLECTIONS.insights.label(catalog);
  const crumbs: Crumb[] =
    subject.kind === "index" ? [{ name: m.breadcrumb_home({}, locale), path: home }, { name: insights, path: null }] : [{ name: m.breadcrumb_home({}, locale), path: home }, { name: insights, path: listing }, { name: subject.name, path: null }];
  const intro = subject.kind === "index" ? m.insights_intro({}, locale) : subject.kind === "topic" ? m.insights_topic_intro({ topic: subject.name }, locale) : subject.bio;
  return (
    <>
      <section aria-labelledby="page-title" className="relative overflow-hidden bg-gradient-to-b from-primary/10 via-primary/5 to-background pt-28 pb-12 sm:pt-36 sm:pb-16">
        <HeroBackdrop />
        <div className="relative mx-auto max-w-7xl space-y-6 px-4 sm:px-6 lg:px-8">
          <Breadcrumb crumbs={crumbs} />
          <div className="flex flex-wrap items-center gap-6">
            {subject.kind === "author" && subject.photo ? <Picture src={subject.photo} alt="" sizes="6rem" priority className="size-24 rounded-full object-cover" /> : null}
            <div className="max-w-3xl space-y-3">
              <h1 id="page-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
                {subject.kind === "author" ? subject.name : title}
              </h1>
              {subject.kind === "author" && subject.role ? <p className="text-lg font-medium text-primary">{subject.role}</p> : null}
              {intro ? <p className="text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8" aria-label={subject.kind === "author" ? title : undefined}>
        {cards.length === 0 ? <p className="py-16 text-center text-lg text-muted-foreground">{m.insights_empty({}, locale)}</p> : <ItemCardGrid cards={cards} />}
        <ListPagination pages={pagination} label={m.insights_pagination_label({}, locale)} newer={m.insights_newer({}, locale)} older={m.insights_older({}, locale)} />
      </section>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: title,
          url: new URL(path, origin || "http://localhost").toString(),
          inLanguage: lang,
          mainEntity: {
            "@type": "ItemList",
            itemListElement: cards.map((card, index) => ({ "@type": "ListItem", position: index + 1, url: new URL(card.path, origin || "http://localhost").toString(), name: card.title })),
          },
        }}
      />
    </>
  );
}
