import { Quote } from "lucide-react";
import { useId } from "react";
import { Picture } from "#app/components/picture.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { StarRating } from "#app/components/site/marketing/star-rating.tsx";
import { usePageCatalog } from "#app/components/site/page-catalog.ts";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import type { SectionRendererProps } from "../section-types.ts";
import type { TestimonialItem, TestimonialSection } from "./schema.ts";

export function TestimonialRenderer({ section }: SectionRendererProps<TestimonialSection>) {
  const headingId = useId();
  const catalog = usePageCatalog();
  if (section.items.length === 0) return null;
  // Named by its heading when it has one; a section without (stored before headings existed) keeps its plain name.
  const name = section.heading ? { "aria-labelledby": headingId } : { "aria-label": m.a11y_testimonials({}, { locale: catalog }) };
  // One card alone in a three-column band looked lost (issue U): a single testimonial is a pull quote in either layout.
  const quote = section.layout === "quote" || section.items.length === 1;
  return (
    <section {...name} className={cn("py-20 sm:py-28", quote ? "bg-gradient-to-br rtl:bg-gradient-to-bl from-primary/8 via-background to-highlight/10" : "bg-muted/60")}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {section.heading ? (
          <SectionHeading id={headingId} eyebrow={section.eyebrow || undefined} title={section.heading} intro={section.intro || undefined} className="mb-14" />
        ) : null}
        {quote ? <PullQuotes section={section} /> : <QuoteCards section={section} />}
      </div>
    </section>
  );
}

function QuoteCards({ section }: { section: TestimonialSection }) {
  // Two cards share the width of the band's middle rather than leaving a third column empty.
  const pair = section.items.length === 2;
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", pair ? "mx-auto max-w-5xl" : "lg:grid-cols-3")}>
      {section.items.map((item) => (
        <li key={item.id}>
          <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
            <div className="flex items-center justify-between">
              {item.rating ? <StarRating rating={item.rating} /> : null}
              <Quote className="size-8 text-primary/20" aria-hidden="true" />
            </div>
            <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
              <p>“{item.quote}”</p>
            </blockquote>
            {/* Tall enough for a two-line position, so the rules above the captions line up across a row. */}
            <figcaption className="mt-6 flex min-h-21 items-center gap-3 border-t pt-4">
              <AuthorPicture item={item} showInitials={section.showInitials} />
              <Attribution item={item} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The "Large quote" layout: each testimonial on its own as a big pull quote (made for one). */
function PullQuotes({ section }: { section: TestimonialSection }) {
  return (
    <ul className="mx-auto max-w-4xl space-y-16">
      {section.items.map((item) => (
        <li key={item.id}>
          <figure className="text-center">
            <Quote className="mx-auto size-12 fill-primary/15 text-primary sm:size-14" aria-hidden="true" />
            {item.rating ? <StarRating rating={item.rating} className="mt-6 justify-center" /> : null}
            <blockquote className="mt-6 text-2xl leading-snug font-semibold tracking-tight text-balance text-foreground sm:text-3xl lg:text-4xl lg:leading-tight">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-10 flex items-center justify-center gap-4 text-start">
              <AuthorPicture item={item} showInitials={section.showInitials} large />
              <Attribution item={item} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function Attribution({ item }: { item: TestimonialItem }) {
  return (
    <div>
      <p className="font-semibold">{item.author}</p>
      {item.position ? <p className="text-sm text-muted-foreground">{item.position}</p> : null}
    </div>
  );
}

/** The author's photo, or their initials on a disc, hidden from screen readers, which read the name printed beside it. */
function AuthorPicture({ item, showInitials, large = false }: { item: TestimonialItem; showInitials: boolean; large?: boolean }) {
  const size = large ? "size-16" : "size-12";
  if (item.avatar) {
    const px = large ? 64 : 48;
    return <Picture src={item.avatar} alt={item.author} sizes={`${px}px`} box={{ width: px, height: px }} className={cn(size, "shrink-0 rounded-full bg-muted object-cover")} />;
  }
  if (!showInitials) return null;
  return (
    <span aria-hidden="true" className={cn(size, "flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground", large ? "text-lg" : "text-sm")}>
      {initialsOf(item.author)}
    </span>
  );
}

/** "Jane van der Berg" gives "JV": the first letters of the first two words. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? "")
    .join("");
}
