import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The repository's import graph, read from the files themselves: the checks that hold the layers
 * and the rules of docs/conventions.md (tests/integration/import-graph.test.ts,
 * plain-node-imports.test.ts, public-script-imports.test.ts). ESLint's import plugin would need a
 * resolver for the `#app/*` specifiers; this reader is small and fast.
 */
export const ROOT = resolve(import.meta.dirname, "../..");
export const APP = join(ROOT, "app");

/** The package.json "imports" this repository defines, and the folder each one names. */
const SUBPATHS: Record<string, string> = { "#app/": APP, "#server/": join(ROOT, "server"), "#tests/": join(ROOT, "tests") };

/** Every .ts and .tsx file under `dir` but the tests. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// `import x from "…"`, `import { a, type b } from "…"`, `export … from "…"`, `import "…"` and `import("…")`,
// but not `import type …` or `export type …`: type-only imports are erased before the code runs.
export const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The specifiers of a file's value imports, as written; with `dynamic: false`, its static ones only. */
export function valueImports(file: string, { dynamic = true } = {}): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].flatMap((match) => (match[1] ?? (dynamic ? match[2] : undefined)) ?? []);
}

/** The repository file a specifier names, or undefined for a package (or a file that does not exist). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const prefix = Object.keys(SUBPATHS).find((candidate) => specifier.startsWith(candidate));
  let path: string;
  if (prefix) path = join(SUBPATHS[prefix]!, specifier.slice(prefix.length));
  else if (specifier.startsWith(".")) path = resolve(dirname(from), specifier);
  else return undefined;
  return [path, `${path}.ts`, `${path}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Each file's value imports that resolve to a file under `within`. */
export function importGraph(files: string[], within = APP): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = valueImports(file)
      .map((specifier) => resolveSpecifier(file, specifier))
      .filter((target): target is string => target !== undefined && target.startsWith(within));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The features each feature's files import (app/features/<name>/…), by name. */
export function featureGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const featureOf = (file: string) => /^features\/([^/]+)\//.exec(relative(APP, file))?.[1];
  const features = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    const to = features.get(from) ?? new Set<string>();
    for (const target of targets) {
      const feature = featureOf(target);
      if (feature && feature !== from) to.add(feature);
    }
    features.set(from, to);
  }
  return new Map([...features].map(([feature, targets]) => [feature, [...targets].sort()]));
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

/**
 * Every repository file that `entries` load through value imports, each with the file that first
 * imported it (undefined for an entry), so a failure can print the whole chain. With
 * `dynamic: false`, only what loads with them (an `import()` runs only when its code is called, as
 * the registry's lazy editors are never called by the scripts).
 */
export function reachableFrom(entries: string[], options: { dynamic?: boolean } = {}): Map<string, string | undefined> {
  const importedBy = new Map<string, string | undefined>(entries.map((entry) => [entry, undefined]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    // A .tsx file is itself what every check using this refuses: the walk stops there.
    if (file.endsWith(".tsx")) continue;
    for (const specifier of valueImports(file, options)) {
      const target = resolveSpecifier(file, specifier);
      if (target === undefined || importedBy.has(target)) continue;
      importedBy.set(target, file);
      queue.push(target);
    }
  }
  return importedBy;
}

/** "scripts/migrate.ts -> app/features/…/a.ts -> app/…/b.tsx": how an entry reaches `file`. */
export function importChain(importedBy: Map<string, string | undefined>, file: string): string {
  const chain: string[] = [];
  for (let at: string | undefined = file; at !== undefined; at = importedBy.get(at)) chain.unshift(relative(ROOT, at));
  return chain.join(" -> ");
}
