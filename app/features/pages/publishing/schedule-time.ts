import { formatDateTime } from "#app/lib/dates.ts";
import { isTimeZone } from "../cms/saved-at.ts";

/**
 * A scheduled time with the time zone it is shown in, so nobody has to guess whose 9 am it is:
 * "Nov 26, 2026 9:00 am (Europe/Berlin, GMT+1)". Without a valid zone it is UTC.
 */
export function formatZonedTime(iso: string, timeZone?: string): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(new Date(iso)).find((part) => part.type === "timeZoneName")?.value;
  const label = zone === "UTC" || !offset ? zone : `${zone}, ${offset}`;
  return `${formatDateTime(iso, zone)} (${label})`;
}

/** The browser's own IANA time zone ("Europe/Berlin"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
