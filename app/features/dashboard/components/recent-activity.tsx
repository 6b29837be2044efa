import { Activity } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { useAdminTimeZone } from "#app/components/admin/admin-time-zone.tsx";
import { formatRelativeTime } from "#app/lib/dates.ts";
import { formatInZone } from "#app/lib/time-zone.ts";
import type { ActivityItem } from "../dashboard.server.ts";

/** Who did what, newest first, from the audit log. `now` is the loader's clock, so server and browser agree. */
export function RecentActivity({ items, now }: { items: ActivityItem[]; now: string }) {
  const zone = useAdminTimeZone();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet. Changes made in the admin area will appear here.</p>
        ) : (
          <ol className="divide-y">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                  <Activity className="size-4" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words">{item.summary}</p>
                  <p className="text-sm text-muted-foreground">
                    <span className="break-all">{item.who}</span> ·{" "}
                    <time dateTime={item.createdAt} title={formatInZone(item.createdAt, zone)}>
                      {formatRelativeTime(item.createdAt, now)}
                    </time>
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
