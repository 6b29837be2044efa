import { Quote } from "lucide-react";
import type { Testimonial } from "#app/content/case-studies.ts";
import { StarRating } from "./star-rating.tsx";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <StarRating rating={testimonial.rating} />
        <Quote className="size-8 text-primary/20" aria-hidden="true" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-foreground">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t pt-4">
        <p className="font-semibold">{testimonial.name}</p>
        <p className="text-sm text-muted-foreground">{testimonial.title}</p>
      </figcaption>
    </figure>
  );
}
