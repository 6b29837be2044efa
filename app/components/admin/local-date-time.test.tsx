import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTimeZone } from "./admin-time-zone.tsx";
import { LocalDateTime } from "./local-date-time.tsx";

const render = (zone: string | null) => {
  const time = <LocalDateTime iso="2026-11-28T01:30:00.000Z" />;
  return renderToString(zone ? <AdminTimeZone value={zone}>{time}</AdminTimeZone> : time).replace(/<!-- -->/g, "");
};

describe("LocalDateTime", () => {
  it("shows the instant in the reader's effective zone, named, whatever the machine's own zone", () => {
    expect(render("Asia/Hong_Kong")).toBe('<time dateTime="2026-11-28T01:30:00.000Z">Nov 28, 2026 9:30 am (Hong Kong, GMT+8)</time>');
    expect(render("Australia/Sydney")).toContain("Nov 28, 2026 12:30 pm (Sydney, GMT+11)");
  });

  it("is UTC, said so, outside the admin layout", () => {
    expect(render(null)).toContain("Nov 28, 2026 1:30 am (UTC)");
  });
});
