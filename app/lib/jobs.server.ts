import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database, Job } from "#app/db/schema.ts";
import { env } from "./env.server.ts";
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
 */
export type JobHandler = (payload: unknown, job: Job, now: Date) => Promise<void>;

export interface JobTypeOptions {
  /** Delay before the next attempt after `failedAttempts` failures, for a job type whose receivers need longer than `backoffMs`. */
  retryDelayMs?: (failedAttempts: number) => number;
}

const handlers = new Map<string, { handle: JobHandler; retryDelayMs: (failedAttempts: number) => number }>();

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60_000;
const BATCH = 10;

export function registerJobHandler(type: string, handler: JobHandler, { retryDelayMs = backoffMs }: JobTypeOptions = {}): void {
  handlers.set(type, { handle: handler, retryDelayMs });
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

/** Claims and runs the jobs that are due now; returns how many ran. */
export async function runDueJobs(database: Kysely<Database> = db(), now: () => Date = () => new Date()): Promise<number> {
  const at = now().toISOString();
  const due = await database
    .selectFrom("jobs")
    .select("id")
    .where("status", "=", "pending")
    .where("run_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .orderBy("run_at")
    .limit(BATCH)
    .execute();

  let ran = 0;
  for (const { id } of due) {
    const job = await claim(database, id, now());
    if (!job) continue;
    ran += 1;
    await run(database, job, now);
  }
  return ran;
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

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let stopped = true;
/** Whether the last tick failed: while the database is away every poll fails, and one log line says so. */
let failing = false;

async function tick(): Promise<void> {
  try {
    while (!stopped && (await runDueJobs()) > 0) {
      // keep draining while there is work
    }
    if (failing) logger.info("Job worker works again");
    failing = false;
  } catch (error) {
    if (!failing) logger.error({ err: error }, "Job worker tick failed; retrying at every poll, quietly until one succeeds");
    else logger.debug({ err: error }, "Job worker tick failed again");
    failing = true;
  }
}

function schedule(delay: number) {
  if (stopped) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    running = tick().finally(() => {
      running = undefined;
      schedule(env().JOBS_POLL_MS);
    });
  }, delay);
  timer.unref();
}

export function startJobWorker(): void {
  stopped = false;
  schedule(0);
}

/** Runs due jobs soon instead of at the next poll; call after committing a transaction that enqueued one. */
export function kickJobWorker(): void {
  if (!stopped && !running) schedule(0);
}

/** Stops polling and waits for the job in hand to finish. */
export async function stopJobWorker(): Promise<void> {
  stopped = true;
  clearTimeout(timer);
  await running;
}
