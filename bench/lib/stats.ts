/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/** Rounds for tables: whole numbers from 100 up, otherwise `digits` decimals. */
export function round(value: number, digits = 1): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** (Math.abs(value) >= 100 ? 0 : digits);
  return Math.round(value * factor) / factor;
}

/** Milliseconds since `start` (a performance.now() reading). */
export function since(start: number): number {
  return performance.now() - start;
}
