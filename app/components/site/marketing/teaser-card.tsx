import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { TagList } from "#app/components/site/marketing/tag-list.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";

/**
 * A case study teaser: image, tags, title, description and a link to the full story ("Read full
 * case study"). Drawn by the hand-made Case Study Cards and by a Collection List laid out as
 * teasers (docs/decisions/039-collections.md), so both look the same.
 */
export interface TeaserCardProps {
  image: string;
  imageAlt: string;
  tags: readonly string[];
  title: string;
  description: string;
  linkText: string;
  to: string;
  /** A wide band, the picture beside the text (on the right when `flipped`); a card otherwise. */
  split?: boolean;
  flipped?: boolean;
}

export function TeaserCard({ image, imageAlt, tags, title, description, linkText, to, split = false, flipped = false }: TeaserCardProps) {
  const catalog = usePageCatalog();
  return (
    <article
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition-shadow hover:shadow-lg",
        split && "lg:grid lg:grid-cols-2 lg:items-stretch",
      )}
    >
      {image ? (
        <Picture
          src={image}
          alt={imageAlt}
          sizes={split ? "(min-width: 1024px) 640px, 100vw" : "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"}
          box={{ width: 640, height: 400 }}
          className={cn("aspect-[8/5] w-full bg-muted object-cover", split && "lg:aspect-auto lg:h-full", split && flipped && "lg:order-2")}
        />
      ) : null}
      <div className={cn("flex flex-1 flex-col p-6", split && "sm:p-10 lg:justify-center")}>
        {tags.length > 0 ? <TagList tags={tags} className="mb-4" /> : null}
        <h3 className={cn("font-semibold leading-snug text-balance", split ? "text-2xl sm:text-3xl" : "text-xl")}>{title}</h3>
        <p className={cn("mt-3 leading-relaxed text-muted-foreground", split ? "text-lg" : "flex-1")}>{description}</p>
        {/* No address: the page it led to is not published (docs/decisions/041-links-to-pages.md). */}
        {to ? (
          <Link to={to} className="mt-6 inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline">
            {linkText}
            <span className="sr-only">{m.a11y_card_link_suffix({ title }, { locale: catalog })}</span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/** The teasers' columns: two (the other stories under a case study) sit in a narrower row; more fill three. */
export function teaserColumns(count: number): string {
  return count <= 2 ? "mx-auto max-w-5xl md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3";
}
