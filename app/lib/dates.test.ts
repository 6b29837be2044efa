import { describe, expect, it } from "vitest";
import { formatDateTime, formatRelativeTime } from "./dates.ts";

describe("formatDateTime", () => {
  it("writes the spec's format, in the zone asked for", () => {
    expect(formatDateTime("2024-01-05T15:04:00.000Z", "UTC")).toBe("Jan 5, 2024 3:04 pm");
    expect(formatDateTime("2024-01-05T00:09:00.000Z", "UTC")).toBe("Jan 5, 2024 12:09 am");
    expect(formatDateTime("2024-01-05T15:04:00.000Z", "Europe/Berlin")).toBe("Jan 5, 2024 4:04 pm");
  });
});

describe("formatRelativeTime", () => {
  const now = "2024-03-10T12:00:00.000Z";
  it.each([
    ["2024-03-10T11:59:30.000Z", "just now"],
    ["2024-03-10T11:55:00.000Z", "5 minutes ago"],
    ["2024-03-10T11:00:00.000Z", "1 hour ago"],
    ["2024-03-09T12:00:00.000Z", "yesterday"],
    ["2024-03-07T12:00:00.000Z", "3 days ago"],
    ["2024-02-25T12:00:00.000Z", "2 weeks ago"],
    ["2023-03-10T12:00:00.000Z", "last year"],
  ])("%s is %s", (iso, expected) => {
    expect(formatRelativeTime(iso, now)).toBe(expected);
  });
});
