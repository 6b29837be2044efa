import { Loader2 } from "lucide-react";

/** Shown in place of the list while a client navigation loads another page, filter or search. */
export function InboxLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-4 py-12 text-muted-foreground">
      <Loader2 className="size-8 motion-safe:animate-spin" aria-hidden />
      <span>Loading submissions…</span>
    </div>
  );
}
