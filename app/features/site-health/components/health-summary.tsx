import { countByStatus, type HealthCheck, type HealthStatus } from "../health-check.ts";
import { STATUS_LOOK } from "./health-check-card.tsx";

const COUNTED: Record<HealthStatus, [one: string, many: string]> = { problem: ["problem", "problems"], warning: ["warning", "warnings"], ok: ["OK", "OK"] };

/** One line above the checks: how many need attention, in the words a person reads first. */
export function HealthSummary({ checks }: { checks: readonly HealthCheck[] }) {
  const counts = countByStatus(checks);
  const headline =
    counts.problem > 0
      ? `${counts.problem} ${counts.problem === 1 ? "problem needs" : "problems need"} your attention.`
      : counts.warning > 0
        ? `Everything works; ${counts.warning} ${counts.warning === 1 ? "thing is" : "things are"} worth a look.`
        : "Everything looks good.";
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card p-4 text-sm shadow-sm">
      <p className="font-semibold">{headline}</p>
      <ul className="flex flex-wrap gap-3 text-muted-foreground" aria-label="Checks by status">
        {(["problem", "warning", "ok"] as const).map((status) => {
          const Icon = STATUS_LOOK[status].icon;
          return (
            <li key={status} className="flex items-center gap-1">
              <Icon className={`size-4 ${STATUS_LOOK[status].iconClass}`} aria-hidden />
              {counts[status]} {COUNTED[status][counts[status] === 1 ? 0 : 1]}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
