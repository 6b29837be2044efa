import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database, Job } from "#app/db/schema.ts";
import { env } from "./env.server.ts";
import { JobLane } from "./job-lane.server.ts";
import { logger } from "./logger.server.ts";

/**
 * Durable jobs for side effects after commit (e-mails, webhooks). A job is inserted in the same
 * transaction as the change it belongs to, so it exists exactly when the change does. Workers claim
 * a job with a conditional UPDATE that only one of them can win, which keeps a job from running
 * twice at once across processes and machines; a claim is a lease, so a job whose worker crashed is
 * picked up again once the lease runs out (delivery is at least once).
 *
 * A handler that throws is retried later; `now` is the worker's clock for this run (a test's fake
 * clock, or the real time).
 *
 * Each job type runs in a lane (e-mail, webhook, other) with a bounded number of jobs at once, so a
 * slow kind (a webhook receiver that never answers) never holds up another (a password-reset
 * e-mail): docs/decisions/016-job-lanes.md.
 */
export type JobHandler = (payload: unknown, job: Job, now: Date) => Promise<void>;

const JOB_LANES = ["email", "webhook", "other"] as const;
type JobLaneName = (typeof JOB_LANES)[number];

export interface JobTypeOptions {
  /** Delay before the next attempt after `failedAttempts` failures, for a job type whose receivers need longer than `backoffMs`. */
  retryDelayMs?: (failedAttempts: number) => number;
  /** The lane the type's jobs run in; "other" unless said. */
  lane?: JobLaneName;
  /** What the type's jobs do, in an Admin's words ("Invitation e-mail"): Site Health lists failed jobs by it. */
  label?: string;
}

const handlers = new Map<string, { handle: JobHandler; retryDelayMs: (failedAttempts: number) => number; lane: JobLaneName; label?: string }>();

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60_000;
const BATCH = 10;

export function registerJobHandler(type: string, handler: JobHandler, { retryDelayMs = backoffMs, lane = "other", label }: JobTypeOptions = {}): void {
  handlers.set(type, { handle: handler, retryDelayMs, lane, label });
}

/** The label a job type was registered with; its name when it has none (or is not registered in this process). */
export function jobTypeLabel(type: string): string {
  return handlers.get(type)?.label ?? type;
}

export interface EnqueueOptions {
  maxAttempts?: number;
  runAt?: Date;
}

/** Writes a job inside the caller's transaction (or on its own when given the database). */
export async function enqueueJob(
  executor: Kysely<Database>,
  type: string,
  payload: unknown,
  { maxAttempts = 8, runAt = new Date() }: EnqueueOptions = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await executor
    .insertInto("jobs")
    .values({
      id,
      type,
      payload: JSON.stringify(payload),
      status: "pending",
      max_attempts: maxAttempts,
      run_at: runAt.toISOString(),
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Delay before attempt n+1 after n failed attempts: 5 s, 10 s, 20 s … capped at one hour. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), BACKOFF_MAX_MS);
}

/** Claims and runs, one after the other, the jobs of every lane that are due now; returns how many ran. For tests and tools: the worker runs lanes side by side. */
export async function runDueJobs(database: Kysely<Database> = db(), now: () => Date = () => new Date()): Promise<number> {
  const { claimed } = await claimDue(database, now, BATCH);
  for (const job of claimed) await run(database, job, now);
  return claimed.length;
}

interface ClaimFilter {
  lane?: JobLaneName;
  /** Jobs this worker is still running: never claimed twice by it, even once a slow one's lease has run out. */
  skip?: ReadonlySet<string>;
}

/** The job types of a lane, from the registry: "other" is every type not registered in another lane. */
function typesOf(lane: JobLaneName): { in: string[] } | { notIn: string[] } {
  const typesIn = (wanted: (name: JobLaneName) => boolean) => [...handlers].filter(([, handler]) => wanted(handler.lane)).map(([type]) => type);
  return lane === "other" ? { notIn: typesIn((name) => name !== "other") } : { in: typesIn((name) => name === lane) };
}

/**
 * Claims up to `limit` due jobs (of one lane when given). `more` says that there may be more due
 * than were claimed: as many candidates as asked for, or some lost to another worker.
 */
async function claimDue(
  database: Kysely<Database>,
  now: () => Date,
  limit: number,
  { lane, skip = new Set() }: ClaimFilter = {},
): Promise<{ claimed: Job[]; more: boolean }> {
  const types = lane ? typesOf(lane) : { notIn: [] };
  if ("in" in types && types.in.length === 0) return { claimed: [], more: false };
  const at = now().toISOString();
  let query = database
    .selectFrom("jobs")
    .select("id")
    .where("status", "=", "pending")
    .where("run_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]));
  if ("in" in types) query = query.where("type", "in", types.in);
  else if (types.notIn.length > 0) query = query.where("type", "not in", types.notIn);
  if (skip.size > 0) query = query.where("id", "not in", [...skip]);
  const due = await query.orderBy("run_at").limit(limit).execute();

  const claimed: Job[] = [];
  for (const { id } of due) {
    const job = await claim(database, id, now());
    if (job) claimed.push(job);
  }
  return { claimed, more: due.length === limit || claimed.length < due.length };
}

async function claim(database: Kysely<Database>, id: string, now: Date): Promise<Job | undefined> {
  const at = now.toISOString();
  return database
    .updateTable("jobs")
    .set((eb) => ({
      locked_until: new Date(now.getTime() + env().JOBS_LEASE_MS).toISOString(),
      attempts: eb("attempts", "+", 1),
      updated_at: at,
    }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .returningAll()
    .executeTakeFirst();
}

async function run(database: Kysely<Database>, job: Job, now: () => Date): Promise<void> {
  const handler = handlers.get(job.type);
  try {
    if (!handler) throw new Error(`No handler registered for job type "${job.type}"`);
    await handler.handle(job.payload, job, now());
    await database
      .updateTable("jobs")
      .set({ status: "done", locked_until: null, last_error: null, updated_at: now().toISOString() })
      .where("id", "=", job.id)
      .execute();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= job.max_attempts;
    const retryAt = new Date(now().getTime() + (handler?.retryDelayMs ?? backoffMs)(job.attempts));
    logger.warn({ jobId: job.id, type: job.type, attempt: job.attempts, giveUp, err: error }, "Job failed");
    await database
      .updateTable("jobs")
      .set({
        status: giveUp ? "failed" : "pending",
        run_at: giveUp ? job.run_at : retryAt.toISOString(),
        locked_until: null,
        last_error: message.slice(0, 2000),
        updated_at: now().toISOString(),
      })
      .where("id", "=", job.id)
      .execute();
  }
}

/**
 * Gives a failed job one more attempt, now: the next failure marks it failed again, with that
 * failure's error, so a retry never starts a long series of attempts nobody asked for. Returns the
 * job, or undefined when it is not failed (retried already, or no such job).
 */
export async function retryFailedJob(executor: Kysely<Database>, id: string, now: Date = new Date()): Promise<Job | undefined> {
  return executor
    .updateTable("jobs")
    .set((eb) => ({ status: "pending", max_attempts: eb("attempts", "+", 1), run_at: now.toISOString(), locked_until: null, updated_at: now.toISOString() }))
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returningAll()
    .executeTakeFirst();
}

export type LaneConcurrency = Record<JobLaneName, number>;

/** How many jobs each lane runs at once, from the environment (README). */
function laneConcurrency(): LaneConcurrency {
  const { JOBS_EMAIL_CONCURRENCY, JOBS_WEBHOOK_CONCURRENCY, JOBS_OTHER_CONCURRENCY } = env();
  return { email: JOBS_EMAIL_CONCURRENCY, webhook: JOBS_WEBHOOK_CONCURRENCY, other: JOBS_OTHER_CONCURRENCY };
}

/** How long a stop waits for the jobs in hand; one still running after it is run again once its lease is over. */
const STOP_GRACE_MS = 5_000;

export interface JobWorkerOptions {
  database?: Kysely<Database>;
  concurrency?: LaneConcurrency;
  pollMs?: number;
}

export interface JobWorker {
  /** Looks for due jobs in every lane now instead of at the next poll. */
  kick(): void;
  /** Claims no more jobs and waits (a few seconds at most) for those in hand. */
  stop(): Promise<void>;
}

/** Starts a worker: one lane per kind of job, each polled every `pollMs` and refilled as soon as one of its jobs finishes. */
export function createJobWorker({ database, concurrency = laneConcurrency(), pollMs = env().JOBS_POLL_MS }: JobWorkerOptions = {}): JobWorker {
  const clock = () => new Date();
  // The application's database is looked up at each use, as every other query does.
  const jobsDb = () => database ?? db();
  /** Whether the last claim failed: while the database is away every poll fails, and one log line says so. */
  let failing = false;
  const onError = (error: unknown) => {
    if (!failing) logger.error({ err: error }, "Job worker tick failed; retrying at every poll, quietly until one succeeds");
    else logger.debug({ err: error }, "Job worker tick failed again");
    failing = true;
  };
  const onSuccess = () => {
    if (failing) logger.info("Job worker works again");
    failing = false;
  };
  const lanes = JOB_LANES.map(
    (lane) =>
      new JobLane<Job>({
        concurrency: concurrency[lane],
        claim: (limit, running) => claimDue(jobsDb(), clock, limit, { lane, skip: running }),
        run: (job) => run(jobsDb(), job, clock),
        onError,
        onSuccess,
      }),
  );
  const kick = () => {
    for (const lane of lanes) void lane.fill();
  };
  const timer = setInterval(kick, pollMs);
  timer.unref();
  kick();
  return {
    kick,
    stop: async () => {
      clearInterval(timer);
      await Promise.all(lanes.map((lane) => lane.stop(STOP_GRACE_MS)));
    },
  };
}

let worker: JobWorker | undefined;

/** Starts this process's worker (server start-up). */
export function startJobWorker(): void {
  worker ??= createJobWorker();
}

/** Runs due jobs soon instead of at the next poll; call after committing a transaction that enqueued one. */
export function kickJobWorker(): void {
  worker?.kick();
}

/** Stops this process's worker, waiting a few seconds at most for the jobs in hand. */
export async function stopJobWorker(): Promise<void> {
  const stopping = worker;
  worker = undefined;
  await stopping?.stop();
}
