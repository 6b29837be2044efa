import { Inbox, SearchX } from "lucide-react";

/** No messages at all, or none that match the status filter and search. */
export function InboxEmptyState({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchX : Inbox;
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <p className="text-muted-foreground">
        {filtered ? "No contact submissions match your search or filter." : "No contact submissions yet."}
      </p>
    </div>
  );
}
