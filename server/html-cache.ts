import { gunzipSync } from "node:zlib";

/**
 * A public page as every visitor gets it: rendered once, kept compressed. Nothing in it belongs to
 * one visitor (docs/decisions/012-html-cache.md).
 */
export interface SharedPage {
  status: number;
  /** Response headers the route set (Content-Type among them), replayed on every hit. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The policy allowing exactly this page's own inline scripts, by their hashes. */
  csp: string;
  /** Hash of the uncompressed body; each encoding gets its own strong ETag from it. */
  hash: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Kept when the page is not compressed (cache off), else made from gzip when first asked for. */
  identity?: Buffer;
}

interface Entry {
  page: SharedPage;
  bytes: number;
}

// What an entry costs beyond its bodies (key, headers, policy, bookkeeping), roughly.
const ENTRY_OVERHEAD = 1024;

/**
 * Public pages by key (origin and path), least recently used first out once the bodies held pass
 * `maxBytes`.
 *
 * Invalidation raises a generation. A render records the generation it started in, and its page is
 * kept only if no invalidation came meanwhile: a render that read the old rows just before a change
 * committed would otherwise put the old page back after the change emptied the cache.
 */
export class HtmlCache {
  readonly maxBytes: number;
  readonly #onClear: () => void;
  #entries = new Map<string, Entry>();
  #inFlight = new Map<string, Promise<SharedPage | null>>();
  #bytes = 0;
  #generation = 0;
  #suspended = false;

  /**
   * `onClear`: called after every invalidation, when the cache has just been emptied (to fill it
   * again). Not while suspended, when nothing would be kept: a warm-up round then would go through
   * every page keeping none and count as done (decision 020's readiness); resume() calls it.
   */
  constructor({ maxBytes, onClear = () => {} }: { maxBytes: number; onClear?: () => void }) {
    this.maxBytes = maxBytes;
    this.#onClear = onClear;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** False while suspended: nothing new would be kept, so nothing new is worth compressing either. */
  get keeping(): boolean {
    return !this.#suspended;
  }

  /** Whether a page is held for `key`, without counting as a use of it. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  get(key: string): SharedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end keeps the least recently used first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  /** The page a render already under way (since the last invalidation) will give for `key`; null when it gives none. */
  inFlight(key: string): Promise<SharedPage | null> | undefined {
    return this.#inFlight.get(key)?.catch(() => null);
  }

  /**
   * Runs `render` for `key` and keeps its page, unless the content changed while it ran. Requests
   * for the same key meanwhile can wait for it (inFlight) instead of rendering it again.
   */
  fill(key: string, render: () => Promise<SharedPage | null>): Promise<SharedPage | null> {
    const generation = this.#generation;
    const pending = render();
    this.#inFlight.set(key, pending);
    const settle = () => {
      if (this.#inFlight.get(key) === pending) this.#inFlight.delete(key);
    };
    pending.then((page) => {
      settle();
      if (page && generation === this.#generation && !this.#suspended) this.#store(key, page);
    }, settle);
    return pending;
  }

  /** The uncompressed body, made from the gzip variant on first demand and then kept (and counted). */
  identity(key: string, page: SharedPage): Buffer {
    if (page.identity) return page.identity;
    const identity = gunzipSync(page.gzip!);
    page.identity = identity;
    const entry = this.#entries.get(key);
    if (entry?.page === page) {
      entry.bytes += identity.length;
      this.#bytes += identity.length;
      this.#evict();
    }
    return identity;
  }

  /** Content changed: forget every page, and every render that started before now. */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#inFlight.clear();
    this.#bytes = 0;
    if (!this.#suspended) this.#onClear();
  }

  /**
   * Stops keeping new pages until resume(): changes may go unheard meanwhile (the change listener
   * lost its database connection), so a page rendered now could be out of date by the time it is
   * served. The pages held stay and are still served: mostly the database is unreachable for
   * everyone then, so nobody can change them, and they are what keeps the site up through a
   * database outage. A change that did slip through is dropped by resume().
   */
  suspend(): void {
    this.#suspended = true;
  }

  /** Keeps pages again, starting empty: a change made while suspended may have gone unheard. */
  resume(): void {
    this.#suspended = false;
    this.clear();
  }

  #store(key: string, page: SharedPage): void {
    const bytes = ENTRY_OVERHEAD + key.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + (page.identity?.length ?? 0);
    if (bytes > this.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.bytes;
      this.#entries.delete(key);
    }
    this.#entries.set(key, { page, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
