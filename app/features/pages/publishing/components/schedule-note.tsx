import { CalendarClock } from "lucide-react";
import type { PageScheduleSummary } from "#app/features/pages/publishing/page-publishing-schema.ts";
import { LocalDateTime } from "#app/components/admin/local-date-time.tsx";

/** Under a page's status in the Pages list: when it is scheduled to be published or unpublished. */
export function ScheduleNote({ schedules }: { schedules: readonly PageScheduleSummary[] | undefined }) {
  if (!schedules?.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
      {schedules.map((schedule) => (
        <li key={schedule.action} className="flex items-start gap-1">
          <CalendarClock className="mt-0.5 size-3 shrink-0" aria-hidden />
          <span>
            {schedule.action === "publish" ? "Publishes" : "Unpublishes"} <LocalDateTime iso={schedule.runAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}
