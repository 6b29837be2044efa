// The benchmarks `npm run bench` knows, each loaded only when it runs (run.ts). Apart from run.ts,
// which runs them on import, so tests/integration/plain-node-imports.test.ts can load each one in plain Node.
import type { BenchResult } from "./lib/report.ts";

interface Benchmark {
  /** Whether it runs the production build. */
  needsBuild: boolean;
  load(): Promise<{ run(): Promise<BenchResult> }>;
}

export const BENCHMARKS: Record<string, Benchmark> = {
  startup: { needsBuild: true, load: () => import("./startup.ts") },
  load: { needsBuild: true, load: () => import("./load.ts") },
  lighthouse: { needsBuild: true, load: () => import("./lighthouse.ts") },
  scale: { needsBuild: false, load: () => import("./scale.ts") },
  media: { needsBuild: true, load: () => import("./media.ts") },
};
