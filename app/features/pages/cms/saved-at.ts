import { formatDateTime } from "#app/lib/dates.ts";
import { readableTimeZone, zoneLabel } from "#app/lib/time-zone.ts";

/**
 * When a page was last saved, for the message that refuses an outdated save: "3:04 pm (UTC)" when
 * it was today, "Jan 5, 2024 3:04 pm (Berlin, GMT+1)" otherwise, in the editor's effective time
 * zone and naming it, as every time in the admin does (docs/decisions/040-time-zones.md).
 */
export function describeSavedAt(iso: string, now: Date, timeZone?: string): string {
  const zone = readableTimeZone(timeZone);
  const [date, time] = splitDateTime(formatDateTime(iso, zone));
  const [today] = splitDateTime(formatDateTime(now.toISOString(), zone));
  return `${date === today ? time : `${date} ${time}`} (${zoneLabel(zone, iso)})`;
}

/** "Jan 5, 2024 3:04 pm" → ["Jan 5, 2024", "3:04 pm"]. */
function splitDateTime(text: string): [string, string] {
  const at = text.indexOf(" ", text.indexOf(", ") + 2);
  return [text.slice(0, at), text.slice(at + 1)];
}
