// Statistics for timing side channels: paired measurements compared with the Wilcoxon signed-rank
// test, which needs no assumption about the shape of the latency distribution and, with pairs
// measured back to back in random order, cancels out the load of a shared machine.

export interface SignedRankResult {
  /** Pairs with a difference (ties at zero are dropped). */
  n: number;
  z: number;
  /** Two-sided p-value (normal approximation, corrected for ties). */
  p: number;
}

/** Tests whether `differences` (a − b per pair) are centred on zero. */
export function wilcoxonSignedRank(differences: readonly number[]): SignedRankResult {
  const nonZero = differences.filter((d) => d !== 0);
  const n = nonZero.length;
  if (n === 0) return { n, z: 0, p: 1 };
  const sorted = nonZero.map((d) => ({ d, abs: Math.abs(d) })).sort((x, y) => x.abs - y.abs);
  let positiveRanks = 0;
  let tieCorrection = 0;
  for (let i = 0; i < n; ) {
    let j = i;
    while (j + 1 < n && sorted[j + 1]!.abs === sorted[i]!.abs) j += 1;
    const rank = (i + j + 2) / 2; // average of ranks i+1 … j+1
    const ties = j - i + 1;
    tieCorrection += ties ** 3 - ties;
    for (let k = i; k <= j; k += 1) if (sorted[k]!.d > 0) positiveRanks += rank;
    i = j + 1;
  }
  const mean = (n * (n + 1)) / 4;
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 - tieCorrection / 48;
  const z = variance > 0 ? (positiveRanks - mean) / Math.sqrt(variance) : 0;
  return { n, z, p: Math.min(1, 2 * normalUpperTail(Math.abs(z))) };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** P(Z > z) for a standard normal Z: erfc by Abramowitz and Stegun 7.1.26 (error below 1.5e-7). */
function normalUpperTail(z: number): number {
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return (poly * Math.exp(-x * x)) / 2;
}
