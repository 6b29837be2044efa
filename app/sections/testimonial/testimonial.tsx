import { Quote } from "lucide-react";
import { Picture } from "#app/components/picture.tsx";
import type { SectionRendererProps } from "../section-types.ts";
import type { TestimonialItem, TestimonialSection } from "./schema.ts";

export function TestimonialRenderer({ section }: SectionRendererProps<TestimonialSection>) {
  if (section.items.length === 0) return null;
  return (
    <section aria-label="Testimonials" className="bg-muted/50 px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <ul className="mx-auto grid max-w-7xl gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
              <Quote className="size-8 text-primary/20" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t pt-4">
                <AuthorPicture item={item} />
                <div>
                  <p className="font-semibold">{item.author}</p>
                  {item.position ? <p className="text-sm text-muted-foreground">{item.position}</p> : null}
                </div>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The author's photo, or their initials on a disc, hidden from screen readers, which read the name printed beside it. */
function AuthorPicture({ item }: { item: TestimonialItem }) {
  if (item.avatar) {
    return <Picture src={item.avatar} alt={item.author} sizes="48px" box={{ width: 48, height: 48 }} className="size-12 shrink-0 rounded-full bg-muted object-cover" />;
  }
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
