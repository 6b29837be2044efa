import { cn } from "#app/lib/utils.ts";
import { m } from "#app/paraglide/messages.js";
import { usePageCatalog } from "../page-catalog.ts";

/** Small topic labels (industry, service) shown on case studies. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul aria-label={m.a11y_tags({}, { locale: usePageCatalog() })} className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
          {tag}
        </li>
      ))}
    </ul>
  );
}
