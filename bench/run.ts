// `npm run bench [name …]`: runs the named benchmarks (all four by default), one after the other.
// Each prints its tables, writes bench/results/<name>.json and refreshes its block in docs/benchmarks.md.
import { ensureProductionBuild } from "./lib/production-server.ts";
import { report, type BenchResult } from "./lib/report.ts";

interface Benchmark {
  /** Whether it runs the production build. */
  needsBuild: boolean;
  load(): Promise<{ run(): Promise<BenchResult> }>;
}

const BENCHMARKS: Record<string, Benchmark> = {
  startup: { needsBuild: true, load: () => import("./startup.ts") },
  load: { needsBuild: true, load: () => import("./load.ts") },
  lighthouse: { needsBuild: true, load: () => import("./lighthouse.ts") },
  scale: { needsBuild: false, load: () => import("./scale.ts") },
  media: { needsBuild: true, load: () => import("./media.ts") },
};

const requested = process.argv.slice(2);
const names = requested.length > 0 ? requested : Object.keys(BENCHMARKS);
const unknown = names.filter((name) => !Object.hasOwn(BENCHMARKS, name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(", ")}. Choose from: ${Object.keys(BENCHMARKS).join(", ")}.`);
  process.exit(2);
}

if (names.some((name) => BENCHMARKS[name]!.needsBuild)) ensureProductionBuild();
for (const name of names) {
  const started = performance.now();
  console.log(`\n=== ${name} ===`);
  const { run } = await BENCHMARKS[name]!.load();
  report(await run());
  console.log(`(${name} took ${Math.round((performance.now() - started) / 1000)} s)`);
}
