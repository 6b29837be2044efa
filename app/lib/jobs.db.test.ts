import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#app/db/client.server.ts";
import type { Job } from "#app/db/schema.ts";
import { expectEveryJobRanOnce } from "#tests/utils/job-runs.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { env } from "./env.server.ts";
import { backoffMs, enqueueJob, registerJobHandler, runDueJobs } from "./jobs.server.ts";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  await t.db.deleteFrom("jobs").execute();
});

const T0 = new Date("2030-01-01T12:00:00.000Z");
const at = (ms: number) => () => new Date(T0.getTime() + ms);

let typeCounter = 0;
/** Handlers are registered process-wide, so every test uses a job type of its own. */
function uniqueType(): string {
  typeCounter += 1;
  return `test.job-${typeCounter}`;
}

async function readJob(id: string): Promise<Job> {
  return t.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("enqueueJob", () => {
  it("writes nothing when the surrounding transaction rolls back", async () => {
    const type = uniqueType();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, type, { n: 1 });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);

    await t.db.transaction().execute((trx) => enqueueJob(trx, type, { n: 2 }));
    const jobs = await t.db.selectFrom("jobs").selectAll().execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ type, payload: { n: 2 }, status: "pending", attempts: 0 });
  });
});

describe("runDueJobs", () => {
  it("runs a due job's handler once with its payload and marks it done", async () => {
    const type = uniqueType();
    const seen: unknown[] = [];
    registerJobHandler(type, async (payload) => {
      seen.push(payload);
    });
    const id = await enqueueJob(t.db, type, { submissionId: "s-1" }, { runAt: T0 });

    expect(await runDueJobs(t.db, at(0))).toBe(1);
    expect(seen).toEqual([{ submissionId: "s-1" }]);
    expect(await readJob(id)).toMatchObject({ status: "done", attempts: 1, locked_until: null, last_error: null });

    expect(await runDueJobs(t.db, at(60 * 60_000))).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it("leaves a job alone until its run_at", async () => {
    const type = uniqueType();
    let runs = 0;
    registerJobHandler(type, async () => {
      runs += 1;
    });
    await enqueueJob(t.db, type, {}, { runAt: new Date(T0.getTime() + 1000) });

    expect(await runDueJobs(t.db, at(999))).toBe(0);
    expect(runs).toBe(0);
    expect(await runDueJobs(t.db, at(1000))).toBe(1);
    expect(runs).toBe(1);
  });

  it("retries a failing job with exponential backoff, keeps the error, and gives up after max_attempts", async () => {
    const type = uniqueType();
    let runs = 0;
    registerJobHandler(type, async () => {
      runs += 1;
      throw new Error(`SMTP said no (${runs})`);
    });
    const id = await enqueueJob(t.db, type, {}, { runAt: T0, maxAttempts: 3 });

    expect(await runDueJobs(t.db, at(0))).toBe(1);
    let job = await readJob(id);
    expect(backoffMs(1)).toBe(5_000);
    expect(job).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "SMTP said no (1)",
      locked_until: null,
      run_at: at(5_000)().toISOString(),
    });

    // Not before the backoff has passed.
    expect(await runDueJobs(t.db, at(4_999))).toBe(0);

    expect(await runDueJobs(t.db, at(5_000))).toBe(1);
    job = await readJob(id);
    expect(backoffMs(2)).toBe(10_000);
    expect(job).toMatchObject({
      status: "pending",
      attempts: 2,
      last_error: "SMTP said no (2)",
      run_at: at(15_000)().toISOString(),
    });
    expect(await runDueJobs(t.db, at(14_999))).toBe(0);

    expect(await runDueJobs(t.db, at(15_000))).toBe(1);
    job = await readJob(id);
    expect(job).toMatchObject({ status: "failed", attempts: 3, last_error: "SMTP said no (3)", locked_until: null });

    expect(await runDueJobs(t.db, at(24 * 60 * 60_000))).toBe(0);
    expect(runs).toBe(3);
  });

  it("grows the backoff exponentially up to an hour", () => {
    expect([1, 2, 3, 4, 5].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(20)).toBe(60 * 60_000);
  });

  it("waits as long as a job type's own retry delay says, and hands the handler the worker's clock", async () => {
    const type = uniqueType();
    const clocks: string[] = [];
    registerJobHandler(
      type,
      async (_payload, _job, now) => {
        clocks.push(now.toISOString());
        throw new Error("receiver down");
      },
      { retryDelayMs: (failed) => failed * 60_000 },
    );
    const id = await enqueueJob(t.db, type, {}, { runAt: T0, maxAttempts: 3 });

    await runDueJobs(t.db, at(0));
    expect(await readJob(id)).toMatchObject({ attempts: 1, run_at: at(60_000)().toISOString() });
    await runDueJobs(t.db, at(60_000));
    expect(await readJob(id)).toMatchObject({ attempts: 2, run_at: at(60_000 + 120_000)().toISOString() });
    expect(clocks).toEqual([at(0)().toISOString(), at(60_000)().toISOString()]);
  });

  it("fails a job whose type has no handler, with a message saying so", async () => {
    const id = await enqueueJob(t.db, "test.nobody-handles-this", {}, { runAt: T0, maxAttempts: 1 });
    expect(await runDueJobs(t.db, at(0))).toBe(1);
    expect(await readJob(id)).toMatchObject({
      status: "failed",
      last_error: 'No handler registered for job type "test.nobody-handles-this"',
    });
  });

  it("never runs a job twice when two workers with their own connections poll at once", async () => {
    const type = uniqueType();
    const runsById = new Map<string, number>();
    registerJobHandler(type, async (_payload, job) => {
      runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
      // Slow enough that the other worker reaches its claim while this one still holds the job.
      await sleep(20);
    });
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await enqueueJob(t.db, type, { i }, { runAt: T0 }));

    // Two separate Kysely instances, as two app processes would have (two pools on PostgreSQL).
    const workerA = createDb(t.url);
    const workerB = createDb(t.url);
    try {
      const [ranA, ranB] = await Promise.all([runDueJobs(workerA, at(0)), runDueJobs(workerB, at(0))]);
      expect(ranA + ranB).toBe(ids.length);
    } finally {
      await Promise.all([workerA.destroy(), workerB.destroy()]);
    }

    await expectEveryJobRanOnce(t.db, runsById, ids);
  });

  it("leaves a claimed job to its worker until the lease expires, then another worker takes it over", async () => {
    const type = uniqueType();
    let calls = 0;
    let releaseStuckWorker!: () => void;
    const stuck = new Promise<void>((resolve) => (releaseStuckWorker = resolve));
    registerJobHandler(type, async () => {
      calls += 1;
      // The first worker hangs (a crashed or frozen process); the one after the lease finishes.
      if (calls === 1) await stuck;
    });
    const id = await enqueueJob(t.db, type, {}, { runAt: T0 });

    const workerA = createDb(t.url);
    const workerB = createDb(t.url);
    const lease = env().JOBS_LEASE_MS;
    try {
      const hung = runDueJobs(workerA, at(0));
      await waitFor(() => calls === 1);
      expect(await readJob(id)).toMatchObject({ attempts: 1, locked_until: at(lease)().toISOString() });

      // Within the lease, nobody else may take it.
      expect(await runDueJobs(workerB, at(lease - 1))).toBe(0);

      expect(await runDueJobs(workerB, at(lease + 1))).toBe(1);
      expect(calls).toBe(2);
      expect(await readJob(id)).toMatchObject({ status: "done", attempts: 2 });

      releaseStuckWorker();
      await hung;
    } finally {
      await Promise.all([workerA.destroy(), workerB.destroy()]);
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(5);
  }
}
