import { cn } from "#app/lib/utils.ts";

/** Small topic labels (industry, service) shown on case studies. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
          {tag}
        </li>
      ))}
    </ul>
  );
}
