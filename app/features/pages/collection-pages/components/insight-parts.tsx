import { useRouteLoaderData } from "react-router";
import { JsonLd } from "#app/components/site/marketing/json-ld.tsx";
import { usePageLanguage } from "#app/components/site/page-catalog.ts";
import { Picture } from "#app/components/picture.tsx";
import { m } from "#app/paraglide/messages.js";
import type { loader as rootLoader } from "#app/root.tsx";
import type { InsightCard } from "../insights-public.server.ts";

/**
 * Pieces the Insights' public pages share (docs/decisions/039-collections.md): the date in the page's
 * language, an article's card, the breadcrumb and its JSON-LD. Public renderers: rendered on the
 * server only, never hydrated (decision 032).
 */

/** A date as the page's language writes it ("27 November 2026", "27. November 2026", "2026年11月27日"). */
export function LocalDate({ iso, lang }: { iso: string; lang: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // The shown publication date is a day, stored at its UTC midnight when staff pick it: read in UTC, it is that day everywhere.
  return <time dateTime={iso.slice(0, 10)}>{new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(date)}</time>;
}

/** The site's public origin, for absolute URLs in structured data. */
export function useSiteOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.site.origin ?? "";
}

/** An article's card: cover, date, title (the link) and excerpt. */
function InsightCardView({ card, headingLevel = "h2" }: { card: InsightCard; headingLevel?: "h2" | "h3" }) {
  const { lang } = usePageLanguage();
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-muted">
        {card.cover.image ? (
          <Picture
            src={card.cover.image}
            alt={card.cover.alt}
            sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
            box={{ width: 1280, height: 720 }}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <div aria-hidden="true" className="size-full bg-gradient-to-br from-primary/15 via-primary/5 to-highlight/20 rtl:bg-gradient-to-bl" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm text-muted-foreground">
          <LocalDate iso={card.publishedAt} lang={lang} />
        </p>
        <Heading className="text-xl font-semibold leading-snug text-balance">
          {/* The whole card is the link; the title names it. */}
          <a href={card.path} className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-ring">
            {card.title}
          </a>
        </Heading>
        {card.excerpt ? <p className="line-clamp-3 text-muted-foreground">{card.excerpt}</p> : null}
      </div>
    </article>
  );
}

/** A grid of cards (a listing, related articles). */
export function InsightCardGrid({ cards, headingLevel }: { cards: readonly InsightCard[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.path} className="flex">
          <InsightCardView card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export interface Crumb {
  name: string;
  /** null for the page itself. */
  path: string | null;
}

/** Home › Insights › this page, as links and as schema.org BreadcrumbList. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { catalog } = usePageLanguage();
  const origin = useSiteOrigin();
  return (
    <>
      <nav aria-label={m.breadcrumb_label({}, { locale: catalog })} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {crumbs.map((crumb, index) => (
            <li key={`${crumb.name}-${index}`} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {crumb.path ? (
                <a href={crumb.path} className="underline-offset-4 hover:text-foreground hover:underline">
                  {crumb.name}
                </a>
              ) : (
                <span aria-current="page" className="line-clamp-1 text-foreground">
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: crumbs.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.name,
            ...(crumb.path ? { item: new URL(crumb.path, origin || "http://localhost").toString() } : {}),
          })),
        }}
      />
    </>
  );
}
