import { formatInZone } from "#app/lib/time-zone.ts";
import { useAdminTimeZone } from "./admin-time-zone.tsx";

/** A timestamp as the admin shows it: in the reader's effective time zone, with that zone named. */
export function LocalDateTime({ iso, className }: { iso: string; className?: string }) {
  const zone = useAdminTimeZone();
  return (
    <time dateTime={iso} className={className}>
      {formatInZone(iso, zone)}
    </time>
  );
}
