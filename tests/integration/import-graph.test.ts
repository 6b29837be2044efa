import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { APP, findCycles, IMPORT, importGraph, ROOT, sourceFiles } from "#tests/utils/import-graph.ts";

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
});
