import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/utils.ts";
import type { HealthCheck, HealthStatus } from "../health-check.ts";

export const STATUS_LOOK: Record<HealthStatus, { label: string; icon: typeof CheckCircle2; iconClass: string; badge: "success" | "warning" | "destructive" }> = {
  ok: { label: "OK", icon: CheckCircle2, iconClass: "text-success", badge: "success" },
  warning: { label: "Warning", icon: AlertTriangle, iconClass: "text-highlight", badge: "warning" },
  problem: { label: "Problem", icon: XCircle, iconClass: "text-destructive", badge: "destructive" },
};

/** One check: its status, what was found, what to do about it, and the check's own buttons (`children`). */
export function HealthCheckCard({ check, children }: { check: HealthCheck; children?: ReactNode }) {
  const look = STATUS_LOOK[check.status];
  const Icon = look.icon;
  const headingId = `health-${check.id}`;
  return (
    <Card role="region" aria-labelledby={headingId} data-status={check.status} className={cn(check.status === "problem" && "border-destructive/40")}>
      <CardHeader className="flex-row items-center gap-3 pb-3">
        <Icon className={cn("size-5 shrink-0", look.iconClass)} aria-hidden />
        <CardTitle id={headingId} className="text-lg">
          {check.title}
        </CardTitle>
        <Badge variant={look.badge} className="ml-auto">
          {look.label}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {check.details.map((detail) => (
          <p key={detail} className="break-words">
            {detail}
          </p>
        ))}
        {check.todo ? (
          <div className={cn("space-y-2 rounded-md border-l-4 bg-muted/60 p-3", check.status === "problem" ? "border-destructive" : "border-highlight")}>
            <p className="break-words">
              <strong className="font-semibold">What to do: </strong>
              {check.todo}
            </p>
            {check.command ? (
              <pre className="rounded bg-background p-2 font-mono text-xs break-all whitespace-pre-wrap">
                <code>{check.command}</code>
              </pre>
            ) : null}
          </div>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
