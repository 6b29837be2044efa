import { sql } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

const HOUR_MS = 60 * 60 * 1000;

export interface PurgeCounts {
  jobs: number;
  rateLimitHits: number;
  authRateLimits: number;
  visitRows: number;
}

/**
 * Deletes the rows that matter only for a while, so their tables stay bounded:
 * - finished jobs (done or failed) older than JOBS_RETENTION_DAYS; a pending job is never touched;
 * - rate-limit hits older than RATE_LIMIT_RETENTION_HOURS. A hit counts only within its bucket's
 *   window, and a bucket forgets its old hits when it is hit again, but a bucket nobody hits again
 *   (one visitor's address) would keep them forever. The retention outlasts every window (at least a
 *   day, the newsletter's, and the contact form's configured one), so no hit that still counts goes;
 * - better-auth's own rate-limit records (one per address and path, a 60-second window), by the same rule;
 * - the daily visit counts (visit_days, visit_languages, visit_pages, visit_sources) of days more than
 *   VISITS_RETENTION_MONTHS calendar months ago (docs/decisions/030-cookie-free-visit-counts.md).
 */
export async function purgeExpiredRows({ database = db(), now = new Date() }: QueryOptions = {}): Promise<PurgeCounts> {
  const { JOBS_RETENTION_DAYS, RATE_LIMIT_RETENTION_HOURS, CONTACT_RATE_WINDOW_SECONDS, VISITS_RETENTION_MONTHS } = env();
  const jobsBefore = new Date(now.getTime() - JOBS_RETENTION_DAYS * 24 * HOUR_MS).toISOString();
  const rateLimitMs = Math.max(RATE_LIMIT_RETENTION_HOURS * HOUR_MS, CONTACT_RATE_WINDOW_SECONDS * 1000);
  const hitsBefore = new Date(now.getTime() - rateLimitMs);

  const jobs = await database.deleteFrom("jobs").where("status", "in", ["done", "failed"]).where("updated_at", "<", jobsBefore).executeTakeFirst();
  const hits = await database.deleteFrom("rate_limit_hits").where("created_at", "<", hitsBefore.toISOString()).executeTakeFirst();
  // Not in the app's Database type: better-auth owns it (migration 0002); lastRequest is epoch milliseconds.
  const auth = await sql`delete from ${sql.table("rateLimit")} where ${sql.ref("lastRequest")} < ${hitsBefore.getTime()}`.execute(database);
  const firstVisitDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - VISITS_RETENTION_MONTHS, now.getUTCDate())).toISOString().slice(0, 10);
  let visitRows = 0;
  for (const table of ["visit_days", "visit_languages", "visit_pages", "visit_sources"] as const) {
    visitRows += Number((await database.deleteFrom(table).where("day", "<", firstVisitDay).executeTakeFirst()).numDeletedRows);
  }
  return { jobs: Number(jobs.numDeletedRows), rateLimitHits: Number(hits.numDeletedRows), authRateLimits: Number(auth.numAffectedRows ?? 0), visitRows };
}

/** How often a running server purges; an hour's growth is small next to the retention periods. */
const PURGE_EVERY_MS = HOUR_MS;
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;

/**
 * Rounds the server adds from the features, which lib/ does not import (docs/conventions.md,
 * "Layers"): each deletes what its feature keeps past its time and says how much, by name.
 */
export type RetentionSweeps = Readonly<Record<string, () => Promise<number>>>;

async function purgeAll(sweeps: RetentionSweeps): Promise<Record<string, number>> {
  const counts: Record<string, number> = { ...(await purgeExpiredRows()) };
  for (const [name, sweep] of Object.entries(sweeps)) counts[name] = await sweep();
  return counts;
}

function purgeAndLog(sweeps: RetentionSweeps): void {
  running ??= purgeAll(sweeps)
    .then((counts) => {
      if (Object.values(counts).some((count) => count > 0)) logger.info(counts, "Deleted rows past their retention");
    })
    // The database may be away for a moment; the next round tries again.
    .catch((error: unknown) => logger.warn({ err: error }, "Deleting rows past their retention failed"))
    .finally(() => (running = undefined));
}

/** Purges at server start, then every hour, with the features' own `sweeps` after the rows. */
export function startRetention(sweeps: RetentionSweeps = {}): void {
  if (timer) return;
  purgeAndLog(sweeps);
  timer = setInterval(() => purgeAndLog(sweeps), PURGE_EVERY_MS);
  timer.unref();
}

/** Stops the hourly purge and waits for one in progress, so the database can close. */
export async function stopRetention(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
