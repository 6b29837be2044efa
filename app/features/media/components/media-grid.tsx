import { Link } from "react-router";
import { Picture } from "#app/components/picture.tsx";
import { cn } from "#app/lib/utils.ts";
import type { MediaItem } from "../schema.ts";

/** The library as thumbnails, newest first; each opens its details beside the grid. */
export function MediaGrid({ items, selectedId, hrefFor }: { items: MediaItem[]; selectedId: string | null; hrefFor: (id: string) => string }) {
  if (items.length === 0) return <p className="py-12 text-center text-muted-foreground">No images yet.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label="Images">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={hrefFor(item.id)}
            preventScrollReset
            aria-current={item.id === selectedId ? "true" : undefined}
            className={cn("block overflow-hidden rounded-lg border bg-muted ring-offset-2 focus-visible:ring-2", item.id === selectedId && "ring-2 ring-primary")}
          >
            {/* The name below says which image it is; the thumbnail adds nothing for a screen reader. */}
            <Picture src={item.reference} alt="" sizes="(min-width: 1280px) 200px, (min-width: 640px) 30vw, 45vw" className="aspect-square w-full object-cover" />
            <span className="block truncate px-2 py-1.5 text-xs">{item.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
