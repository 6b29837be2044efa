import { dayRuns, type OpeningHours } from "#app/lib/opening-hours.ts";

/**
 * Opening hours as a visitor of the page's language reads them ("Mon–Fri, 9:00 AM–5:30 PM";
 * "Mo–Fr, 9:00–17:30"): day names and clock come from the server's Intl data for the language,
 * so no catalog carries them.
 */
export function hoursText(hours: OpeningHours, lang: string): string {
  const weekday = new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" });
  // 1 January 2024 was a Monday: ISO weekday n is 2024-01-0n.
  const day = (n: number) => weekday.format(Date.UTC(2024, 0, n));
  const days = dayRuns(hours.openDays)
    .map(([first, last]) => (first === last ? day(first) : `${day(first)}–${day(last)}`))
    .join(", ");
  return `${days}, ${clock(hours.opens, lang)}–${clock(hours.closes, lang)}`;
}

function clock(time: string, lang: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(lang, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(1970, 0, 1, hour, minute));
}

/** A search for the office on a map: the link "Open in Maps" follows when no map of its own was given. */
export function mapSearchUrl(city: string, address: string): string {
  const lines = address.split("\n").map((line) => line.trim()).filter(Boolean);
  if (!lines.some((line) => line.includes(city))) lines.push(city);
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(", "))}`;
}
