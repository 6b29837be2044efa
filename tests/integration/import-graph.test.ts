import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * app/ has no import circle (docs/conventions.md, "Layers point down"). ESLint's import/no-cycle would
 * need a plugin and a resolver for the `#app/*` specifiers; this walk of the real files is small and
 * fast. Type-only imports are erased before run time, so they cannot form a circle and are skipped.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const APP = join(ROOT, "app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// `import x from "…"`, `import { a, type b } from "…"`, `export … from "…"`, `import "…"` and `import("…")`,
// but not `import type …` or `export type …`.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveSpecifier(from: string, specifier: string): string | undefined {
  let path: string;
  if (specifier.startsWith("#app/")) path = join(APP, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) path = resolve(dirname(from), specifier);
  else return undefined; // a package or #server/#tests: outside app/
  return [path, `${path}.ts`, `${path}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveSpecifier(file, (match[1] ?? match[2])!))
      .filter((target): target is string => target !== undefined && target.startsWith(APP));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle as a list of files, found by a depth-first walk that remembers the path it is on. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at !== -1) {
      cycles.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

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
