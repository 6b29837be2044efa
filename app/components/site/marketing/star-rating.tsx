import { Star } from "lucide-react";
import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import { usePageCatalog } from "../page-catalog.ts";

const MAX_STARS = 5;

/** Filled and empty stars; screen readers hear "Rated 4 out of 5" instead of five icons. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const catalog = usePageCatalog();
  const number = new Intl.NumberFormat(catalog);
  const label = m.a11y_rating({ rating: number.format(rating), max: number.format(MAX_STARS) }, { locale: catalog });
  return (
    <div role="img" aria-label={label} className={cn("flex gap-0.5", className)}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn("size-5", index < rating ? "fill-highlight text-highlight" : "fill-muted text-input")}
        />
      ))}
    </div>
  );
}
