import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { logger } from "#app/lib/logger.server.ts";
import { allRedirects } from "./redirects.server.ts";
import { normalizeRequestPath, type RedirectStatus } from "./schema.ts";

export interface RedirectTarget {
  toPath: string;
  statusCode: RedirectStatus;
}

/** While changes made elsewhere may go unheard (no LISTEN connection), a copy is trusted this long. */
const UNHEARD_MAX_AGE_MS = 5_000;

/**
 * Every redirect in memory, so a request costs a Map lookup and no query. Read once after each
 * change: `invalidate()` runs on every content change, this process's and (through PostgreSQL's
 * LISTEN) every other instance's, as the HTML cache does (decision 012). A read that began before
 * a change is not kept, so no stale copy outlives the change. While the listener is down
 * (`listening(false)`) the copy is read again every few seconds instead.
 */
export class RedirectMap {
  private map: Map<string, RedirectTarget> | undefined;
  private loading: Promise<Map<string, RedirectTarget>> | undefined;
  private generation = 0;
  private loadedAt = 0;
  private heard = true;
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
  }

  /** false while other instances' changes may go unheard; true once they are heard again (the copy is then read anew). */
  listening(heard: boolean): void {
    this.heard = heard;
    this.invalidate();
  }

  /** Where a request path is redirected, or null. A database failure means no redirect (logged), never a failed request. */
  async lookup(pathname: string): Promise<RedirectTarget | null> {
    try {
      const map = await this.current();
      return map.get(normalizeRequestPath(pathname)) ?? null;
    } catch (error) {
      logger.warn({ err: error }, "Redirects could not be read; serving the request without them");
      return null;
    }
  }

  private current(): Promise<Map<string, RedirectTarget>> {
    if (this.map && (this.heard || this.now() - this.loadedAt < UNHEARD_MAX_AGE_MS)) return Promise.resolve(this.map);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = allRedirects(this.database()).then((rows) => {
      const map = new Map(rows.map((row) => [row.fromPath, { toPath: row.toPath, statusCode: row.statusCode }]));
      if (generation === this.generation) {
        this.map = map;
        this.loadedAt = this.now();
      }
      return map;
    });
    this.loading = loading;
    void loading.catch(() => {}).finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }
}
