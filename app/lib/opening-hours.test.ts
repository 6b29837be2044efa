import { describe, expect, test } from "vitest";
import { dayRuns, isOpenAt } from "./opening-hours.ts";

const weekdays = { openDays: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" };

describe("isOpenAt", () => {
  // Friday 27 November 2026, 02:30 UTC: 10:30 on Friday in Hong Kong, 02:30 in London, 13:30 in Sydney.
  const fridayEarlyUtc = new Date("2026-11-27T02:30:00Z");

  test("judges each office by its own clock at the same instant", () => {
    expect(isOpenAt(weekdays, "Asia/Hong_Kong", fridayEarlyUtc)).toBe(true);
    expect(isOpenAt(weekdays, "Europe/London", fridayEarlyUtc)).toBe(false);
    expect(isOpenAt(weekdays, "Australia/Sydney", fridayEarlyUtc)).toBe(true);
  });

  test("Friday evening in London is already Saturday in Sydney, and closed there", () => {
    const fridayEveningUtc = new Date("2026-11-27T16:00:00Z");
    expect(isOpenAt(weekdays, "Europe/London", fridayEveningUtc)).toBe(true);
    expect(isOpenAt(weekdays, "Australia/Sydney", fridayEveningUtc)).toBe(false);
  });

  test("opens on the minute it opens and is closed on the minute it closes", () => {
    expect(isOpenAt(weekdays, "UTC", new Date("2026-11-27T09:00:00Z"))).toBe(true);
    expect(isOpenAt(weekdays, "UTC", new Date("2026-11-27T08:59:00Z"))).toBe(false);
    expect(isOpenAt(weekdays, "UTC", new Date("2026-11-27T18:00:00Z"))).toBe(false);
  });

  test("a zone that is no zone throws, for the caller to show nothing rather than a guess", () => {
    expect(() => isOpenAt(weekdays, "Mars/Olympus_Mons", fridayEarlyUtc)).toThrow(RangeError);
  });
});

test("dayRuns groups consecutive days", () => {
  expect(dayRuns([1, 2, 3, 4, 5])).toEqual([[1, 5]]);
  expect(dayRuns([6, 1, 2, 4])).toEqual([
    [1, 2],
    [4, 4],
    [6, 6],
  ]);
  expect(dayRuns([])).toEqual([]);
});
