import { logger } from "#app/lib/logger.server.ts";
import { parseSitePath } from "#app/lib/site-path.ts";
import { TableSnapshot, type SnapshotSource } from "#app/lib/table-snapshot.server.ts";
import { allRedirects } from "./redirects.server.ts";
import { normalizeRequestPath, type RedirectRow, type RedirectStatus } from "./schema.ts";

export interface RedirectTarget {
  toPath: string;
  statusCode: RedirectStatus;
}

type Redirects = Map<string, RedirectTarget>;

/**
 * Every redirect in memory, so a request costs a Map lookup and no query: a snapshot of the
 * redirects table, read again after every content change (app/lib/table-snapshot.server.ts).
 * While the database does not answer and no copy is held, requests go on without redirects.
 */
export class RedirectMap extends TableSnapshot<Redirects> {
  constructor(source: SnapshotSource = {}) {
    super({
      ...source,
      read: async (database) => new Map((await allRedirects(database)).filter(servable).map((row) => [row.fromPath, { toPath: row.toPath, statusCode: row.statusCode }])),
      failure: "Redirects could not be read; serving requests without them for now",
    });
  }

  /** Where a request path is redirected, or null. Never throws: a database failure means no redirect. */
  async lookup(pathname: string): Promise<RedirectTarget | null> {
    const map = await this.get();
    return map?.get(normalizeRequestPath(pathname)) ?? null;
  }
}

/** The stored target is checked again where it becomes a Location: a row written past the form's check is never served. */
function servable(row: RedirectRow): boolean {
  if (parseSitePath(row.toPath)) return true;
  logger.warn({ redirectId: row.id }, "A stored redirect points off the site; it is not served");
  return false;
}
