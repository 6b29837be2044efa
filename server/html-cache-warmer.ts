import { logger } from "#app/lib/logger.server.ts";

export interface CacheWarmerOptions {
  /** The public pages to render (listWarmPaths: the most visited first, bounded), read afresh for each round. */
  listPaths: () => Promise<string[]>;
  /** Renders one path into the cache unless it is there already (warmSharedPage). */
  warm: (path: string) => Promise<unknown>;
}

export interface CacheWarmer {
  /** Fills the cache again, in the background; rounds asked for while one runs make one more round. */
  schedule(): void;
  /**
   * Whether a round has gone through every page without the cache being emptied meanwhile: /readyz
   * waits for it. A round cut short by an invalidation (seeding at start makes several) does not count.
   */
  readonly warmedUp: boolean;
  /** Waits for the round under way; schedules nothing more. */
  stop(): Promise<void>;
}

/**
 * Renders the public pages into the HTML cache before anyone asks for them: at start, before the
 * instance says it is ready, and again after every invalidation, so a visitor meets a cache hit
 * after a start, a deploy or a content change (docs/decisions/020-public-javascript-and-warm-cache.md).
 * One page at a time, so visitors' requests are not kept waiting behind a burst of renders. A page
 * that fails to render is logged and left to its first visitor, as before.
 */
export function createCacheWarmer({ listPaths, warm }: CacheWarmerOptions): CacheWarmer {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let warmedUp = false;

  async function round(): Promise<void> {
    try {
      const paths = await listPaths();
      for (const path of paths) {
        if (stopped || again) break; // the cache was emptied meanwhile: start over with the new list
        await warm(path).catch((error: unknown) => logger.warn({ err: error, path }, "Could not render a public page into the cache ahead of its first visitor"));
      }
    } catch (error) {
      logger.warn({ err: error }, "Could not list the public pages to render into the cache");
    }
  }

  function schedule(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await round();
      } while (again && !stopped);
      if (!stopped) warmedUp = true;
      running = undefined;
    })();
  }

  return {
    schedule,
    get warmedUp() {
      return warmedUp;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
