// The shared page's client entry, moved after the first paint: what changes in the HTML, and what
// the policy must then allow. The browser side (no script fetched before the first paint, the page
// still hydrates) is tests/e2e/bundle-budgets.test.ts and every public-page browser test.
import { createHash } from "node:crypto";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferClientEntry } from "#server/deferred-client-entry.ts";

const NONCE = "bm9uY2U=";
const ENTRY = `;\nimport * as route0 from "/assets/root-1.js";\nwindow.__routes = {"root":route0};\nimport("/assets/entry.client-1.js");`;

/** A page as React Router writes it: preloads and the entry script carry the nonce; content does not. */
function rendered({ withEntry = true } = {}): string {
  return (
    `<html><head><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>` +
    `<link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/><link rel="stylesheet" href="/assets/root.css"/></head>` +
    `<body><main><link rel="modulepreload" href="/from-content.js"/></main>` +
    `<script nonce="${NONCE}">window.__context = {};</script>` +
    (withEntry ? `<script nonce="${NONCE}" type="module" async="">${ENTRY}</script>` : "") +
    `</body></html>`
  );
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

type Node = { tag: string; rel?: string; href?: string; type?: string; textContent?: string };

/** Runs the page's new script against a stand-in for the browser APIs it uses, and lets a test drive them. */
function runLoader({ visibilityState, paintTiming = true }: { visibilityState: string; paintTiming?: boolean }) {
  const { html } = deferClientEntry(rendered(), NONCE);
  const loader = /<script nonce="[^"]+">(\(\(\)=>[\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Node[] = [];
  const listeners = new Map<string, () => void>();
  const pending: { ms: number; run: () => void }[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const append = (node: Node) => added.push(node);
  runInNewContext(loader, {
    document: { visibilityState, createElement: (tag: string) => ({ tag }), head: { append }, body: { append } },
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    setTimeout: (run: () => void, ms: number) => pending.push({ ms, run }),
  });
  return {
    added,
    get timers() {
      return pending.map((timer) => timer.ms);
    },
    reportPaint: (name: string) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => (observer = undefined) }),
    fire: (type: string) => listeners.get(type)?.(),
    runTimers: () => pending.splice(0).forEach((timer) => timer.run()),
  };
}

describe("deferClientEntry", () => {
  it("takes out React Router's module preloads and leaves other links alone", () => {
    const { html } = deferClientEntry(rendered(), NONCE);
    expect(html).not.toContain('<link rel="modulepreload" href="/assets/');
    expect(html).toContain('<link rel="modulepreload" href="/from-content.js"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("puts a classic script carrying the nonce where the module script was, and names the module code's hash", () => {
    const { html, hashes } = deferClientEntry(rendered(), NONCE);
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(new RegExp(`<script nonce="${NONCE}">window.__context = \\{\\};</script><script nonce="${NONCE}">\\(\\(\\)=>\\{[^<]*</script></body>`));
    expect(hashes).toEqual([sha256(ENTRY)]);
  });

  it("adds the same preloads and the same module script once the first contentful paint is reported", () => {
    const browser = runLoader({ visibilityState: "visible" });
    browser.reportPaint("first-paint");
    expect(browser.added, "nothing before the first contentful paint").toEqual([]);
    browser.reportPaint("first-contentful-paint");
    expect(browser.added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-1.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root-1.js" },
      { tag: "script", type: "module", textContent: ENTRY },
    ]);
    browser.fire("load");
    browser.runTimers();
    expect(browser.added, "started once only").toHaveLength(3);
  });

  it("starts 3 s after the load event should no paint be reported", () => {
    const browser = runLoader({ visibilityState: "visible" });
    browser.fire("load");
    expect(browser.added).toEqual([]);
    expect(browser.timers).toEqual([3000]);
    browser.runTimers();
    expect(browser.added).toHaveLength(3);
  });

  it("starts on the load event without paint timing, and at once in a hidden page, which paints nothing", () => {
    const withoutPaintTiming = runLoader({ visibilityState: "visible", paintTiming: false });
    expect(withoutPaintTiming.added).toEqual([]);
    withoutPaintTiming.fire("load");
    expect(withoutPaintTiming.added).toHaveLength(3);
    expect(runLoader({ visibilityState: "hidden" }).added).toHaveLength(3);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const page = rendered({ withEntry: false });
    expect(deferClientEntry(page, NONCE)).toEqual({ html: page, hashes: [] });
  });
});
