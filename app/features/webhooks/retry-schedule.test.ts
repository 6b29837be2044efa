import { describe, expect, it } from "vitest";
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, webhookRetryDelayMs } from "./retry-schedule.ts";

const HOUR = 60 * 60_000;

describe("webhookRetryDelayMs", () => {
  it("waits longer after each failure: 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h (without jitter)", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => webhookRetryDelayMs(n, middle))).toEqual([30_000, 120_000, 600_000, 1_800_000, HOUR, 2 * HOUR, 4 * HOUR]);
    expect(webhookRetryDelayMs(12, middle)).toBe(4 * HOUR);
  });

  it("spreads each wait by at most 20% either way", () => {
    expect(webhookRetryDelayMs(1, () => 0)).toBe(24_000);
    expect(webhookRetryDelayMs(1, () => 0.999999)).toBeCloseTo(36_000, -1);
    for (let i = 0; i < 200; i += 1) {
      const delay = webhookRetryDelayMs(3);
      expect(delay).toBeGreaterThanOrEqual(480_000);
      expect(delay).toBeLessThanOrEqual(720_000);
    }
  });

  it("makes at least 6 attempts spread over several hours", () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBeGreaterThanOrEqual(6);
    expect(WEBHOOK_RETRY_DELAYS_MS).toHaveLength(WEBHOOK_MAX_ATTEMPTS - 1);
    const shortest = WEBHOOK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms * 0.8, 0);
    expect(shortest).toBeGreaterThan(6 * HOUR);
  });
});
