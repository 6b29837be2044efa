import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { logger } from "./logger.server.ts";

/** After a failed read (the database is down), requests go on without the copy this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/** Where a snapshot reads from, and its clock; tests give their own. */
export interface SnapshotSource {
  database?: () => Kysely<Database>;
  now?: () => number;
}

interface SnapshotOptions<T> extends SnapshotSource {
  /** Reads the copy from the tables; runs again after every invalidation. */
  read: (database: Kysely<Database>) => Promise<T>;
  /** What the log says when the read fails: what requests go on without meanwhile. */
  failure: string;
}

/**
 * A small table (or a few) in memory, so a request costs no query: read once after each change.
 * `invalidate()` runs on every content change, this process's and (through PostgreSQL's LISTEN)
 * every other instance's, as the HTML cache does (decision 012; server/app.ts wires it). A read that
 * began before a change is not kept, so no stale copy outlives the change. While the listener is
 * down (`listening(false)`) the copy held is still served, as the HTML cache serves the pages it
 * holds: the listener is mostly down because the database is, when nobody can change the tables,
 * and the copy is read anew once it listens again. Nothing here touches a database that does not
 * answer more than once every few seconds: without a copy, `get()` answers undefined meanwhile.
 */
export class TableSnapshot<T> {
  private copy: T | undefined;
  private loading: Promise<T | undefined> | undefined;
  private generation = 0;
  private retryAt = 0;
  private readonly options: SnapshotOptions<T>;
  private readonly database: () => Kysely<Database>;
  private readonly now: () => number;

  constructor(options: SnapshotOptions<T>) {
    this.options = options;
    this.database = options.database ?? db;
    this.now = options.now ?? Date.now;
  }

  invalidate(): void {
    this.generation += 1;
    this.copy = undefined;
    this.loading = undefined;
    this.retryAt = 0;
  }

  /** false while other instances' changes may go unheard; true once they are heard again (the copy is then read anew). */
  listening(heard: boolean): void {
    if (heard) this.invalidate();
  }

  /** The copy, read first when there is none; undefined while the database fails. Never throws. */
  get(): Promise<T | undefined> {
    if (this.copy !== undefined) return Promise.resolve(this.copy);
    if (this.now() < this.retryAt) return Promise.resolve(undefined);
    return this.load();
  }

  private load(): Promise<T | undefined> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = Promise.resolve()
      .then(() => this.options.read(this.database()))
      .then(
        (copy) => {
          if (generation === this.generation) this.copy = copy;
          return copy;
        },
        (error: unknown) => {
          logger.warn({ err: error }, this.options.failure);
          if (generation === this.generation) this.retryAt = this.now() + RETRY_AFTER_FAILURE_MS;
          return this.copy;
        },
      );
    this.loading = loading;
    void loading.finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    return loading;
  }
}
