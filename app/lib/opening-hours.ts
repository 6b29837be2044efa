/**
 * An office's opening hours: the same hours on chosen days of the week, in the office's own time
 * zone. No Zod and no React: the public script reads the same rules to say "Open now".
 */

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "09:00": a time of day on a 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface OpeningHours {
  openDays: readonly number[];
  opens: string;
  closes: string;
}

const WEEKDAY_INDEX: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The weekday and time a clock in `zone` shows at `at`: { weekday: 5, time: "14:05" }. */
function officeClock(zone: string, at: Date): { weekday: Weekday; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at).map((part) => [part.type, part.value]),
  );
  return { weekday: WEEKDAY_INDEX[parts.weekday ?? "Mon"] ?? 1, time: `${parts.hour}:${parts.minute}` };
}

/** Whether the office is open at `at`, by its own clock (opening time inclusive, closing time not). */
export function isOpenAt(hours: OpeningHours, zone: string, at: Date): boolean {
  const { weekday, time } = officeClock(zone, at);
  return hours.openDays.includes(weekday) && time >= hours.opens && time < hours.closes;
}

/**
 * The open days as runs, for "Mon–Fri, Sat": consecutive weekdays form one run; each run is its
 * first and last day (the same day for a run of one).
 */
export function dayRuns(openDays: readonly number[]): Array<[Weekday, Weekday]> {
  const days = WEEKDAYS.filter((day) => openDays.includes(day));
  const runs: Array<[Weekday, Weekday]> = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
