import pg from "pg";
import { PG_CONNECTION_LIMITS } from "#app/db/pg-pool.server.ts";
import { logger } from "#app/lib/logger.server.ts";

export interface ContentChangeListenerOptions {
  url: string;
  channel: string;
  /** A content change elsewhere was announced. */
  onChange: () => void;
  /** false when the connection is lost (changes may now go unheard), true once it listens (again). */
  onListening: (listening: boolean) => void;
  /** Names the connection in pg_stat_activity. */
  applicationName?: string;
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export interface ContentChangeListener {
  close(): Promise<void>;
}

/**
 * A dedicated PostgreSQL connection that LISTENs for content changes from every app instance
 * (app/lib/content-events.server.ts). A pooled connection cannot do this: LISTEN belongs to one
 * session. When the connection drops it reconnects with growing pauses (capped at a few seconds, so
 * the cache is back soon after the database is); meanwhile `onListening(false)` tells the cache to
 * keep nothing new, since a change made elsewhere would go unheard.
 */
export function listenForContentChanges(options: ContentChangeListenerOptions): ContentChangeListener {
  const { url, channel, onChange, onListening, applicationName = "brandcheck-html-cache", firstRetryMs = 500, maxRetryMs = 5_000 } = options;
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  let closed = false;

  function lost(client: pg.Client, error?: unknown) {
    if (client !== current) return;
    current = undefined;
    logger.warn({ err: error }, "Content change listener lost its database connection; reconnecting");
    onListening(false);
    void client.end().catch(() => {});
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  async function connect() {
    const client = new pg.Client({ connectionString: url, application_name: applicationName, ...PG_CONNECTION_LIMITS });
    client.on("notification", (message) => {
      if (message.channel === channel) onChange();
    });
    // Attached before connecting: an "error" event without a listener would crash the process.
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      logger.warn({ err: error }, "Content change listener could not connect; retrying");
      void client.end().catch(() => {});
      scheduleRetry();
      return;
    }
    if (closed) return void (await client.end().catch(() => {}));
    current = client;
    retryMs = firstRetryMs;
    onListening(true);
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
