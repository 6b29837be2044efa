// The jobs worker's lanes (docs/decisions/016-job-lanes.md): each kind of job runs beside the
// others with a bounded number at once, so jobs that hang never hold up an e-mail, and claims stay
// one per job with several workers on their own connections.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "#app/db/client.server.ts";
import { expectEveryJobRanOnce } from "#tests/utils/job-runs.ts";
import { createTestDb, type TestDb } from "#tests/utils/test-db.ts";
import { createJobWorker, enqueueJob, registerJobHandler, type JobWorker, type LaneConcurrency } from "./jobs.server.ts";

let t: TestDb;
const workers: JobWorker[] = [];

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.cleanup());
beforeEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await t.db.deleteFrom("jobs").execute();
});

let typeCounter = 0;
/** Handlers are registered process-wide, so every test uses job types of its own. */
function uniqueType(kind: string): string {
  typeCounter += 1;
  return `test.${kind}-${typeCounter}`;
}

function startWorker(concurrency: LaneConcurrency, database = t.db): JobWorker {
  const worker = createJobWorker({ database, concurrency, pollMs: 50 });
  workers.push(worker);
  return worker;
}

async function statusOf(id: string): Promise<string> {
  const row = await t.db.selectFrom("jobs").select("status").where("id", "=", id).executeTakeFirstOrThrow();
  return row.status;
}

/** Counts the jobs running at once, and the most there ever were. */
function concurrencyMeter() {
  let now = 0;
  return {
    max: 0,
    async during<T>(work: () => Promise<T>): Promise<T> {
      now += 1;
      this.max = Math.max(this.max, now);
      try {
        return await work();
      } finally {
        now -= 1;
      }
    },
  };
}

describe("the jobs worker's lanes", () => {
  it("sends an e-mail at once while every webhook slot is held by a receiver that never answers, and starts no more webhooks than its slots", async () => {
    const webhookType = uniqueType("webhook");
    const emailType = uniqueType("email");
    let releaseWebhooks!: () => void;
    const hanging = new Promise<void>((resolve) => (releaseWebhooks = resolve));
    let webhooksStarted = 0;
    registerJobHandler(
      webhookType,
      async () => {
        webhooksStarted += 1;
        await hanging;
      },
      { lane: "webhook" },
    );
    let emailedAt = 0;
    registerJobHandler(
      emailType,
      async () => {
        emailedAt = Date.now();
      },
      { lane: "email" },
    );

    for (let i = 0; i < 6; i += 1) await enqueueJob(t.db, webhookType, { i });
    const worker = startWorker({ email: 1, webhook: 2, other: 1 });
    await expect.poll(() => webhooksStarted).toBe(2);

    const queuedAt = Date.now();
    const emailJob = await enqueueJob(t.db, emailType, { to: "someone@example.com" });
    worker.kick();
    await expect.poll(() => statusOf(emailJob), { timeout: 2_000 }).toBe("done");
    expect(emailedAt - queuedAt).toBeLessThan(1_000);
    // Polls went on meanwhile; the hanging deliveries kept their two slots and no more started.
    await sleep(200);
    expect(webhooksStarted).toBe(2);

    releaseWebhooks();
    await expect.poll(() => webhooksStarted, { timeout: 5_000 }).toBe(6);
  });

  it("runs each lane's jobs side by side up to its width, and a type registered in no lane in the other lane", async () => {
    const emailType = uniqueType("email");
    const otherType = uniqueType("other");
    const emails = concurrencyMeter();
    const others = concurrencyMeter();
    registerJobHandler(emailType, () => emails.during(() => sleep(40)), { lane: "email" });
    registerJobHandler(otherType, () => others.during(() => sleep(40)));
    const ids = [];
    for (let i = 0; i < 12; i += 1) ids.push(await enqueueJob(t.db, emailType, { i }), await enqueueJob(t.db, otherType, { i }));

    startWorker({ email: 3, webhook: 1, other: 2 });
    await expect.poll(async () => (await t.db.selectFrom("jobs").select("id").where("status", "=", "done").execute()).length, { timeout: 10_000 }).toBe(ids.length);
    expect(emails.max).toBe(3);
    expect(others.max).toBe(2);
  });

  it("never runs a job twice when two workers with their own connections and several slots each claim at once", async () => {
    const type = uniqueType("email");
    const runsById = new Map<string, number>();
    registerJobHandler(
      type,
      async (_payload, job) => {
        runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
        await sleep(5);
      },
      { lane: "email" },
    );
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) ids.push(await enqueueJob(t.db, type, { i }));

    // Two separate Kysely instances, as two app processes would have (two pools on PostgreSQL).
    const [databaseA, databaseB] = [createDb(t.url), createDb(t.url)];
    try {
      startWorker({ email: 4, webhook: 1, other: 1 }, databaseA);
      startWorker({ email: 4, webhook: 1, other: 1 }, databaseB);
      await expect.poll(async () => (await t.db.selectFrom("jobs").select("id").where("status", "=", "done").execute()).length, { timeout: 10_000 }).toBe(ids.length);
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    } finally {
      await Promise.all([databaseA.destroy(), databaseB.destroy()]);
    }
    await expectEveryJobRanOnce(t.db, runsById, ids);
  });

  it("stops claiming when stopped, and waits for the jobs in hand", async () => {
    const type = uniqueType("email");
    let finished = 0;
    registerJobHandler(
      type,
      async () => {
        await sleep(100);
        finished += 1;
      },
      { lane: "email" },
    );
    for (let i = 0; i < 4; i += 1) await enqueueJob(t.db, type, { i });
    const worker = startWorker({ email: 2, webhook: 1, other: 1 });
    await expect.poll(async () => (await t.db.selectFrom("jobs").select("id").where("attempts", ">", 0).execute()).length).toBe(2);

    await worker.stop();
    expect(finished).toBe(2);
    await sleep(200);
    expect(await t.db.selectFrom("jobs").select("status").where("status", "=", "pending").execute()).toHaveLength(2);
  });
});
