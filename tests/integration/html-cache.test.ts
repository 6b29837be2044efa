// The public HTML cache's store: bounded by bytes with the least recently used page out first, and
// a generation that keeps a render begun before a content change from refilling the cache after it.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { HtmlCache, type SharedPage } from "#server/html-cache.ts";

const KB = 1024;

/** A page whose compressed variants take `kb` KB each (their content is irrelevant to the store). */
function pageOf(kb: number, html = "<p>hello</p>"): SharedPage {
  const gzip = gzipSync(html);
  return { status: 200, headers: [["content-type", "text/html"]], csp: "script-src 'self'", hash: "h", br: Buffer.alloc(kb * KB), gzip: Buffer.concat([gzip, Buffer.alloc(kb * KB - gzip.length)]) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

async function fillNow(cache: HtmlCache, key: string, page: SharedPage) {
  await cache.fill(key, async () => page);
}

describe("HtmlCache", () => {
  it("keeps a filled page and hands it back", async () => {
    const cache = new HtmlCache({ maxBytes: 1024 * KB });
    const page = pageOf(10);
    expect(cache.get("http://site/a")).toBeUndefined();
    await fillNow(cache, "http://site/a", page);
    expect(cache.get("http://site/a")).toBe(page);
    expect(cache.size).toBe(1);
  });

  it("stays within its byte budget by dropping the least recently used page first", async () => {
    // Each page holds 2 × 10 KB of bodies plus about 1 KB of overhead: three fit in 70 KB, four do not.
    const cache = new HtmlCache({ maxBytes: 70 * KB });
    for (const key of ["a", "b", "c"]) await fillNow(cache, key, pageOf(10));
    expect(cache.size).toBe(3);
    cache.get("a"); // "a" is now the most recently used; "b" the least
    await fillNow(cache, "d", pageOf(10));

    expect(cache.bytes).toBeLessThanOrEqual(70 * KB);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c"), cache.get("d")].every(Boolean)).toBe(true);
  });

  it("never keeps a page larger than the whole budget", async () => {
    const cache = new HtmlCache({ maxBytes: 15 * KB });
    await fillNow(cache, "huge", pageOf(10));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("replacing a page does not count it twice", async () => {
    const cache = new HtmlCache({ maxBytes: 1024 * KB });
    await fillNow(cache, "a", pageOf(10));
    const once = cache.bytes;
    await fillNow(cache, "a", pageOf(10));
    expect(cache.bytes).toBe(once);
  });

  it("makes the plain body from the gzip variant on demand, keeps it and counts it", async () => {
    const cache = new HtmlCache({ maxBytes: 1024 * KB });
    const html = "<html><body>plain</body></html>";
    const page = { ...pageOf(1), gzip: gzipSync(html) };
    await fillNow(cache, "a", page);
    const before = cache.bytes;
    const identity = cache.identity("a", page);
    expect(identity.toString("utf8")).toBe(html);
    expect(cache.identity("a", page)).toBe(identity);
    expect(cache.bytes).toBe(before + identity.length);
  });

  it("clear() forgets every page", async () => {
    const cache = new HtmlCache({ maxBytes: 1024 * KB });
    await fillNow(cache, "a", pageOf(1));
    await fillNow(cache, "b", pageOf(1));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get("a")).toBeUndefined();
  });

  it("does not keep a page whose render began before a content change", async () => {
    const cache = new HtmlCache({ maxBytes: 1024 * KB });
    const render = deferred<SharedPage>();
    const filling = cache.fill("a", () => render.promise);
    // The render has read the old rows; now the change commits and empties the cache…
    cache.clear();
    // …and only then does the old render finish.
    render.resolve(pageOf(1, "old"));
    expect(await filling).not.toBeNull(); // its own visitor still gets it
    expect(cache.get("a")).toBeUndefined();

    await fillNow(cache, "a", pageOf(1, "new"));
    expect(cache.get("a")).toBeDefined();
  });

  it("lets requests arriving during a render wait for it, but not across a content change", async () => {
    const cache = new HtmlCache({ maxBytes: 1024 * KB });
    const render = deferred<SharedPage>();
    void cache.fill("a", () => render.promise);
    const waiting = cache.inFlight("a");
    expect(waiting).toBeDefined();
    expect(cache.inFlight("b")).toBeUndefined();

    const page = pageOf(1);
    render.resolve(page);
    expect(await waiting).toBe(page);
    expect(cache.inFlight("a")).toBeUndefined();

    void cache.fill("a", () => new Promise(() => {}));
    cache.clear();
    expect(cache.inFlight("a")).toBeUndefined();
  });

  it("hands waiters null when the render fails or gives nothing to share", async () => {
    const cache = new HtmlCache({ maxBytes: 1024 * KB });
    const failing = cache.fill("a", async () => {
      throw new Error("render failed");
    });
    const waiting = cache.inFlight("a");
    await expect(failing).rejects.toThrow("render failed");
    expect(await waiting).toBeNull();

    await cache.fill("b", async () => null);
    expect(cache.get("b")).toBeUndefined();
  });

  it("keeps what it holds but nothing new while suspended, and starts empty when resumed", async () => {
    const cache = new HtmlCache({ maxBytes: 1024 * KB });
    const held = pageOf(1);
    await fillNow(cache, "a", held);
    cache.suspend();
    expect(cache.keeping).toBe(false);
    expect(cache.get("a")).toBe(held);
    await fillNow(cache, "b", pageOf(1));
    expect(cache.get("b")).toBeUndefined();

    cache.resume();
    expect(cache.get("a")).toBeUndefined();
    await fillNow(cache, "b", pageOf(1));
    expect(cache.get("b")).toBeDefined();
  });

  it("asks to be filled again after each clear, but not while suspended: only once it is resumed", () => {
    let refills = 0;
    const cache = new HtmlCache({ maxBytes: 1024 * KB, onClear: () => (refills += 1) });
    cache.clear();
    expect(refills).toBe(1);

    cache.suspend();
    cache.clear();
    expect(refills).toBe(1);
    cache.resume();
    expect(refills).toBe(2);
  });
});
