import { Star } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

const MAX_STARS = 5;

/** Filled and empty stars; screen readers hear "Rated 4 out of 5" instead of five icons. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const label = `Rated ${rating} out of ${MAX_STARS}`;
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
