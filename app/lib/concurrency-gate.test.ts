import { expect, it } from "vitest";
import { ConcurrencyGate, GateFullError } from "./concurrency-gate.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

it("runs at most `concurrency` tasks at once, queues `queue` more in order and refuses the rest", async () => {
  const gate = new ConcurrencyGate({ concurrency: 2, queue: 2 });
  const releases = Array.from({ length: 4 }, deferred);
  let active = 0;
  let peak = 0;
  const started: number[] = [];
  const runs = releases.map((release, n) =>
    gate.run(async () => {
      started.push(n);
      peak = Math.max(peak, (active += 1));
      await release.promise;
      active -= 1;
      return n;
    }),
  );
  await expect(gate.run(async () => "too many")).rejects.toBeInstanceOf(GateFullError);
  expect(started).toEqual([0, 1]);

  releases[0]!.resolve();
  await runs[0];
  await Promise.resolve();
  expect(started).toEqual([0, 1, 2]);
  for (const release of releases) release.resolve();
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  expect(peak).toBe(2);
  // Everything has drained: the gate takes new work again.
  expect(await gate.run(async () => "again")).toBe("again");
});

it("frees the slot when a task fails", async () => {
  const gate = new ConcurrencyGate({ concurrency: 1, queue: 0 });
  await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  expect(await gate.run(async () => "next")).toBe("next");
});
