import { Bell } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "#app/components/ui/popover.tsx";
import { cn } from "#app/lib/utils.ts";
import { NOTIFICATION_KINDS, NOTIFICATIONS_PATH, type BellData } from "../notification-kinds.ts";

/**
 * The admin header's bell: what concerns the signed-in person (mentions, take-overs, reviews,
 * messages assigned …), newest first, unread ones marked. Opening one marks it read; the list is fresh at
 * every navigation (the admin layout's loader reads it).
 */
export function NotificationBell({ bell }: { bell: BellData }) {
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);
  // Marked read at once on screen; the server's list follows with the next load.
  const pendingRead = fetcher.formData?.get("intent") === "read-all" ? "all" : (fetcher.formData?.get("id") as string | undefined);
  const isRead = (item: BellData["items"][number]) => item.read || pendingRead === "all" || pendingRead === item.id;
  const unread = pendingRead === "all" ? 0 : Math.max(0, bell.unread - (pendingRead && bell.items.some((item) => item.id === pendingRead && !item.read) ? 1 : 0));
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} data-testid="notification-bell">
          <Bell className="size-5" aria-hidden />
          {unread > 0 ? (
            <span aria-hidden className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold text-white">
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between gap-3 border-b px-4 py-3">
          <h2 className="font-semibold">Notifications</h2>
          {unread > 0 ? (
            <fetcher.Form method="post" action={NOTIFICATIONS_PATH}>
              <input type="hidden" name="intent" value="read-all" />
              <Button type="submit" variant="ghost" size="sm">
                Mark All as Read
              </Button>
            </fetcher.Form>
          ) : null}
        </div>
        {bell.items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">Nothing yet. Mentions, take-overs, reviews and messages assigned to you show here.</p>
        ) : (
          <ul className="max-h-[60vh] divide-y overflow-y-auto">
            {bell.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.link}
                  onClick={() => {
                    setOpen(false);
                    if (!isRead(item)) void fetcher.submit({ intent: "read", id: item.id }, { method: "post", action: NOTIFICATIONS_PATH });
                  }}
                  className={cn("flex gap-3 px-4 py-3 text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none", !isRead(item) && "bg-primary/5")}
                >
                  <span aria-hidden className={cn("mt-1.5 size-2 shrink-0 rounded-full", isRead(item) ? "bg-transparent" : "bg-primary")} />
                  <span className="min-w-0 space-y-0.5">
                    <span className={cn("block break-words", !isRead(item) && "font-medium")}>
                      {item.title}
                      {isRead(item) ? null : <span className="sr-only"> (unread)</span>}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {NOTIFICATION_KINDS[item.kind].label} · <LocalDateTime iso={item.createdAt} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="border-t px-4 py-2 text-xs text-muted-foreground">
          <Link to="/admin/account" className="underline underline-offset-2 hover:text-foreground" onClick={() => setOpen(false)}>
            Choose which you get by e-mail
          </Link>
        </p>
      </PopoverContent>
    </Popover>
  );
}
