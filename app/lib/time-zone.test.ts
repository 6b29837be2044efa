import { describe, expect, it } from "vitest";
import { canonicalTimeZone, describeAdjustment, formatInZone, formatOffset, localToUtc, readableTimeZone, timeZoneNames, utcToLocal, zoneLabel, zoneOffsetMinutes } from "./time-zone.ts";

describe("localToUtc", () => {
  it("reads Hong Kong's wall clock at GMT+8 all year (no daylight saving)", () => {
    expect(localToUtc("2026-11-28T09:30", "Asia/Hong_Kong")).toEqual({ iso: "2026-11-28T01:30:00.000Z" });
    expect(localToUtc("2026-07-01T00:15", "Asia/Hong_Kong")).toEqual({ iso: "2026-06-30T16:15:00.000Z" });
  });

  it("follows Sydney across its daylight-saving changes (GMT+11 in summer, GMT+10 in winter)", () => {
    expect(localToUtc("2026-01-15T09:00", "Australia/Sydney")).toEqual({ iso: "2026-01-14T22:00:00.000Z" });
    expect(localToUtc("2026-06-15T09:00", "Australia/Sydney")).toEqual({ iso: "2026-06-14T23:00:00.000Z" });
    // The evening before and the morning after clocks go back on 5 April 2026.
    expect(localToUtc("2026-04-04T21:00", "Australia/Sydney")).toEqual({ iso: "2026-04-04T10:00:00.000Z" });
    expect(localToUtc("2026-04-05T09:00", "Australia/Sydney")).toEqual({ iso: "2026-04-04T23:00:00.000Z" });
    // And around 4 October 2026, when they go forward.
    expect(localToUtc("2026-10-04T01:59", "Australia/Sydney")).toEqual({ iso: "2026-10-03T15:59:00.000Z" });
    expect(localToUtc("2026-10-04T03:00", "Australia/Sydney")).toEqual({ iso: "2026-10-03T16:00:00.000Z" });
  });

  it("follows London across its changes (GMT in winter, BST in summer)", () => {
    expect(localToUtc("2026-03-29T00:30", "Europe/London")).toEqual({ iso: "2026-03-29T00:30:00.000Z" });
    expect(localToUtc("2026-03-29T02:30", "Europe/London")).toEqual({ iso: "2026-03-29T01:30:00.000Z" });
    expect(localToUtc("2026-10-25T02:30", "Europe/London")).toEqual({ iso: "2026-10-25T02:30:00.000Z" });
  });

  it("takes a skipped time (clocks jump forward over it) as later by the jump", () => {
    expect(localToUtc("2026-10-04T02:30", "Australia/Sydney")).toEqual({ iso: "2026-10-03T16:30:00.000Z", adjustment: "skipped" });
    expect(utcToLocal("2026-10-03T16:30:00.000Z", "Australia/Sydney")).toBe("2026-10-04T03:30");
    expect(localToUtc("2026-03-29T01:30", "Europe/London")).toEqual({ iso: "2026-03-29T01:30:00.000Z", adjustment: "skipped" });
    expect(utcToLocal("2026-03-29T01:30:00.000Z", "Europe/London")).toBe("2026-03-29T02:30");
  });

  it("takes a repeated time (clocks go back over it) as the first of the two", () => {
    // 02:30 happens at GMT+11 and again at GMT+10 in Sydney on 5 April 2026: the first is 15:30 UTC.
    expect(localToUtc("2026-04-05T02:30", "Australia/Sydney")).toEqual({ iso: "2026-04-04T15:30:00.000Z", adjustment: "repeated" });
    expect(localToUtc("2026-10-25T01:30", "Europe/London")).toEqual({ iso: "2026-10-25T00:30:00.000Z", adjustment: "repeated" });
  });

  it("is UTC itself in UTC", () => {
    expect(localToUtc("2026-03-29T01:30", "UTC")).toEqual({ iso: "2026-03-29T01:30:00.000Z" });
  });

  it("refuses what is no date and time of the calendar", () => {
    for (const value of ["", "2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:00", "2026-01-01 10:00", "2026-01-01T10:00Z", "2026-01-01T10:00:00", "0999-01-01T10:00", "tomorrow"]) {
      expect(localToUtc(value, "UTC"), value).toBeNull();
    }
  });

  // Every hour of the months in which these zones change their clocks (March, April, October,
  // November), every seventh hour of the others: each hour of the day still comes round, and the test
  // costs under half of every hour of the year (it had run past 30 s on the CI's busy cores).
  const TRANSITION_MONTHS = new Set([2, 3, 9, 10]);
  it("round-trips through utcToLocal for every hour of the months with clock changes in zones with daylight saving", () => {
    for (const zone of ["Australia/Sydney", "Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"]) {
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += TRANSITION_MONTHS.has(new Date(time).getUTCMonth()) ? 3_600_000 : 7 * 3_600_000) {
        const iso = new Date(time).toISOString();
        const local = utcToLocal(iso, zone);
        const back = localToUtc(local, zone);
        // A repeated hour reads back as its first occurrence; every other hour as itself.
        if (back?.adjustment === "repeated") expect(Date.parse(back.iso)).toBeLessThanOrEqual(time);
        else expect(back, `${zone} ${iso}`).toEqual({ iso });
      }
    }
  });
});

describe("labels", () => {
  it("names the zone's city and its offset at that instant", () => {
    expect(zoneLabel("Asia/Hong_Kong", "2026-11-28T01:30:00.000Z")).toBe("Hong Kong, GMT+8");
    expect(zoneLabel("Australia/Sydney", "2026-01-14T22:00:00.000Z")).toBe("Sydney, GMT+11");
    expect(zoneLabel("Australia/Sydney", "2026-06-14T23:00:00.000Z")).toBe("Sydney, GMT+10");
    expect(zoneLabel("Europe/London", "2026-01-05T12:00:00.000Z")).toBe("London, GMT");
    expect(zoneLabel("Europe/London", "2026-07-05T12:00:00.000Z")).toBe("London, GMT+1");
    expect(zoneLabel("America/Argentina/Buenos_Aires", "2026-07-05T12:00:00.000Z")).toBe("Buenos Aires, GMT-3");
    expect(zoneLabel("UTC", "2026-07-05T12:00:00.000Z")).toBe("UTC");
    expect(formatOffset(330)).toBe("GMT+5:30");
    expect(formatOffset(-570)).toBe("GMT-9:30");
  });

  it("formats an instant in the zone with the zone named", () => {
    expect(formatInZone("2026-11-28T01:30:00.000Z", "Asia/Hong_Kong")).toBe("Nov 28, 2026 9:30 am (Hong Kong, GMT+8)");
    expect(formatInZone("2026-11-28T01:30:00.000Z", "UTC")).toBe("Nov 28, 2026 1:30 am (UTC)");
    expect(formatInZone("2026-04-04T15:30:00.000Z", "Australia/Sydney")).toBe("Apr 5, 2026 2:30 am (Sydney, GMT+11)");
    expect(formatInZone("2026-04-04T16:30:00.000Z", "Australia/Sydney")).toBe("Apr 5, 2026 2:30 am (Sydney, GMT+10)");
  });

  it("knows offsets to the minute", () => {
    expect(zoneOffsetMinutes("Asia/Kathmandu", new Date("2026-01-01T00:00:00Z"))).toBe(345);
    expect(zoneOffsetMinutes("America/St_Johns", new Date("2026-01-01T00:00:00Z"))).toBe(-210);
  });
});

describe("zone names", () => {
  it("accepts IANA zones in their canonical spelling and refuses anything else", () => {
    expect(canonicalTimeZone("Asia/Hong_Kong")).toBe("Asia/Hong_Kong");
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("US/Eastern")).toBe("America/New_York");
    for (const name of ["", "Mars/Olympus", "+05:30", "GMT+8", "Europe/London; DROP TABLE"]) expect(canonicalTimeZone(name), name).toBeNull();
  });

  it("lists UTC first, then every zone the runtime knows, each of which is accepted as it is", () => {
    const names = timeZoneNames();
    expect(names[0]).toBe("UTC");
    expect(names).toContain("Australia/Sydney");
    expect(names.length).toBeGreaterThan(300);
    for (const name of names) expect(canonicalTimeZone(name), name).toBe(name);
  });

  it("reads a stored zone this runtime no longer knows as UTC", () => {
    expect(readableTimeZone("Asia/Hong_Kong")).toBe("Asia/Hong_Kong");
    expect(readableTimeZone("Mars/Olympus")).toBe("UTC");
    expect(readableTimeZone(null)).toBe("UTC");
  });
});

describe("describeAdjustment", () => {
  it("says why a skipped or repeated time was moved, and nothing for an ordinary one", () => {
    const skipped = localToUtc("2026-10-04T02:30", "Australia/Sydney")!;
    expect(describeAdjustment("2026-10-04T02:30", skipped, "Australia/Sydney")).toBe("Clocks go forward that night and skip 2:30 am, so it is set for 3:30 am.");
    const repeated = localToUtc("2026-04-05T02:30", "Australia/Sydney")!;
    expect(describeAdjustment("2026-04-05T02:30", repeated, "Australia/Sydney")).toBe("Clocks go back that night and show 2:30 am twice, so it is set for the first (GMT+11).");
    expect(describeAdjustment("2026-04-05T09:30", localToUtc("2026-04-05T09:30", "Australia/Sydney")!, "Australia/Sydney")).toBe("");
  });
});
