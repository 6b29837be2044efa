// Start-up: from spawning the built server to /readyz answering, on a database that already exists
// (migrated and holding pages), then its resident memory once idle and the first page it renders.
import { setTimeout as sleep } from "node:timers/promises";
import { residentMemoryMiB, startProductionServer } from "./lib/production-server.ts";
import type { BenchResult } from "./lib/report.ts";
import { createSiteDatabase } from "./lib/site-database.ts";
import { median, round } from "./lib/stats.ts";

const STARTS = 5;
const IDLE_MS = 3000;

interface Start {
  readyMs: number;
  idleRssMiB: number | null;
  firstPageMs: number;
}

export async function run(): Promise<BenchResult> {
  const site = await createSiteDatabase();
  const starts: Start[] = [];
  try {
    // The first start applies no migration either: createSiteDatabase left the database at the latest one.
    for (let i = 0; i < STARTS; i++) {
      const server = await startProductionServer({ databaseUrl: site.url });
      try {
        await sleep(IDLE_MS);
        const idleRssMiB = residentMemoryMiB(server.pid);
        const before = performance.now();
        await (await fetch(`${server.origin}/`)).arrayBuffer();
        starts.push({ readyMs: server.readyAfterMs, idleRssMiB, firstPageMs: performance.now() - before });
      } finally {
        await server.stop();
      }
    }
  } finally {
    site.remove();
  }

  const column = <K extends keyof Start>(key: K) => starts.map((start) => start[key]).filter((value): value is number => value !== null);
  const summary = (values: number[]) => [round(median(values)), round(Math.min(...values)), round(Math.max(...values))];
  return {
    name: "startup",
    tables: [
      {
        title: `node server.ts (NODE_ENV=production) on an existing SQLite database, ${STARTS} starts`,
        columns: ["Measure", "Median", "Min", "Max"],
        rows: [
          ["Spawn to /readyz 200 (ms)", ...summary(column("readyMs"))],
          [`Resident memory after ${IDLE_MS / 1000} s idle (MiB)`, ...summary(column("idleRssMiB"))],
          ["First GET / after start (ms)", ...summary(column("firstPageMs"))],
        ],
      },
    ],
    notes: ["Ready means migrations checked, the jobs worker started, the database answering `select 1` and, with `SITE_URL` set (as here), every page the sitemap lists rendered into the HTML cache (decision 020)."],
    raw: { starts },
  };
}
