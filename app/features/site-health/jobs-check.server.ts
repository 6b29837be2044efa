import { db, type DB } from "#app/db/client.server.ts";
import { jobTypeLabel } from "#app/lib/jobs.server.ts";
import type { HealthCheck } from "./health-check.ts";
import { hideSecrets } from "./hide-secrets.server.ts";

const TITLE = "Jobs";
/** Failed jobs listed with their errors; older ones are counted, not shown. */
export const FAILED_JOBS_SHOWN = 20;
/** A due job nobody has picked up for this long means no worker is running (the server runs one; it polls every second). */
const STUCK_AFTER_MS = 10 * 60_000;

/** A job that gave up, as the screen lists it: never its payload, which may hold a live link. */
export interface FailedJob {
  id: string;
  type: string;
  /** What the job does, as its type was registered ("Invitation e-mail"). */
  label: string;
  attempts: number;
  /** The last attempt's error, with the server's secrets hidden. */
  error: string;
  failedAt: string;
}

export interface JobsCheck {
  check: HealthCheck;
  failed: FailedJob[];
}

/**
 * The jobs queue (lib/jobs.server.ts): e-mails, webhook deliveries and scheduled publishing wait
 * there. Failed jobs are a problem (somebody did not get an e-mail); due jobs nobody picks up mean
 * the worker is not running.
 */
export async function jobsCheck({ database = db(), now = new Date() }: { database?: DB; now?: Date } = {}): Promise<JobsCheck> {
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
  const [counts, failedRows] = await Promise.all([
    database
      .selectFrom("jobs")
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere("status", "=", "pending").as("pending"),
        eb.fn.countAll<number>().filterWhere((w) => w.and([w("status", "=", "pending"), w("last_error", "is not", null)])).as("retrying"),
        eb.fn
          .countAll<number>()
          .filterWhere((w) => w.and([w("status", "=", "pending"), w("run_at", "<", stuckBefore), w.or([w("locked_until", "is", null), w("locked_until", "<", now.toISOString())])]))
          .as("stuck"),
        eb.fn.countAll<number>().filterWhere("status", "=", "failed").as("failed"),
      ])
      .where("status", "in", ["pending", "failed"])
      .executeTakeFirstOrThrow(),
    database
      .selectFrom("jobs")
      .select(["id", "type", "attempts", "last_error", "updated_at"])
      .where("status", "=", "failed")
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .limit(FAILED_JOBS_SHOWN)
      .execute(),
  ]);
  const pending = Number(counts.pending);
  const retrying = Number(counts.retrying);
  const stuck = Number(counts.stuck);
  const failedCount = Number(counts.failed);
  const failed = failedRows.map((row) => ({ id: row.id, type: row.type, label: jobTypeLabel(row.type), attempts: row.attempts, error: hideSecrets(row.last_error ?? "No error was recorded."), failedAt: row.updated_at }));

  const details = [
    `${plural(pending, "job")} waiting${retrying > 0 ? `, ${retrying} of them to be tried again after an error` : ""}.`,
    `${plural(failedCount, "job")} failed${failedCount > FAILED_JOBS_SHOWN ? ` (the latest ${FAILED_JOBS_SHOWN} are listed)` : ""}.`,
  ];
  if (failedCount > 0) {
    return {
      failed,
      check: {
        id: "jobs",
        title: TITLE,
        status: "problem",
        details,
        todo: "Each failed job gave up after its last attempt, so somebody did not get an e-mail or a webhook delivery. Read its error, fix the cause (for an e-mail, the mail server's settings; for a webhook, the receiving address), then Retry.",
      },
    };
  }
  if (stuck > 0) {
    return {
      failed,
      check: {
        id: "jobs",
        title: TITLE,
        status: "warning",
        details: [...details, `${plural(stuck, "job")} should have run more than ${STUCK_AFTER_MS / 60_000} minutes ago.`],
        todo: "Jobs run inside the web server. Look in the server's log for \"Job worker\" errors (often the database was unreachable), and restart the server if they go on.",
      },
    };
  }
  return { failed, check: { id: "jobs", title: TITLE, status: "ok", details } };
}

function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
