import { formatDateTime } from "#app/lib/dates.ts";

/**
 * When a page was last saved, for the message that refuses an outdated save: "3:04 pm" when it was
 * today, "Jan 5, 2024 3:04 pm" otherwise. Shown in the editor's time zone when it sent a valid one;
 * the server does not know the reader's zone otherwise, so it says UTC.
 */
export function describeSavedAt(iso: string, now: Date, timeZone?: string): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
  const [date, time] = splitDateTime(formatDateTime(iso, zone ?? "UTC"));
  const [today] = splitDateTime(formatDateTime(now.toISOString(), zone ?? "UTC"));
  const text = date === today ? time : `${date} ${time}`;
  return zone ? text : `${text} UTC`;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "Jan 5, 2024 3:04 pm" → ["Jan 5, 2024", "3:04 pm"]. */
function splitDateTime(text: string): [string, string] {
  const at = text.indexOf(" ", text.indexOf(", ") + 2);
  return [text.slice(0, at), text.slice(at + 1)];
}
