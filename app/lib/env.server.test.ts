// Tests' own settings (tests/utils/test-env.ts) are read by env() alone and come off again whatever
// the order, so none can reach the next test file of a worker without isolation.
import { describe, expect, it } from "vitest";
import { setTestEnv, withEnv } from "#tests/utils/test-env.ts";
import { env, overrideEnvForTests } from "./env.server.ts";

describe("a test's settings", () => {
  it("are read by env() and leave process.env as the shell gave it", async () => {
    const shell = { ...process.env };
    await withEnv({ CONTACT_RATE_LIMIT: "9", MAIL_FROM: undefined }, () => {
      expect(env().CONTACT_RATE_LIMIT).toBe(9);
      expect(env().MAIL_FROM).toBe("BrandCheck <no-reply@brandcheck.com>");
      expect(process.env).toEqual(shell);
    });
    expect(env().CONTACT_RATE_LIMIT).toBe(Number(process.env.CONTACT_RATE_LIMIT ?? 5));
  });

  it("layer, the latest winning, and each removes only its own, in any order", () => {
    const outer = overrideEnvForTests({ CONTACT_RATE_LIMIT: "7", JOBS_RETENTION_DAYS: "3" });
    const inner = overrideEnvForTests({ CONTACT_RATE_LIMIT: "8" });
    expect([env().CONTACT_RATE_LIMIT, env().JOBS_RETENTION_DAYS]).toEqual([8, 3]);
    outer();
    expect([env().CONTACT_RATE_LIMIT, env().JOBS_RETENTION_DAYS]).toEqual([8, Number(process.env.JOBS_RETENTION_DAYS ?? 30)]);
    inner();
    expect(env().CONTACT_RATE_LIMIT).toBe(Number(process.env.CONTACT_RATE_LIMIT ?? 5));
  });

  it("come off when the test ends, even one that fails", async () => {
    let failing: unknown;
    await withEnv({ JOBS_RETENTION_DAYS: "2" }, () => {
      throw new Error("the test failed");
    }).catch((error: unknown) => (failing = error));
    expect(failing).toBeInstanceOf(Error);
    expect(env().JOBS_RETENTION_DAYS).toBe(Number(process.env.JOBS_RETENTION_DAYS ?? 30));
    setTestEnv({ JOBS_RETENTION_DAYS: "4" });
    expect(env().JOBS_RETENTION_DAYS).toBe(4);
  });

  it("set by the test before, are gone", () => {
    expect(env().JOBS_RETENTION_DAYS).toBe(Number(process.env.JOBS_RETENTION_DAYS ?? 30));
  });
});
