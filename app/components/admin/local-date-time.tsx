import { formatDateTime } from "#app/lib/dates.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/**
 * A timestamp in the reader's own time zone. The server cannot know that zone, so the server's HTML
 * (and hydration, which must match it) says UTC; right after hydration it switches to local time.
 */
export function LocalDateTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {hydrated ? formatDateTime(iso) : `${formatDateTime(iso, "UTC")} UTC`}
    </time>
  );
}
