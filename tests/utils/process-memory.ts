// The resident memory of a server the stress tests started, read from /proc as the kernel counts it.
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export const MB = 1024 * 1024;

export function residentBytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

/**
 * Resident memory sampled every 20 ms while `work` runs; resolves with its highest value. Sampling
 * ends early once it passes `stopAbove`: a test of a bound then fails at once instead of waiting
 * for a server without the bound to take gigabytes from a shared machine (the caller kills it).
 */
export async function peakResidentWhile(pid: number | undefined, work: Promise<unknown>, stopAbove = Number.POSITIVE_INFINITY): Promise<number> {
  let peak = residentBytes(pid);
  let done = false;
  void work.finally(() => (done = true)).catch(() => {});
  while (!done) {
    peak = Math.max(peak, residentBytes(pid));
    if (peak > stopAbove) return peak;
    await sleep(20);
  }
  await work;
  return Math.max(peak, residentBytes(pid));
}
