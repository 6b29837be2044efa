import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { parseSitePath } from "#app/lib/site-path.ts";
import { allRedirects } from "./redirects.server.ts";
import { normalizeRequestPath, type RedirectRow, type RedirectStatus } from "./schema.ts";

export interface RedirectTarget {
  toPath: string;
  statusCode: RedirectStatus;
}

/** After a failed read (the database is down), requests go on without redirects this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 5_000;

type Redirects = Map<string, RedirectTarget>;

/**
 * Every redirect in memory, so a request costs a Map lookup and no query. Read once after each
 * change: `invalidate()` runs on every content change, this process's and (through PostgreSQL's
 * LISTEN) every other instance's, as the HTML cache does (decision 012). A read that began before
 * a change is not kept, so no stale copy outlives the change. While the listener is down
 * (`listening(false)`) the copy held is still served, as the HTML cache serves the pages it holds
 * (decision 012): the listener is mostly down because the database is, when nobody can change
 * redirects, and the copy is read anew once it listens again. Nothing here touches a database
 * that does not answer more than once every few seconds: without a copy, requests go on without
 * redirects meanwhile.
 */
export class RedirectMap {
  private map: Redirects | undefined;
  private loading: Promise<Redirects | undefined> | undefined;
  private generation = 0;
  private retryAt = 0;
  private readonly database: () => Kysely<Database>;
  private readonly now: () => number;

  constructor({ database = db, now = Date.now }: { database?: () => Kysely<Database>; now?: () => number } = {}) {
    this.database = database;
    this.now = now;
  }

  invalidate(): void {
    this.generation += 1;
    this.map = undefined;
    this.loading = undefined;
    this.retryAt = 0;
  }

  /** false while other instances' changes may go unheard; true once they are heard again (the copy is then read anew). */
  listening(heard: boolean): void {
    if (heard) this.invalidate();
  }

  /** Where a request path is redirected, or null. Never throws: a database failure means no redirect. */
  async lookup(pathname: string): Promise<RedirectTarget | null> {
    const map = await this.current();
    return map?.get(normalizeRequestPath(pathname)) ?? null;
  }

  private current(): Promise<Redirects | undefined> {
    if (this.map) return Promise.resolve(this.map);
    if (this.now() < this.retryAt) return Promise.resolve(undefined);
    return this.load();
  }

  private load(): Promise<Redirects | undefined> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = Promise.resolve()
      .then(() => allRedirects(this.database()))
      .then(
      (rows) => {
        const map: Redirects = new Map(rows.filter(servable).map((row) => [row.fromPath, { toPath: row.toPath, statusCode: row.statusCode }]));
        if (generation === this.generation) this.map = map;
        return map;
      },
      (error: unknown) => {
        logger.warn({ err: error }, "Redirects could not be read; serving requests without them for now");
        if (generation === this.generation) this.retryAt = this.now() + RETRY_AFTER_FAILURE_MS;
        return this.map;
      },
    );
    this.loading = loading;
    void loading.finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }
}

/** The stored target is checked again where it becomes a Location: a row written past the form's check is never served. */
function servable(row: RedirectRow): boolean {
  if (parseSitePath(row.toPath)) return true;
  logger.warn({ redirectId: row.id }, "A stored redirect points off the site; it is not served");
  return false;
}
