import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { browserTimeZone, formatZonedTime } from "#app/features/pages/publishing/schedule-time.ts";

/** A scheduled time with its time zone named: UTC in the server's HTML, the reader's own zone once hydrated. */
export function ZonedDateTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {formatZonedTime(iso, hydrated ? browserTimeZone() : undefined)}
    </time>
  );
}
