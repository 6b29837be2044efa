// `npm run bench [name …]`: runs the named benchmarks (every one in benchmarks.ts by default), one after the other.
// Each prints its tables, writes bench/results/<name>.json and refreshes its block in docs/benchmarks.md.
import { BENCHMARKS } from "./benchmarks.ts";
import { ensureProductionBuild } from "./lib/production-server.ts";
import { report } from "./lib/report.ts";

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
