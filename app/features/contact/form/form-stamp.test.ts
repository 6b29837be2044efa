import { afterAll, describe, expect, it } from "vitest";
import { overrideEnvForTests } from "#app/lib/env.server.ts";
import { withEnv } from "#tests/utils/test-env.ts";
import { issueFormStamp, readFormStamp, refreshFormStamp } from "./form-stamp.server.ts";

const NOW = new Date("2030-06-01T09:00:00.000Z");
const HOUR = 60 * 60 * 1000;

// Set now, not in a hook: the tables below are built while the file is collected, and sign stamps too.
afterAll(overrideEnvForTests({ AUTH_SECRET: "form-stamp-test-secret-0123456789abcdef" }));

describe("form stamps", () => {
  it("read back the time they were issued for", () => {
    expect(readFormStamp(issueFormStamp(NOW.getTime() - 5000), NOW)).toBe(NOW.getTime() - 5000);
  });

  it.each([
    ["a bare number", String(NOW.getTime())],
    ["a number with a made-up MAC", `${NOW.getTime()}.${"A".repeat(43)}`],
    ["another time under a real MAC", issueFormStamp(NOW.getTime()).replace(/^\d+/, String(NOW.getTime() - HOUR))],
    ["a stamp with something after it", `${issueFormStamp(NOW.getTime())}.x`],
    ["a time more than 5 minutes ahead", issueFormStamp(NOW.getTime() + 5 * 60_000 + 1)],
    ["empty", ""],
  ])("refuse %s", (_case, stamp) => {
    expect(readFormStamp(stamp, NOW)).toBeNull();
  });

  it("are signed with AUTH_SECRET: another installation's stamp does not pass", () => {
    const stamp = issueFormStamp(NOW.getTime());
    return withEnv({ AUTH_SECRET: "another-installation-secret-0123456789" }, () => expect(readFormStamp(stamp, NOW)).toBeNull());
  });
});

describe("a fresh stamp for a form on a cached page", () => {
  const cachedPage = () => issueFormStamp(NOW.getTime() - HOUR);

  it("names when the browser showed the form, not when the page was cached", () => {
    expect(readFormStamp(refreshFormStamp(cachedPage(), 30_000, NOW)!, NOW)).toBe(NOW.getTime() - 30_000);
    // A script that fills the form in at once gets a stamp of now, and is refused for being too fast.
    expect(readFormStamp(refreshFormStamp(cachedPage(), 0, NOW)!, NOW)).toBe(NOW.getTime());
  });

  it("never goes back before the page's own signed time: a made-up long wait gains nothing", () => {
    expect(readFormStamp(refreshFormStamp(cachedPage(), 365 * 24 * HOUR, NOW)!, NOW)).toBe(NOW.getTime() - HOUR);
  });

  it("never lies ahead of now, even for a page stamped by a server whose clock runs ahead", () => {
    expect(readFormStamp(refreshFormStamp(issueFormStamp(NOW.getTime() + 60_000), 0, NOW)!, NOW)).toBe(NOW.getTime());
  });

  it.each([
    ["the page's stamp is not ours", () => String(NOW.getTime() - HOUR), 1000],
    ["the wait is negative", cachedPage, -1],
    ["the wait is not a number", cachedPage, Number.NaN],
    ["the wait is infinite", cachedPage, Number.POSITIVE_INFINITY],
  ])("is refused when %s", (_case, page, shown) => {
    expect(refreshFormStamp(page(), shown, NOW)).toBeNull();
  });
});
