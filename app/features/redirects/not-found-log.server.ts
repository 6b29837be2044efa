import { sql, type Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { utcDay } from "#app/lib/dates.ts";
import { logger } from "#app/lib/logger.server.ts";
import { MAX_REDIRECT_PATH, type NotFoundRow } from "./schema.ts";

export interface NotFoundLogLimits {
  /** Rows (a path on a day) the table keeps: after each write, the least recently seen beyond this are deleted. */
  maxRows: number;
  /** Different paths held in memory between two writes; more are not counted until the next write. */
  maxPending: number;
  /** How often the counts held in memory are written, in one transaction. */
  flushEveryMs: number;
}

const NOT_FOUND_LOG_LIMITS: NotFoundLogLimits = { maxRows: 5000, maxPending: 200, flushEveryMs: 10_000 };
const MAX_HOST_LENGTH = 100;
const MAX_HITS = 2_000_000_000;
const NOT_FOUND_LOG_SHOWN = 50;

interface Pending {
  day: string;
  path: string;
  hits: number;
  lastSeen: Date;
  referrerHost: string | null;
}

/**
 * The one record of the paths that answered 404 to a visitor, per UTC day: the Redirects screen's
 * 404 log and the dashboard's not-found paths both read it (decision 042). What counts as a hit is
 * decided before `record` is called, by one rule (server/visitor-request.ts: no bots, prefetches or
 * staff). Bounded everywhere, so a scanner's flood of made-up paths cannot fill the database or the
 * memory: paths are cut to a fixed length, counts are gathered in memory (at most `maxPending`
 * different paths) and written in one batch every few seconds, and the table keeps only the
 * `maxRows` most recently seen rows.
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
    const day = utcDay(now);
    const key = `${day} ${path}`;
    const seen = this.pending.get(key);
    const referrerHost = hostOf(referrer);
    if (seen) {
      seen.hits += 1;
      seen.lastSeen = now;
      seen.referrerHost = referrerHost ?? seen.referrerHost;
      return;
    }
    if (this.pending.size >= this.limits.maxPending) return;
    this.pending.set(key, { day, path, hits: 1, lastSeen: now, referrerHost });
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
    for (const entry of batch.values()) {
      await trx
        .insertInto("not_found_log")
        .values({ day: entry.day, path: entry.path, hits: entry.hits, last_seen: entry.lastSeen.toISOString(), referrer_host: entry.referrerHost })
        .onConflict((oc) =>
          oc.columns(["day", "path"]).doUpdateSet((eb) => ({
            // Capped below the integer column's limit, so a long flood cannot overflow it.
            hits: sql<number>`case when ${eb.ref("not_found_log.hits")} + ${entry.hits} > ${MAX_HITS} then ${MAX_HITS} else ${eb.ref("not_found_log.hits")} + ${entry.hits} end`,
            last_seen: eb.ref("excluded.last_seen"),
            referrer_host: sql<string | null>`coalesce(${eb.ref("excluded.referrer_host")}, ${eb.ref("not_found_log.referrer_host")})`,
          })),
        )
        .execute();
    }
    // The oldest rows go first; the rows of one moment in a fixed order, so every instance keeps the same ones.
    const oldest = await trx
      .selectFrom("not_found_log")
      .select(["last_seen"])
      .orderBy("last_seen", "desc")
      .orderBy("day", "desc")
      .orderBy("path")
      .offset(maxRows - 1)
      .limit(1)
      .executeTakeFirst();
    if (oldest) await trx.deleteFrom("not_found_log").where("last_seen", "<", oldest.last_seen).execute();
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

/** The paths with the most hits since `firstDay` (a UTC date), for the dashboard's period. */
export async function topNotFound(firstDay: string, limit: number, database: Kysely<Database> = db()): Promise<NotFoundRow[]> {
  return notFoundPaths(database, (query) => query.where("not_found_log.day", ">=", firstDay).orderBy("hits", "desc").orderBy("not_found_log.path").limit(limit));
}

/** The most recently seen paths, over every day the log keeps, for the Redirects screen. */
export async function listNotFound(database: Kysely<Database> = db()): Promise<NotFoundRow[]> {
  return notFoundPaths(database, (query) => query.orderBy("last_seen", "desc").orderBy("not_found_log.path").limit(NOT_FOUND_LOG_SHOWN));
}

/**
 * The log's days summed per path: one reading for both screens. A path a redirect now covers
 * (its old path is the logged path, spelled alike: decision 042) says where it goes, so no screen
 * offers a second redirect for it.
 */
async function notFoundPaths(database: Kysely<Database>, shape: (query: ReturnType<typeof perPath>) => ReturnType<typeof perPath>): Promise<NotFoundRow[]> {
  const rows = await shape(perPath(database)).execute();
  return rows.map((row) => ({
    path: row.path,
    hits: Number(row.hits),
    lastSeen: new Date(row.last_seen).toISOString(),
    referrerHost: row.referrer_host ?? null,
    redirectedTo: row.to_path ?? null,
  }));
}

function perPath(database: Kysely<Database>) {
  return database
    .selectFrom("not_found_log")
    .leftJoin("redirects", "redirects.from_path", "not_found_log.path")
    .select((eb) => [
      "not_found_log.path",
      eb.fn.sum<number>("not_found_log.hits").as("hits"),
      eb.fn.max("not_found_log.last_seen").as("last_seen"),
      // Some referrer of the path's, when any was seen (which one is not kept per hit).
      eb.fn.max("not_found_log.referrer_host").as("referrer_host"),
      "redirects.to_path",
    ])
    .groupBy(["not_found_log.path", "redirects.to_path"]);
}

export async function clearNotFoundLog(actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("not_found_log").executeTakeFirst();
    const count = Number(result.numDeletedRows);
    await recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "not_found_log.clear", summary: `Cleared the 404 log (${count} paths)` }, now);
    return count;
  });
}
