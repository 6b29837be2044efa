import { formatDateTime } from "./dates.ts";

/**
 * Time zones as the admin uses them (docs/decisions/040-time-zones.md): instants are stored in UTC
 * and shown in a person's effective zone (their own, or the site's), always with that zone named.
 * Pure functions of the zone they are given, so the server's HTML and the browser's hydration
 * write the same text: nothing here reads the machine's own zone.
 */

/** What an install that never chose a zone (every install before zones existed) shows its times in. */
export const DEFAULT_TIME_ZONE = "UTC";

/**
 * The zone's canonical IANA name ("utc" → "UTC", "US/Eastern" → "America/New_York"), or null for a
 * name that is no IANA zone of this runtime (a typo, "+05:00", "EST5EDT").
 */
export function canonicalTimeZone(name: string): string | null {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return resolved === "UTC" || knownZones().has(resolved) ? resolved : null;
}

/** True when `zone` is a name Intl formats in: what a stored zone must be to be read back. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A stored zone, or UTC when it is missing or this runtime no longer knows it: reading never fails. */
export function readableTimeZone(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

let zones: ReadonlySet<string> | undefined;
function knownZones(): ReadonlySet<string> {
  zones ??= new Set(Intl.supportedValuesOf("timeZone"));
  return zones;
}

/** Every zone a person can choose, UTC first: the server's list, handed to the form by its loader. */
export function timeZoneNames(): string[] {
  return [DEFAULT_TIME_ZONE, ...[...knownZones()].filter((zone) => zone !== DEFAULT_TIME_ZONE).sort()];
}

/** How far `zone`'s clocks are ahead of UTC at `at`, in minutes (+480 in Hong Kong, -240 in New York in summer). */
export function zoneOffsetMinutes(zone: string, at: Date | number): number {
  const time = typeof at === "number" ? at : at.getTime();
  const parts = wallClock(zone, time);
  const wallAsUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wallAsUtc - Math.floor(time / 1000) * 1000) / 60_000);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** What a clock in `zone` shows at `time`. */
function wallClock(zone: string, time: number): WallClock {
  let format = wallFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
    wallFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(time).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** "GMT+8", "GMT+5:30", "GMT-3", "GMT": the offset as people write it. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return "GMT";
  const sign = minutes > 0 ? "+" : "-";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** The zone as people say it: "Hong Kong" for Asia/Hong_Kong, "Buenos Aires", "UTC". */
export function zoneCity(zone: string): string {
  if (zone === "UTC" || zone.startsWith("Etc/")) return zone.replace(/^Etc\//, "");
  return (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}

/** The zone named with its offset at `iso` ("Sydney, GMT+11"; "UTC"), as every admin time is labelled. */
export function zoneLabel(zone: string, iso: string): string {
  if (zone === "UTC") return "UTC";
  const offset = formatOffset(zoneOffsetMinutes(zone, new Date(iso)));
  return zone.startsWith("Etc/") ? offset : `${zoneCity(zone)}, ${offset}`;
}

/** An instant as the admin shows it: "Nov 28, 2026 9:30 am (Hong Kong, GMT+8)". */
export function formatInZone(iso: string, zone: string): string {
  return `${formatDateTime(iso, zone)} (${zoneLabel(zone, iso)})`;
}

/** What a `datetime-local` input holds: "2026-11-28T09:30". */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isLocalDateTime(value: string): boolean {
  return parseLocal(value) !== null;
}

function parseLocal(value: string): number | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // Date.UTC rolls 31 April over to 1 May: only a date and time that exist on the calendar pass.
  const exact = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day && check.getUTCHours() === hour && year >= 1000;
  return exact ? asUtc : null;
}

/**
 * What happened to a wall-clock time that a zone's clocks skip or show twice:
 * - "skipped": it does not exist (the clocks jump forward over it), so it is taken as the same
 *   moment the clocks would show had they not jumped, i.e. later by the jump (02:30 → 03:30);
 * - "repeated": it happens twice (the clocks go back), so the first of the two is taken.
 * The same rule as JavaScript's Temporal ("compatible") and most calendars.
 */
type LocalTimeAdjustment = "skipped" | "repeated";

export interface ZonedInstant {
  /** The instant in UTC, as stored. */
  iso: string;
  adjustment?: LocalTimeAdjustment;
}

/** The UTC instant a `datetime-local` value names in `zone`; null when the value is no date and time. */
export function localToUtc(value: string, zone: string): ZonedInstant | null {
  const asUtc = parseLocal(value);
  if (asUtc === null) return null;
  // A zone changes its offset at most once around a given day: the offsets a day before and after
  // are the two candidates (equal on almost every day of the year).
  const before = zoneOffsetMinutes(zone, asUtc - 86_400_000);
  const after = zoneOffsetMinutes(zone, asUtc + 86_400_000);
  const matches = [...new Set([before, after])].map((offset) => asUtc - offset * 60_000).filter((time) => time + zoneOffsetMinutes(zone, time) * 60_000 === asUtc);
  if (matches.length === 0) return { iso: new Date(asUtc - before * 60_000).toISOString(), adjustment: "skipped" };
  const first = Math.min(...matches);
  return matches.length > 1 ? { iso: new Date(first).toISOString(), adjustment: "repeated" } : { iso: new Date(first).toISOString() };
}

/** The `datetime-local` value that shows the instant `iso` in `zone`: what the picker is filled with. */
export function utcToLocal(iso: string, zone: string): string {
  const clock = wallClock(zone, new Date(iso).getTime());
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** The zone as a picker's label names it: "Sydney time", "UTC". */
export function zoneTimeName(zone: string): string {
  return zone === "UTC" ? "UTC" : `${zoneCity(zone)} time`;
}

/**
 * Why a picked time was moved, for the answer that confirms it ("" when it was not): "Clocks go
 * forward that night and skip 2:30 am, so it is set for 3:30 am."
 */
export function describeAdjustment(value: string, instant: ZonedInstant, zone: string): string {
  if (!instant.adjustment) return "";
  // The picked wall-clock time, written as any time of day (read "as if UTC" only to format it).
  const picked = timeOfDay(`${value}:00.000Z`, "UTC");
  if (instant.adjustment === "skipped") return `Clocks go forward that night and skip ${picked}, so it is set for ${timeOfDay(instant.iso, zone)}.`;
  return `Clocks go back that night and show ${picked} twice, so it is set for the first (${formatOffset(zoneOffsetMinutes(zone, new Date(instant.iso)))}).`;
}

/** "3:04 pm" of "Jan 5, 2024 3:04 pm". */
function timeOfDay(iso: string, zone: string): string {
  return formatDateTime(iso, zone).split(" ").slice(-2).join(" ");
}
