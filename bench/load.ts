// Load: the production build under autocannon, side by side: a static file of the home page's size,
// the home page and a CMS page from the HTML cache, the same pages with the cache off, and with the
// visit counting off (issue N: counting must cost cached pages less than 5 %), and the German and
// Hong Kong Chinese pages from the same cache (issue Q: at the same rate as English ones).
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { LoadOptions, LoadSummary } from "./load-client.ts";
import { CAN_PIN, pinned, startProductionServer, type RunningServer } from "./lib/production-server.ts";
import type { BenchResult, Cell } from "./lib/report.ts";
import { createSiteDatabase } from "./lib/site-database.ts";
import { round } from "./lib/stats.ts";

const SERVER_CPU = 0;
const LOADER_CPU = 1;
const CONNECTIONS = 10;
/** The mixed scenario: cached pages with a scanner's made-up paths among them (issue J). */
const MIXED_CONNECTIONS = 20;
const UNKNOWN_PATH_EVERY = 9;
const WARMUP_SECONDS = 2;
const SECONDS = 8;
const TARGET_STATIC_RATIO = 0.8;
/** Cached pages with visits counted, against the same without counting (docs/decisions/030-cookie-free-visit-counts.md). */
const TARGET_COUNTING_RATIO = 0.95;
/** A translated page from the cache, against the English page it was translated from (issue Q). */
const TARGET_TRANSLATED_RATIO = 0.95;

/** What Chromium sends for a page: the server answers with brotli, as it would a visitor. */
const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en-GB,en;q=0.9",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};

/** The static twin of the home page, written into the client build for the run (the server lists its files at start). */
const STATIC_PATH = "/bench-home-copy.html";
const STATIC_FILE = `build/client${STATIC_PATH}`;

interface Scenario {
  label: string;
  path: string;
  summary: LoadSummary;
  xCache: string;
}

export async function run(): Promise<BenchResult> {
  const site = await createSiteDatabase();
  const scenarios: Scenario[] = [];
  try {
    await writeStaticTwin(site.url);
    await withServer(site.url, {}, async (server) => {
      scenarios.push(await measure(server, "(a) static file", STATIC_PATH));
      scenarios.push(await measure(server, "(b) home, cached", "/"));
      scenarios.push(await measure(server, "(b) CMS page, cached", site.cmsPath));
      scenarios.push(await measure(server, "(f) German home, cached", "/de"));
      scenarios.push(await measure(server, "(f) German CMS page, cached", site.translatedCmsPath));
      scenarios.push(await measure(server, "(f) Chinese services, cached", "/zh-hk/services"));
      scenarios.push(await measure(server, "(b) services, cached", "/services"));
      scenarios.push(await measure(server, "(d) home + 1 in 9 unknown", "/", { connections: MIXED_CONNECTIONS, unknownPathEvery: UNKNOWN_PATH_EVERY }));
    });
    await withServer(site.url, { VISITS: "off" }, async (server) => {
      scenarios.push(await measure(server, "(e) home, cached, not counted", "/"));
      scenarios.push(await measure(server, "(e) CMS page, cached, not counted", site.cmsPath));
    });
    await withServer(site.url, { HTML_CACHE: "off" }, async (server) => {
      scenarios.push(await measure(server, "(c) home, cache off", "/"));
      scenarios.push(await measure(server, "(c) CMS page, cache off", site.cmsPath));
    });
  } finally {
    for (const suffix of ["", ".br", ".gz"]) rmSync(STATIC_FILE + suffix, { force: true });
    site.remove();
  }

  const rps = (label: string) => scenarios.find((s) => s.label === label)!.summary.requestsPerSecond;
  const ratios: [string, number, string][] = [
    ["(b)/(a) home: cached / static", rps("(b) home, cached") / rps("(a) static file"), `≥ ${TARGET_STATIC_RATIO}`],
    ["(b)/(a) CMS page: cached / static", rps("(b) CMS page, cached") / rps("(a) static file"), `≥ ${TARGET_STATIC_RATIO}`],
    ["(b)/(c) home: cached / cache off", rps("(b) home, cached") / rps("(c) home, cache off"), "> 1"],
    ["(b)/(c) CMS page: cached / cache off", rps("(b) CMS page, cached") / rps("(c) CMS page, cache off"), "> 1"],
    ["(d)/(b) home with unknown paths / home alone", rps("(d) home + 1 in 9 unknown") / rps("(b) home, cached"), "–"],
    ["(b)/(e) home: visits counted / not counted", rps("(b) home, cached") / rps("(e) home, cached, not counted"), `≥ ${TARGET_COUNTING_RATIO}`],
    ["(b)/(e) CMS page: visits counted / not counted", rps("(b) CMS page, cached") / rps("(e) CMS page, cached, not counted"), `≥ ${TARGET_COUNTING_RATIO}`],
    ["(f)/(b) German home / English home, cached", rps("(f) German home, cached") / rps("(b) home, cached"), `≥ ${TARGET_TRANSLATED_RATIO}`],
    ["(f)/(b) German CMS page / English CMS page, cached", rps("(f) German CMS page, cached") / rps("(b) CMS page, cached"), `≥ ${TARGET_TRANSLATED_RATIO}`],
    ["(f)/(b) Chinese services / English services, cached", rps("(f) Chinese services, cached") / rps("(b) services, cached"), `≥ ${TARGET_TRANSLATED_RATIO}`],
  ];
  const errors = scenarios.reduce((sum, s) => sum + s.summary.errors, 0);
  const staticRatiosMet = ratios.slice(0, 2).every(([, value]) => value >= TARGET_STATIC_RATIO);
  const countingRatiosMet = ratios.slice(5, 7).every(([, value]) => value >= TARGET_COUNTING_RATIO);
  const translatedRatiosMet = ratios.slice(7).every(([, value]) => value >= TARGET_TRANSLATED_RATIO);

  return {
    name: "load",
    tables: [
      {
        title: `autocannon, ${CONNECTIONS} connections (${MIXED_CONNECTIONS} in (d)), ${SECONDS} s per row after ${WARMUP_SECONDS} s of warm-up, brotli accepted`,
        columns: ["Scenario", "Path", "Req/s", "p50 ms", "p99 ms", "Errors", "KB/response", "X-Cache"],
        rows: scenarios.map((s): Cell[] => [
          s.label,
          s.path,
          round(s.summary.requestsPerSecond),
          round(s.summary.latencyP50),
          round(s.summary.latencyP99),
          s.summary.errors,
          round(s.summary.bytesPerResponse / 1024, 2),
          s.xCache,
        ]),
      },
      { title: "Ratios of requests per second", columns: ["Ratio", "Value", "Target"], rows: ratios.map(([label, value, target]) => [label, round(value, 2), target]) },
    ],
    notes: [
      CAN_PIN ? `Server pinned to core ${SERVER_CPU}, load generator to core ${LOADER_CPU} (taskset).` : "Not pinned: taskset is missing or the machine has one core.",
      `(d): ${MIXED_CONNECTIONS} connections, each sending one request in ${UNKNOWN_PATH_EVERY} to a slug never asked for before (answered 404, not counted as errors), the rest to /.`,
      "(b) counts every request as a visit (one visitor: the load generator's address and user agent); (e) is the same server with VISITS=off.",
      `Targets: (b)/(a) ≥ ${TARGET_STATIC_RATIO} ${staticRatiosMet ? "met" : "NOT met"}; (b)/(e) ≥ ${TARGET_COUNTING_RATIO} ${countingRatiosMet ? "met" : "NOT met"}; (f)/(b) ≥ ${TARGET_TRANSLATED_RATIO} ${translatedRatiosMet ? "met" : "NOT met"}; zero errors ${errors === 0 ? "met" : `NOT met (${errors})`}.`,
    ],
    raw: { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, headers: BROWSER_HEADERS, scenarios, ratios },
  };
}

async function withServer(databaseUrl: string, env: Record<string, string>, work: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await startProductionServer({ databaseUrl, env, cpu: SERVER_CPU });
  try {
    await work(server);
  } finally {
    await server.stop();
  }
}

/** The home page's HTML as the server renders it, stored as a static file with its brotli and gzip twins (as the build's assets are). */
async function writeStaticTwin(databaseUrl: string): Promise<void> {
  let html = "";
  await withServer(databaseUrl, {}, async (server) => {
    html = await (await fetch(`${server.origin}/`, { headers: { ...BROWSER_HEADERS, "accept-encoding": "identity" } })).text();
  });
  const body = Buffer.from(html);
  writeFileSync(STATIC_FILE, body);
  writeFileSync(`${STATIC_FILE}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${STATIC_FILE}.gz`, gzipSync(body, { level: 9 }));
}

async function measure(server: RunningServer, label: string, path: string, mix: Partial<LoadOptions> = {}): Promise<Scenario> {
  const url = `${server.origin}${path}`;
  // Two requests first: the second shows whether the page now comes from the cache.
  await fetch(url, { headers: BROWSER_HEADERS });
  const probe = await fetch(url, { headers: BROWSER_HEADERS });
  await probe.arrayBuffer();
  const xCache = probe.headers.get("x-cache") ?? "–";
  const options: LoadOptions = { url, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, headers: BROWSER_HEADERS, ...mix };
  const summary = await runLoadClient(options);
  console.log(`  ${label.padEnd(26)} ${round(summary.requestsPerSecond)} req/s, p99 ${summary.latencyP99} ms, errors ${summary.errors}`);
  return { label, path, summary, xCache };
}

function runLoadClient(options: LoadOptions): Promise<LoadSummary> {
  const [command, ...args] = pinned(LOADER_CPU, [process.execPath, "bench/load-client.ts", JSON.stringify(options)]);
  return new Promise((resolve, reject) => {
    const child = spawn(command!, args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the load generator exited with code ${code}`));
      else resolve(JSON.parse(output) as LoadSummary);
    });
  });
}
