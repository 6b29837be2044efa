// Every repository path the README, docs/ and the code's comments name exists: a reader who follows
// `docs/decisions/028-….md` or `tests/integration/….test.ts` finds it. A file that moves takes its
// mentions along, or this fails and lists them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "#tests/utils/import-graph.ts";

/** Files and folders .gitignore names (build/, bench/results/ …): made by a run, so named but not committed. */
const GENERATED = readFileSync(join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => line.endsWith("/"))
  .map((line) => line.replace(/^\//, ""));

/** Files the decision records name as taken out: history, not a pointer. */
const TAKEN_OUT = new Set(["server/deferred-client-entry.ts"]);

const SKIPPED_FOLDERS = new Set(["node_modules", ".git", ...GENERATED.map((line) => line.replace(/\/$/, ""))]);

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED_FOLDERS.has(relative(ROOT, path))) return [];
    if (statSync(path).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

// A path from the repository's root, e.g. app/lib/env.server.ts or docs/decisions/018 (the record's number).
// Not one that is part of a longer path, a URL or a `#app/` specifier.
const REPOSITORY_PATH = /(?<![\w./#@$-])(?:app|tests|server|scripts|bench|docs)\/[^\s`'"()[\],;:|]*/g;
/** A placeholder or a pattern, not a file: `app/<name>.server.ts`, `server/html-cache*.ts`, `tests/e2e/{a,b}`. */
const PATTERN = /[<>*{}…]|\.\.\./;

function namedPaths(text: string): string[] {
  return [...text.matchAll(REPOSITORY_PATH)].map(([path]) => path.replace(/[.]+$/, "")).filter((path) => !PATTERN.test(path));
}

/** Whether `path` names something in the repository (a decision record may be named by its number). */
function exists(path: string): boolean {
  if (TAKEN_OUT.has(path) || GENERATED.some((generated) => `${path}/`.startsWith(generated))) return true;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
  if (decision) return readdirSync(join(ROOT, "docs/decisions")).some((name) => name.startsWith(`${decision[1]}-`));
  return existsSync(join(ROOT, path));
}

const DOCUMENTS = [join(ROOT, "README.md"), ...filesUnder(join(ROOT, "docs"), /\.md$/)];
const SOURCES = [
  ...["app", "server", "scripts", "bench", "tests"].flatMap((dir) => filesUnder(join(ROOT, dir), /\.(?:ts|tsx|sh)$/)),
  ...filesUnder(ROOT, /^[^/]+\.(?:ts|js)$/).filter((file) => !file.slice(ROOT.length + 1).includes("/")),
].filter((file) => file !== import.meta.filename);

function missingPaths(files: string[]): string[] {
  return files.flatMap((file) => namedPaths(readFileSync(file, "utf8")).filter((path) => !exists(path)).map((path) => `${relative(ROOT, file)}: ${path}`));
}

describe("repository paths named in the documentation and in comments", () => {
  it("reads paths, and skips placeholders and patterns", () => {
    const sample = "See `app/lib/env.server.ts`, docs/decisions/018, (tests/e2e/a.test.ts). Not #app/lib/x.ts, " +
      "https://example.com/docs/x, app/<name>.server.ts, server/html-cache*.ts or ../app/y.ts.";
    expect(namedPaths(sample)).toEqual(["app/lib/env.server.ts", "docs/decisions/018", "tests/e2e/a.test.ts"]);
    expect(["app/lib/env.server.ts", "docs/decisions/018", "bench/results/load.json"].every(exists)).toBe(true);
    expect(exists("docs/decisions/024-nothing-here.md")).toBe(false);
  });

  it("the README and docs/ name only paths that exist", () => {
    expect(DOCUMENTS.length).toBeGreaterThan(30);
    expect(missingPaths(DOCUMENTS), "paths named in README.md and docs/ that do not exist (moved or renamed?)").toEqual([]);
  });

  it("the code's comments name only paths that exist", () => {
    expect(missingPaths(SOURCES), "paths named in the code that do not exist (moved or renamed?)").toEqual([]);
  });
});
