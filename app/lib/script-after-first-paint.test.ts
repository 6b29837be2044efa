// The public pages' script loader: the script is added once the first contentful paint is reported,
// and only once. The browser side (no script fetched before the first paint) is
// tests/e2e/bundle-budgets.test.ts; the policy that lets the loader run, tests/e2e/csp-every-route.test.ts.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptAfterFirstPaint } from "./script-after-first-paint.ts";

const SRC = "/assets/site-enhance-1.js";

type Node = { tag: string; type?: string; src?: string };

/** Runs the loader against a stand-in for the browser APIs it uses, and lets a test drive them. */
function runLoader({ visibilityState, paintTiming = true }: { visibilityState: string; paintTiming?: boolean }) {
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
  runInNewContext(scriptAfterFirstPaint(SRC), {
    document: { visibilityState, createElement: (tag: string) => ({ tag }), body: { append: (node: Node) => added.push(node) } },
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

describe("scriptAfterFirstPaint", () => {
  it("adds the module script once the first contentful paint is reported, and once only", () => {
    const browser = runLoader({ visibilityState: "visible" });
    browser.reportPaint("first-paint");
    expect(browser.added, "nothing before the first contentful paint").toEqual([]);
    browser.reportPaint("first-contentful-paint");
    expect(browser.added).toEqual([{ tag: "script", type: "module", src: SRC }]);
    browser.fire("load");
    browser.runTimers();
    expect(browser.added, "started once only").toHaveLength(1);
  });

  it("starts 3 s after the load event should no paint be reported", () => {
    const browser = runLoader({ visibilityState: "visible" });
    browser.fire("load");
    expect(browser.added).toEqual([]);
    expect(browser.timers).toEqual([3000]);
    browser.runTimers();
    expect(browser.added).toHaveLength(1);
  });

  it("starts on the load event without paint timing, and at once in a hidden page, which paints nothing", () => {
    const withoutPaintTiming = runLoader({ visibilityState: "visible", paintTiming: false });
    expect(withoutPaintTiming.added).toEqual([]);
    withoutPaintTiming.fire("load");
    expect(withoutPaintTiming.added).toHaveLength(1);
    expect(runLoader({ visibilityState: "hidden" }).added).toHaveLength(1);
  });

  it("cannot end its <script> element, whatever the address", () => {
    expect(scriptAfterFirstPaint("/assets/</script><script>alert(1)//.js")).not.toContain("</script>");
  });
});
