import { sql, type Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { logger } from "#app/lib/logger.server.ts";
import { MAX_REDIRECT_PATH, type NotFoundRow } from "./schema.ts";

export interface NotFoundLogLimits {
  /** Rows the table keeps: after each write, the least recently seen beyond this are deleted. */
  maxRows: number;
  /** Different paths held in memory between two writes; more are not counted until the next write. */
  maxPending: number;
  /** How often the counts held in memory are written, in one transaction. */
  flushEveryMs: number;
}

const NOT_FOUND_LOG_LIMITS: NotFoundLogLimits = { maxRows: 1000, maxPending: 200, flushEveryMs: 10_000 };
const MAX_HOST_LENGTH = 100;
const MAX_HITS = 2_000_000_000;
const NOT_FOUND_LOG_SHOWN = 50;

interface Pending {
  hits: number;
  lastSeen: Date;
  referrerHost: string | null;
}

/**
 * Counts the paths that answered 404, for the Redirects screen. Bounded everywhere, so a scanner's
 * flood of made-up paths cannot fill the database or the memory: paths are cut to a fixed length,
 * counts are gathered in memory (at most `maxPending` different paths) and written in one batch
 * every few seconds, and the table keeps only the `maxRows` most recently seen paths.
 */
export class NotFoundLog {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly limits: NotFoundLogLimits;
  private readonly database: () => Kysely<Database>;

  constructor({ limits = NOT_FOUND_LOG_LIMITS, database = db }: { limits?: NotFoundLogLimits; database?: () => Kysely<Database> } = {}) {
    this.limits = limits;
    this.database = database;
  }

  record(rawPath: string, referrer: string | undefined, now = new Date()): void {
    const path = rawPath.slice(0, MAX_REDIRECT_PATH);
    const seen = this.pending.get(path);
    const referrerHost = hostOf(referrer);
    if (seen) {
      seen.hits += 1;
      seen.lastSeen = now;
      seen.referrerHost = referrerHost ?? seen.referrerHost;
      return;
    }
    if (this.pending.size >= this.limits.maxPending) return;
    this.pending.set(path, { hits: 1, lastSeen: now, referrerHost });
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.limits.flushEveryMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes what was counted since the last write, then trims the table to its bound. */
  async flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = writeBatch(this.database(), batch, this.limits.maxRows)
      .catch((error: unknown) => logger.warn({ err: error, paths: batch.size }, "The 404 log could not be written; these counts are dropped"))
      .finally(() => (this.flushing = undefined));
    return this.flushing;
  }
}

async function writeBatch(database: Kysely<Database>, batch: Map<string, Pending>, maxRows: number): Promise<void> {
  await database.transaction().execute(async (trx) => {
    for (const [path, entry] of batch) {
      await trx
        .insertInto("not_found_log")
        .values({ path, hits: entry.hits, last_seen: entry.lastSeen.toISOString(), referrer_host: entry.referrerHost })
        .onConflict((oc) =>
          oc.column("path").doUpdateSet((eb) => ({
            // Capped below the integer column's limit, so a long flood cannot overflow it.
            hits: sql<number>`case when ${eb.ref("not_found_log.hits")} + ${entry.hits} > ${MAX_HITS} then ${MAX_HITS} else ${eb.ref("not_found_log.hits")} + ${entry.hits} end`,
            last_seen: eb.ref("excluded.last_seen"),
            referrer_host: sql<string | null>`coalesce(${eb.ref("excluded.referrer_host")}, ${eb.ref("not_found_log.referrer_host")})`,
          })),
        )
        .execute();
    }
    const keep = trx.selectFrom("not_found_log").select("path").orderBy("last_seen", "desc").orderBy("path").limit(maxRows);
    await trx.deleteFrom("not_found_log").where("path", "not in", keep).execute();
  });
}

function hostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).host;
    return host ? host.slice(0, MAX_HOST_LENGTH) : null;
  } catch {
    return null;
  }
}

/** The most recently seen paths, for the Redirects screen. */
export async function listNotFound(database: Kysely<Database> = db()): Promise<NotFoundRow[]> {
  const rows = await database
    .selectFrom("not_found_log")
    // A path redirected since it was logged says where it goes, instead of offering a second redirect.
    .leftJoin("redirects", "redirects.from_path", "not_found_log.path")
    .select(["not_found_log.path", "not_found_log.hits", "not_found_log.last_seen", "not_found_log.referrer_host", "redirects.to_path"])
    .orderBy("not_found_log.last_seen", "desc")
    .orderBy("not_found_log.path")
    .limit(NOT_FOUND_LOG_SHOWN)
    .execute();
  return rows.map((row) => ({ path: row.path, hits: row.hits, lastSeen: row.last_seen, referrerHost: row.referrer_host, redirectedTo: row.to_path ?? null }));
}

export async function clearNotFoundLog(actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("not_found_log").executeTakeFirst();
    const count = Number(result.numDeletedRows);
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "not_found_log.clear", summary: `Cleared the 404 log (${count} paths)` }, now);
    return count;
  });
}
