import { ArrowLeft, ArrowRight } from "lucide-react";
import { Picture } from "#app/components/picture.tsx";
import { TagList } from "#app/components/site/marketing/tag-list.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { m } from "#app/paraglide/messages.js";
import type { ItemCard, ListPages } from "./item-card.ts";

/**
 * The cards of a collection's items (docs/decisions/039-collections.md), shared by the Insights'
 * pages and the Collection List section: the date in the page's language, a card, a grid or a list
 * of them, and the links to a list's other pages. Public renderers: rendered on the server only,
 * never hydrated (decision 032).
 */

/** A date as the page's language writes it ("27 November 2026", "27. November 2026", "2026年11月27日"). */
export function LocalDate({ iso, lang }: { iso: string; lang: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // The shown publication date is a day, stored at its UTC midnight when staff pick it: read in UTC, it is that day everywhere.
  return <time dateTime={iso.slice(0, 10)}>{new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(date)}</time>;
}

type HeadingLevel = "h2" | "h3";

/** The title as the link that covers the whole card (the title names it). */
function CardTitle({ card, level, className }: { card: ItemCard; level: HeadingLevel; className: string }) {
  const Heading = level;
  return (
    <Heading className={className}>
      <a href={card.path} className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-ring">
        {card.title}
      </a>
    </Heading>
  );
}

function Cover({ card, sizes, box }: { card: ItemCard; sizes: string; box: { width: number; height: number } }) {
  return card.cover.image ? (
    <Picture src={card.cover.image} alt={card.cover.alt} sizes={sizes} box={box} className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none" />
  ) : (
    <div aria-hidden="true" className="size-full bg-gradient-to-br from-primary/15 via-primary/5 to-highlight/20 rtl:bg-gradient-to-bl" />
  );
}

/** Date, title (the link), labels and excerpt: a card's words, larger in a grid's card than in a list's row. */
function CardWords({ card, headingLevel, size }: { card: ItemCard; headingLevel: HeadingLevel; size: "card" | "row" }) {
  const { lang } = usePageLanguage();
  return (
    <>
      <p className="text-sm text-muted-foreground">
        <LocalDate iso={card.publishedAt} lang={lang} />
      </p>
      <CardTitle card={card} level={headingLevel} className={size === "card" ? "text-xl font-semibold leading-snug text-balance" : "text-lg font-semibold leading-snug text-balance"} />
      {card.labels?.length ? <TagList tags={card.labels} /> : null}
      {card.excerpt ? <p className={size === "card" ? "line-clamp-3 text-muted-foreground" : "line-clamp-2 text-muted-foreground"}>{card.excerpt}</p> : null}
    </>
  );
}

/** An item's card: cover, then its words. */
function ItemCardView({ card, headingLevel }: { card: ItemCard; headingLevel: HeadingLevel }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-muted">
        <Cover card={card} sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" box={{ width: 1280, height: 720 }} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CardWords card={card} headingLevel={headingLevel} size="card" />
      </div>
    </article>
  );
}

/** A grid of cards (a listing, related articles, a Collection List laid out as cards). */
export function ItemCardGrid({ cards, headingLevel = "h2" }: { cards: readonly ItemCard[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.path} className="flex">
          <ItemCardView card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** One item a row: a small cover beside its words (a Collection List laid out as a list). */
export function ItemCardList({ cards, headingLevel = "h2" }: { cards: readonly ItemCard[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className="mx-auto max-w-4xl divide-y">
      {cards.map((card) => (
        <li key={card.path}>
          <article className="group relative flex gap-5 py-6">
            <div className="hidden aspect-[4/3] w-40 shrink-0 overflow-hidden rounded-xl bg-muted sm:block">
              <Cover card={card} sizes="10rem" box={{ width: 640, height: 480 }} />
            </div>
            <div className="flex min-w-0 flex-col gap-2">
              <CardWords card={card} headingLevel={headingLevel} size="row" />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** "Newer", "Page 2 of 3", "Older": plain links to a list's neighbouring pages, which work without JavaScript. */
export function ListPagination({ pages, label, newer, older }: { pages: ListPages; label: string; newer: string; older: string }) {
  const { catalog } = usePageLanguage();
  if (pages.pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {pages.previous ? (
        <a href={pages.previous} rel="prev" className="inline-flex items-center gap-2 rounded-md border px-4 py-2 font-medium hover:bg-muted">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          {newer}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        {m.insights_page_of({ page: String(pages.page), count: String(pages.pageCount) }, { locale: catalog })}
      </p>
      {pages.next ? (
        <a href={pages.next} rel="next" className="inline-flex items-center gap-2 rounded-md border px-4 py-2 font-medium hover:bg-muted">
          {older}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
