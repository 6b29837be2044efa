import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { APP, featureGraph, findCycles, IMPORT, importGraph, ROOT, sourceFiles } from "#tests/utils/import-graph.ts";

/**
 * app/ has no import circle (docs/conventions.md, "Layers point down"). Type-only imports are erased
 * before run time, so they cannot form a circle and are skipped.
 */
describe("the import graph of app/", () => {
  it("finds a circle when there is one (so the check below can fail)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  it("reads value imports and skips type-only ones", () => {
    const sample = [
      'import { a, type B } from "./x.ts";',
      'import type { C } from "./y.ts";',
      'export { d } from "./z.ts";',
      'export type { E } from "./w.ts";',
      'const lazy = import("./v.ts");',
    ].join("\n");
    expect([...sample.matchAll(IMPORT)].map((match) => match[1] ?? match[2])).toEqual(["./x.ts", "./z.ts", "./v.ts"]);
  });

  it("has no import circle", () => {
    const cycles = findCycles(importGraph(sourceFiles(APP)));
    expect(cycles.map((cycle) => cycle.map((file) => relative(ROOT, file)).join(" -> "))).toEqual([]);
  });

  it("has no circle between features, but for the ones the pages split removes", () => {
    // The auth set-up wires the users feature's invitation step into better-auth: a registry that
    // wires features together (docs/conventions.md, "Layers"), so it does not count.
    const wiring = [join(APP, "features/auth/auth.server.ts")];
    // Left for the division of features/pages (issue P): pages reads SEO settings while the sitemap
    // lists pages, and redirects look site pages up while pages create redirects.
    const known = ["pages -> seo -> pages", "pages -> redirects -> pages"];
    const cycles = findCycles(featureGraph(importGraph(sourceFiles(APP).filter((file) => !wiring.includes(file)))));
    // Each circle read from its alphabetically first feature, so the names above do not depend on file order.
    const named = cycles.map((cycle) => {
      const ring = cycle.slice(0, -1);
      const first = ring.indexOf([...ring].sort()[0]!);
      const from = [...ring.slice(first), ...ring.slice(0, first)];
      return [...from, from[0]].join(" -> ");
    });
    expect(named.filter((cycle) => !known.includes(cycle))).toEqual([]);
  });
});
