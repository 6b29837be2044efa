import { expect, it } from "vitest";
import { median, wilcoxonSignedRank } from "#tests/utils/timing-stats.ts";

it("finds no difference in symmetric noise and a clear one in a consistent shift", () => {
  // A fixed pseudo-random sequence, so the test cannot flake.
  let seed = 42;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * 4;
  const centred = Array.from({ length: 200 }, () => noise());
  expect(wilcoxonSignedRank(centred).p).toBeGreaterThan(0.01);
  const shifted = Array.from({ length: 200 }, () => noise() + 1);
  expect(wilcoxonSignedRank(shifted).p).toBeLessThan(1e-6);
  expect(wilcoxonSignedRank(shifted.map((d) => -d)).z).toBeLessThan(0);
});

it("matches the exact textbook case and handles ties and zeros", () => {
  // Ranks of |d| are 1..10 and only rank 1 is negative: W+ = 54 against a mean of 27.5, z ≈ 2.70, p ≈ 0.0069.
  const result = wilcoxonSignedRank([-1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0]);
  expect(result.n).toBe(10);
  expect(result.z).toBeCloseTo((54 - 27.5) / Math.sqrt(96.25), 6);
  expect(result.p).toBeCloseTo(0.00691, 4);
  expect(wilcoxonSignedRank([0, 0]).p).toBe(1);
  expect(median([3, 1, 2, 10])).toBe(2.5);
});
