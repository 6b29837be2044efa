import { FileText, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** No pages at all (with the way to a first page), or none that match the search or the filters. */
export function PagesEmptyState({ query, filtered = false, canWrite }: { query: string; filtered?: boolean; canWrite: boolean }) {
  const Icon = query || filtered ? SearchX : FileText;
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">No pages found</h2>
      {query ? (
        <p className="text-muted-foreground">No pages match &quot;{query}&quot;. Try another title, URL, or the words published or draft.</p>
      ) : filtered ? (
        <p className="text-muted-foreground">No pages match these filters.</p>
      ) : (
        <>
          <p className="text-muted-foreground">You haven&apos;t created any pages yet</p>
          {canWrite ? (
            <Button asChild>
              <Link to="/admin/pages/create-first">Create your first page</Link>
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
