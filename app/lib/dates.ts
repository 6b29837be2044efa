/**
 * Dates as the admin area shows them: "Jan 5, 2024 3:04 pm" (the spec's editor format) and
 * "5 minutes ago". Pure functions with the time zone and "now" passed in, so the server's render and
 * the browser's hydration produce the same text.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")} ${part("hour")}:${part("minute")} ${part("dayPeriod").toLowerCase()}`;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" … relative to `nowIso`. */
export function formatRelativeTime(iso: string, nowIso: string): string {
  const seconds = Math.round((new Date(iso).getTime() - new Date(nowIso).getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/** The UTC date of an instant, YYYY-MM-DD (the day a visit counts for). */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC date `days` days before `day` (or after, for a negative number). */
export function dayBefore(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) - days * 86_400_000));
}
