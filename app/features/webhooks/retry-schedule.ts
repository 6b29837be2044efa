/**
 * When a failed webhook delivery is tried again. A receiver that is down for a deploy comes back in
 * minutes, one that is broken may need someone to fix it overnight, so the waits grow from 30 seconds
 * to 4 hours: eight attempts spread over about 7 hours 40 minutes. The jitter (±20%) keeps the
 * deliveries of many events that failed together (an outage) from all coming back at the same second.
 */
export const WEBHOOK_MAX_ATTEMPTS = 8;

const MINUTE = 60_000;
/** The wait after the 1st, 2nd … 7th failed attempt. */
export const WEBHOOK_RETRY_DELAYS_MS = [30_000, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 60 * MINUTE, 120 * MINUTE, 240 * MINUTE] as const;
const JITTER = 0.2;

export function webhookRetryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const index = Math.min(Math.max(failedAttempts, 1), WEBHOOK_RETRY_DELAYS_MS.length) - 1;
  const base = WEBHOOK_RETRY_DELAYS_MS[index]!;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}
