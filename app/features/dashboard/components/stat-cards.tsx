import { FileText, Globe, Mail, Users, type LucideIcon } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import type { DashboardStat, StatKey } from "../dashboard.server.ts";

const ICONS: Record<StatKey, LucideIcon> = {
  totalPages: FileText,
  publishedPages: Globe,
  teamUsers: Users,
  subscribers: Mail,
};

/** The four figures at the top of the dashboard, each with what changed. */
export function StatCards({ stats }: { stats: DashboardStat[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Key figures">
      {stats.map((stat) => {
        const Icon = ICONS[stat.key];
        return (
          <li key={stat.key} data-stat={stat.key}>
            <Card className="h-full p-5">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-sm font-medium text-muted-foreground">{stat.label}</h2>
                <Icon className="size-5 text-primary" aria-hidden />
              </div>
              <p className="mt-3 text-3xl font-bold tabular-nums">{stat.value.toLocaleString("en-US")}</p>
              <p className="mt-1 text-sm text-muted-foreground">{stat.note}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
