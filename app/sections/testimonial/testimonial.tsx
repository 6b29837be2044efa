import { Quote } from "lucide-react";
import { useId } from "react";
import { Picture } from "#app/components/picture.tsx";
import { SectionHeading } from "#app/components/site/marketing/section-heading.tsx";
import { StarRating } from "#app/components/site/marketing/star-rating.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { TestimonialItem, TestimonialSection } from "./schema.ts";

export function TestimonialRenderer({ section }: SectionRendererProps<TestimonialSection>) {
  const headingId = useId();
  if (section.items.length === 0) return null;
  // Named by its heading when it has one; a section without (stored before headings existed) keeps its plain name.
  const name = section.heading ? { "aria-labelledby": headingId } : { "aria-label": "Testimonials" };
  return (
    <section {...name} className="bg-muted/60 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {section.heading ? <SectionHeading id={headingId} eyebrow={section.eyebrow || undefined} title={section.heading} intro={section.intro || undefined} /> : null}
        <ul className={section.heading ? "mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3" : "grid gap-6 md:grid-cols-2 lg:grid-cols-3"}>
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
                  <div>
                    <p className="font-semibold">{item.author}</p>
                    {item.position ? <p className="text-sm text-muted-foreground">{item.position}</p> : null}
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The author's photo, or their initials on a disc, hidden from screen readers, which read the name printed beside it. */
function AuthorPicture({ item, showInitials }: { item: TestimonialItem; showInitials: boolean }) {
  if (item.avatar) {
    return <Picture src={item.avatar} alt={item.author} sizes="48px" box={{ width: 48, height: 48 }} className="size-12 shrink-0 rounded-full bg-muted object-cover" />;
  }
  if (!showInitials) return null;
  return (
    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
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
