import { sql } from "kysely";
import type { DB } from "#app/db/client.server.ts";
import { logger } from "#app/lib/logger.server.ts";
import { dayBefore, utcDay } from "#app/lib/dates.ts";
import { UNKNOWN_LANGUAGE, type PageView } from "./visit.ts";
import { closeVisitorDays, ensureSalts, visitorHash } from "./visitor-salts.server.ts";

export interface VisitCounterLimits {
  /** Distinct paths and distinct sources one instance writes per day; more fold into OTHER. */
  pagesPerDay: number;
  sourcesPerDay: number;
  /** Distinct visitors one batch holds; more are not counted as visitors (their views still are). */
  visitorsPerBatch: number;
}

const DEFAULT_LIMITS: VisitCounterLimits = { pagesPerDay: 5000, sourcesPerDay: 5000, visitorsPerBatch: 50_000 };

/** What a path or a source folds into once a day has too many distinct ones. */
export const OTHER = "(other)";

/** A day is closed (its visitors counted, its salt deleted) this long after it ends, so every instance's last batch of it has arrived. */
export const CLOSE_GRACE_MS = 10 * 60_000;
const ROWS_PER_INSERT = 500;

export interface VisitCounterOptions {
  database: () => DB;
  now?: () => Date;
  /** How often the batch is written (VISITS_FLUSH_MS). */
  flushEveryMs: number;
  limits?: VisitCounterLimits;
  /** Runs on the one instance that closed one or more days (the dashboard's period totals). */
  onDaysClosed?: (database: DB, now: Date) => Promise<void>;
}

export interface VisitorAddress {
  ip: string;
  userAgent: string;
}

interface Batch {
  days: Map<string, number>;
  /** Views per day and language: at most one key per language the site has had, so never capped. */
  languages: Map<string, number>;
  pages: Map<string, number>;
  sources: Map<string, number>;
  /** Day, client address and user agent of this batch's visitors: hashed when the batch is written, never stored as they are. */
  visitors: Set<string>;
}

const SEP = "\u0000";
const emptyBatch = (): Batch => ({ days: new Map(), languages: new Map(), pages: new Map(), sources: new Map(), visitors: new Set() });

/**
 * Page views, counted in memory and written in batches (docs/decisions/030-cookie-free-visit-counts.md),
 * per day, language (decision 037), page and source.
 * `record` is on the hot path of every public page: a few map updates, no I/O, no hashing (the
 * batch's distinct visitors are hashed once each when it is written, off the requests). `flush`
 * adds the batch to the database with upserts that increment (so any number of instances add up),
 * every `flushEveryMs` and at shutdown (`stop`). Memory is bounded: one day's distinct keys are
 * capped per instance, beyond which they fold into OTHER, and one batch's distinct visitors too.
 */
export class VisitCounter {
  private batch = emptyBatch();
  /** Keys written (or waiting) per day, to cap a day's distinct rows; only today's and yesterday's are kept. */
  private readonly known = new Map<string, { pages: Set<string>; sources: Set<string> }>();
  private salts = new Map<string, string>();
  private closedBefore = "";
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  /** Views waiting for their language (recordOnceKnown): a flush, and so stop, waits for them. */
  private readonly waiting = new Set<Promise<void>>();
  private readonly now: () => Date;
  private readonly limits: VisitCounterLimits;
  private readonly options: VisitCounterOptions;

  constructor(options: VisitCounterOptions) {
    this.options = options;
    this.now = options.now ?? (() => new Date());
    this.limits = options.limits ?? DEFAULT_LIMITS;
  }

  /** Loads today's and tomorrow's salts (so midnight needs no wait), then writes every `flushEveryMs`. */
  async start(): Promise<void> {
    await this.refreshSalts();
    this.timer ??= setInterval(() => void this.flush(), this.options.flushEveryMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left: the last requests' views are not lost at shutdown. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  record(view: Omit<PageView, "day">, visitor: VisitorAddress): void {
    const day = utcDay(this.now());
    const known = this.knownFor(day);
    const { batch } = this;
    batch.days.set(day, (batch.days.get(day) ?? 0) + 1);
    this.bump(batch.languages, [day, view.locale].join(SEP));
    this.bump(batch.pages, capped(known.pages, this.limits.pagesPerDay, [day, view.path].join(SEP), [day, OTHER].join(SEP)));
    const source = [day, view.referrerHost, view.utmSource, view.utmMedium, view.utmCampaign, view.device].join(SEP);
    // Direct visits (no referrer, no campaign) are never folded away: at most one row per device class.
    const direct = !view.referrerHost && !view.utmSource && !view.utmMedium && !view.utmCampaign;
    this.bump(batch.sources, direct ? source : capped(known.sources, this.limits.sourcesPerDay, source, [day, OTHER, "", "", "", view.device].join(SEP)));
    if (batch.visitors.size < this.limits.visitorsPerBatch) batch.visitors.add([day, visitor.ip, visitor.userAgent].join(SEP));
  }

  /**
   * Records a view once its language is known. The site's languages are held in memory and answer
   * at once, but after a content change they are read again first; the view is in the next flush
   * either way, and a stop does not lose it.
   */
  recordOnceKnown(locale: Promise<string>, view: Omit<PageView, "day" | "locale">, visitor: VisitorAddress): void {
    const recorded = locale.then(
      (tag) => this.record({ ...view, locale: tag }, visitor),
      () => this.record({ ...view, locale: UNKNOWN_LANGUAGE }, visitor),
    );
    this.waiting.add(recorded);
    void recorded.finally(() => this.waiting.delete(recorded));
  }

  /** Writes the batch so far; a flush already under way is waited for instead. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write(): Promise<void> {
    await Promise.all(this.waiting);
    const batch = this.batch;
    this.batch = emptyBatch();
    const database = this.options.database();
    try {
      // One transaction: a batch that fails is added again later, never half of it twice.
      const hashes = this.hashVisitors(batch.visitors);
      await database.transaction().execute((trx) => writeBatch(trx, batch, hashes));
    } catch (error) {
      // The database may be away for a moment: the counts wait for the next round (still within the caps).
      this.restore(batch);
      logger.warn({ err: error }, "Writing visit counts failed; retrying with the next batch");
      return;
    }
    try {
      await this.refreshSalts();
      const before = utcDay(new Date(this.now().getTime() - CLOSE_GRACE_MS));
      if (before !== this.closedBefore) {
        const closed = await closeVisitorDays(database, before);
        this.closedBefore = before;
        if (closed.length > 0) await this.options.onDaysClosed?.(database, this.now());
      }
    } catch (error) {
      logger.warn({ err: error }, "Rotating the visitor salts failed; retrying with the next batch");
    }
  }

  /** The batch's visitors as (day, hash) rows, with each day's salt; a visitor of a day whose salt is not loaded is not counted. */
  private hashVisitors(visitors: Set<string>): Array<{ day: string; hash: string }> {
    const rows: Array<{ day: string; hash: string }> = [];
    for (const visitor of visitors) {
      const [day, ip, userAgent] = visitor.split(SEP) as [string, string, string];
      const salt = this.salts.get(day);
      if (salt) rows.push({ day, hash: visitorHash(salt, ip, userAgent) });
    }
    return rows;
  }

  private async refreshSalts(): Promise<void> {
    const today = utcDay(this.now());
    const tomorrow = dayBefore(today, -1);
    if (this.salts.has(today) && this.salts.has(tomorrow)) return;
    // Yesterday's salt is forgotten here: no view is counted for a day that is over.
    this.salts = await ensureSalts(this.options.database(), [today, tomorrow]);
  }

  private knownFor(day: string) {
    let known = this.known.get(day);
    if (!known) {
      known = { pages: new Set(), sources: new Set() };
      this.known.set(day, known);
      for (const old of this.known.keys()) if (old < dayBefore(day, 1)) this.known.delete(old);
    }
    return known;
  }

  private bump(map: Map<string, number>, key: string, by = 1): void {
    map.set(key, (map.get(key) ?? 0) + by);
  }

  private restore(failed: Batch): void {
    for (const [day, n] of failed.days) this.bump(this.batch.days, day, n);
    for (const [key, n] of failed.languages) this.bump(this.batch.languages, key, n);
    for (const [key, n] of failed.pages) this.bump(this.batch.pages, key, n);
    for (const [key, n] of failed.sources) this.bump(this.batch.sources, key, n);
    for (const visitor of failed.visitors) if (this.batch.visitors.size < this.limits.visitorsPerBatch) this.batch.visitors.add(visitor);
  }
}

/** The key itself when the day already has it or has room for it, else the day's OTHER key. */
function capped(known: Set<string>, limit: number, key: string, other: string): string {
  if (known.has(key)) return key;
  if (known.size >= limit) return other;
  known.add(key);
  return key;
}

const plus = (table: string) => sql<number>`${sql.ref(`${table}.views`)} + ${sql.ref("excluded.views")}`;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) out.push(rows.slice(i, i + ROWS_PER_INSERT));
  return out;
}

/** Adds a batch with upserts that increment: instances writing the same rows add up. */
async function writeBatch(database: DB, batch: Batch, hashes: Array<{ day: string; hash: string }>): Promise<void> {
  const days = [...batch.days].map(([day, views]) => ({ day, views, visitors: 0 }));
  const languages = [...batch.languages].map(([key, views]) => {
    const [day, locale] = key.split(SEP) as [string, string];
    return { day, locale, views };
  });
  const pages = [...batch.pages].map(([key, views]) => {
    // Page views only: the paths that answer 404 are the 404 log's (decision 042).
    const [day, path] = key.split(SEP) as [string, string];
    return { day, status: 200, path, views };
  });
  const sources = [...batch.sources].map(([key, views]) => {
    const [day, referrer_host, utm_source, utm_medium, utm_campaign, device] = key.split(SEP) as [string, string, string, string, string, string];
    return { day, referrer_host, utm_source, utm_medium, utm_campaign, device, views };
  });
  for (const rows of chunks(days)) {
    await database.insertInto("visit_days").values(rows).onConflict((oc) => oc.column("day").doUpdateSet({ views: plus("visit_days") })).execute();
  }
  for (const rows of chunks(languages)) {
    await database
      .insertInto("visit_languages")
      .values(rows)
      .onConflict((oc) => oc.columns(["day", "locale"]).doUpdateSet({ views: plus("visit_languages") }))
      .execute();
  }
  for (const rows of chunks(pages)) {
    await database
      .insertInto("visit_pages")
      .values(rows)
      .onConflict((oc) => oc.columns(["status", "day", "path"]).doUpdateSet({ views: plus("visit_pages") }))
      .execute();
  }
  for (const rows of chunks(sources)) {
    await database
      .insertInto("visit_sources")
      .values(rows)
      .onConflict((oc) => oc.columns(["day", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device"]).doUpdateSet({ views: plus("visit_sources") }))
      .execute();
  }
  for (const rows of chunks(hashes)) {
    await database.insertInto("visitor_hashes").values(rows).onConflict((oc) => oc.doNothing()).execute();
  }
}
