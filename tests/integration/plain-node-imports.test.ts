// Plain Node runs `node server.ts`, the scripts (`npm run db:migrate` seeds the site pages,
// `admin:create`, `db:backup`, `db:restore`) and the benchmarks. It strips TypeScript's types but cannot
// load .tsx: a data module that imports a React component (as pages.server.ts once did through the
// rich-text <picture>) stops them before they start. The rule, "plain-Node scripts never import
// .tsx", is in docs/conventions.md; the first test walks their imports, the others load the
// benchmarks in a plain Node process, as `npm run bench` loads them (nothing is run).
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { BENCHMARKS } from "../../bench/benchmarks.ts";
import { importChain, reachableFrom, ROOT, sourceFiles } from "#tests/utils/import-graph.ts";

/** What Node runs directly: the server's entry, every script and every benchmark. */
const PLAIN_NODE_ENTRIES = [
  join(ROOT, "server.ts"),
  ...readdirSync(join(ROOT, "scripts"))
    .filter((name) => name.endsWith(".ts"))
    .map((name) => join(ROOT, "scripts", name)),
  ...sourceFiles(join(ROOT, "bench")),
];

/** How each entry reaches a .tsx file, one line per file reached; empty when none does. */
function tsxImports(entries: string[]): string[] {
  const importedBy = reachableFrom(entries, { dynamic: false });
  return [...importedBy.keys()].filter((file) => file.endsWith(".tsx")).map((file) => importChain(importedBy, file));
}

it("what plain Node runs (server.ts, scripts/, bench/) imports no .tsx", () => {
  expect(PLAIN_NODE_ENTRIES.map((entry) => relative(ROOT, entry))).toEqual(expect.arrayContaining(["server.ts", "scripts/migrate.ts", "bench/seed-scale.ts"]));
  expect(
    tsxImports(PLAIN_NODE_ENTRIES),
    "Plain-Node scripts never import .tsx (docs/conventions.md, \"Plain Node loads no .tsx\"): Node cannot load it, so `npm start`, `npm run db:migrate` or the benchmarks would stop at start. Keep what they need in a .ts module (as marketing-icon-names.ts beside marketing-icon.tsx).",
  ).toEqual([]);
});

const node = (args: string[]) => promisify(execFile)(process.execPath, args, { env: { ...process.env, LOG_LEVEL: "silent" } });

// A Node process that type-strips most of app/: seconds alone, past 30 s in the CI's niced lane beside the browser tests.
it("every benchmark and the scale benchmark's seeding script load in plain Node", { timeout: 120_000 }, async () => {
  // One process for all (they share most of app/), each module's exports printed once it loaded.
  const source = `
    const { BENCHMARKS } = await import("./bench/benchmarks.ts");
    const loaded = {};
    for (const name of Object.keys(BENCHMARKS)) loaded[name] = Object.keys(await BENCHMARKS[name].load());
    loaded["seed-scale"] = Object.keys(await import("./bench/seed-scale.ts"));
    console.log(JSON.stringify(loaded));`;
  const { stdout } = await node(["--input-type=module", "-e", source]);
  const loaded = JSON.parse(stdout) as Record<string, string[]>;
  for (const name of Object.keys(BENCHMARKS)) expect(loaded[name], name).toContain("run");
  expect(loaded["seed-scale"]).toContain("seedScale");
});

it("the scale benchmark's export probe loads in plain Node (its body runs after its imports, and first asks for --expose-gc)", async () => {
  await expect(node(["bench/export-probe.ts"])).rejects.toMatchObject({ stderr: expect.stringContaining("Run with --expose-gc") });
});
