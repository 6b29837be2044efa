// Scale: the admin lists' server functions (list, search, filter, deep pages), the site search and the
// subscriber CSV export against years of data, on SQLite and on PostgreSQL side by side.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { createDb, type DB } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { listRecentAudit } from "#app/features/audit/audit.server.ts";
import { listSubmissions } from "#app/features/contact/inbox/inbox.server.ts";
import { listCollectionAdmin } from "#app/features/pages/pages-list/collection-admin-list.server.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { listPages } from "#app/features/pages/cms/pages.server.ts";
import { searchSite } from "#app/features/pages/search/site-search.server.ts";
import { listSubscribers } from "#app/features/subscribers/subscribers.server.ts";
import { listTeamUsers } from "#app/features/users/users.server.ts";
import type { ExportRun } from "./export-probe.ts";
import { SERVER_NODE_FLAGS } from "./lib/production-server.ts";
import type { BenchResult, Cell } from "./lib/report.ts";
import { percentile, round, since } from "./lib/stats.ts";
import { loadInsights } from "#app/features/dashboard/insights.server.ts";
import { SCALE, SCALE_NOW, seedScale } from "./seed-scale.ts";

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const WARMUP_CALLS = 3;
const MIN_CALLS = 10;
const MAX_CALLS = 40;
/** A scenario stops repeating after this long, once it has MIN_CALLS samples. */
const SCENARIO_BUDGET_MS = 4000;
const TARGET_P95_MS = 50;
/** The site search a visitor waits for (issue R). */
const TARGET_SEARCH_P95_MS = 30;
/** The dashboard's charts: every figure of a period at once (issue N). */
const TARGET_DASHBOARD_P95_MS = 100;
const TARGET_EXPORT_SECONDS = 3;
const TARGET_EXPORT_MIB = 60;

type Dialect = "SQLite" | "PostgreSQL";

interface Scenario {
  screen: string;
  request: string;
  /** Returns how many rows matched, for the table ("1000+" when a search stopped counting). */
  call(database: DB): Promise<number | string>;
  /** p95 target in ms when not TARGET_P95_MS. */
  target?: number;
}

const insightsScenario = (days: 7 | 30 | 90): Scenario => ({
  screen: "Dashboard charts",
  request: `${days} days (${SCALE.visitPages.toLocaleString("en-GB")} page rows)`,
  call: async (db) => (await loadInsights(days, { database: db, now: SCALE_NOW })).daily.length,
  target: TARGET_DASHBOARD_P95_MS,
});

/** A visitor's search in a language, as /search answers it (the first page of ten results). */
const siteSearch = (locale: string, query: string, note = ""): Scenario => ({
  screen: "Site search",
  request: `${locale} "${query}"${note}`,
  call: async (db) => counted(await searchSite({ locale, query, book: addressBook(await listLanguages(db)) }, db)),
  target: TARGET_SEARCH_P95_MS,
});

const insights = (request: string, filters: Parameters<typeof listCollectionAdmin>[1]): Scenario => ({
  screen: "Insights (admin)",
  request,
  call: async (db) => counted(await listCollectionAdmin("insights", filters, db)),
});

const SCENARIOS: Scenario[] = [
  { screen: "Pages", request: "list, page 1", call: async (db) => (await listPages({}, db)).total },
  { screen: "Pages", request: "list, last page (200)", call: async (db) => (await listPages({ page: 200 }, db)).total },
  { screen: "Pages", request: 'search "audit"', call: async (db) => counted(await listPages({ query: "audit" }, db)) },
  { screen: "Pages", request: 'search "draft" (status word)', call: async (db) => counted(await listPages({ query: "draft" }, db)) },
  { screen: "Pages", request: 'search "inspection batch" (words too, drafts too)', call: async (db) => counted(await listPages({ query: "inspection batch" }, db)) },
  { screen: "Pages", request: "filter Draft, page 1", call: async (db) => counted(await listPages({ status: "draft" }, db)) },
  insights("list, page 1", {}),
  insights("list, last page (200)", { page: 200 }),
  insights('search "audit"', { query: "audit" }),
  insights('search "counterfeit season"', { query: "counterfeit season" }),
  insights('search "品質" (2 characters: no index)', { query: "品質" }),
  insights('search "zzqx" (no match)', { query: "zzqx" }),
  insights("filter Deutsch + Draft", { locale: "de", status: "draft" }),
  {
    screen: "Insights (admin)",
    request: 'filter a topic + search "rückruf"',
    call: async (db) => counted(await listCollectionAdmin("insights", { topic: await firstTopic(db), query: "rückruf" }, db)),
  },
  siteSearch("en", "quality control"),
  siteSearch("en", "counterfeit"),
  siteSearch("en", "complaince", " (typo: corrected)"),
  siteSearch("de", "Qualitätskontrolle Rückruf"),
  siteSearch("zh-HK", "品質控制"),
  siteSearch("zh-HK", "召回", " (2 characters)"),
  { screen: "Subscribers", request: "list, page 1", call: async (db) => (await listSubscribers({}, db)).total },
  { screen: "Subscribers", request: "list, page 1,000", call: async (db) => (await listSubscribers({ page: 1000 }, db)).total },
  { screen: "Subscribers", request: 'search "smith"', call: async (db) => counted(await listSubscribers({ query: "smith" }, db)) },
  { screen: "Subscribers", request: 'search "pending" (status word)', call: async (db) => counted(await listSubscribers({ query: "pending" }, db)) },
  { screen: "Contact messages", request: "list, page 1", call: async (db) => (await listSubmissions({ status: null, q: "", page: 1 }, { database: db })).total },
  { screen: "Contact messages", request: "filter New, page 1", call: async (db) => (await listSubmissions({ status: "new", q: "", page: 1 }, { database: db })).total },
  { screen: "Contact messages", request: "filter New, page 800", call: async (db) => (await listSubmissions({ status: "new", q: "", page: 800 }, { database: db })).total },
  { screen: "Contact messages", request: 'search "counterfeit"', call: async (db) => counted(await listSubmissions({ status: null, q: "counterfeit", page: 1 }, { database: db })) },
  { screen: "Contact messages", request: 'filter Completed + search "tariq"', call: async (db) => counted(await listSubmissions({ status: "completed", q: "tariq", page: 1 }, { database: db })) },
  { screen: "Contact messages", request: 'search "qz" (2 letters: no index)', call: async (db) => counted(await listSubmissions({ status: null, q: "qz", page: 1 }, { database: db })) },
  { screen: "Users", request: "list", call: async (db) => (await listTeamUsers("", { database: db })).length },
  { screen: "Users", request: 'search "editor"', call: async (db) => (await listTeamUsers("editor", { database: db })).length },
  { screen: "Audit log", request: "recent 10 (dashboard)", call: async (db) => (await listRecentAudit(10, db)).length },
  { screen: "Audit log", request: "recent 100", call: async (db) => (await listRecentAudit(100, db)).length },
  insightsScenario(7),
  insightsScenario(30),
  insightsScenario(90),
];

const topicKeys = new WeakMap<DB, Promise<string>>();
/** The seed's first topic (read once per database, outside what is timed after the warm-up). */
function firstTopic(db: DB): Promise<string> {
  let key = topicKeys.get(db);
  if (!key) {
    key = db.selectFrom("topics").select("translation_key").orderBy("slug").executeTakeFirstOrThrow().then((row) => row.translation_key);
    topicKeys.set(db, key);
  }
  return key;
}

/** A searched list's count as its screen shows it: "1000+" when counting stopped. */
function counted({ total, more }: { total: number; more: boolean }): number | string {
  return more ? `${total.toLocaleString("en-GB")}+` : total;
}

interface Timing {
  matches: number | string;
  calls: number;
  p50: number;
  p95: number;
}

interface DialectRun {
  dialect: Dialect;
  seedSeconds: Record<string, number>;
  timings: Timing[];
  exportRun: ExportRun;
}

export async function run(): Promise<BenchResult> {
  const runs: DialectRun[] = [];
  const notes: string[] = [];
  runs.push(await withDatabase("SQLite", sqliteTarget(), measureDialect));
  const postgres = await postgresTarget();
  if (postgres) runs.push(await withDatabase("PostgreSQL", postgres, measureDialect));
  else notes.push(`PostgreSQL skipped: nothing answers at ${POSTGRES_URL} (set BENCH_POSTGRES_URL).`);

  const slow = runs.flatMap((one) => one.timings.map((timing, i) => ({ one, timing, scenario: SCENARIOS[i]! }))).filter(({ timing, scenario }) => timing.p95 >= (scenario.target ?? TARGET_P95_MS));
  notes.push(
    slow.length === 0
      ? `Target met: every list and search p95 under ${TARGET_P95_MS} ms, the site search under ${TARGET_SEARCH_P95_MS} ms, the dashboard's charts under ${TARGET_DASHBOARD_P95_MS} ms.`
      : `Target NOT met (p95 ≥ ${TARGET_P95_MS} ms, ${TARGET_SEARCH_P95_MS} ms for the site search, ${TARGET_DASHBOARD_P95_MS} ms for the dashboard's charts): ${slow.map(({ one, timing, scenario }) => `${one.dialect} ${scenario.screen} ${scenario.request} (${round(timing.p95)} ms)`).join("; ")}.`,
  );
  for (const { dialect, exportRun } of runs) {
    const met = exportRun.seconds < TARGET_EXPORT_SECONDS && exportRun.extraRssMiB < TARGET_EXPORT_MIB;
    notes.push(`${dialect} export target (< ${TARGET_EXPORT_SECONDS} s, < ${TARGET_EXPORT_MIB} MiB of extra resident memory): ${met ? "met" : "NOT met"}; the export keeps ${round(exportRun.retainedHeapMiB, 1)} MiB once garbage is collected.`);
  }

  return {
    name: "scale",
    tables: [
      {
        title: `Admin list functions and the site search, ms per call (p50 / p95 over ${MIN_CALLS}–${MAX_CALLS} calls after ${WARMUP_CALLS} warm-up calls)`,
        columns: ["Screen", "Request", "Matches", ...runs.flatMap((one) => [`${one.dialect} p50`, `${one.dialect} p95`])],
        rows: SCENARIOS.map((scenario, i): Cell[] => [
          scenario.screen,
          scenario.request,
          runs[0]!.timings[i]!.matches,
          ...runs.flatMap((one) => [round(one.timings[i]!.p50), round(one.timings[i]!.p95)]),
        ]),
      },
      {
        title: `Subscriber CSV export of all ${SCALE.subscribers.toLocaleString("en-GB")} subscribers, in a fresh process (count, then the streamed response read to its end)`,
        columns: ["Database", "Rows", "File (MiB)", "Seconds", "Peak extra RSS (MiB)", "Heap kept afterwards (MiB)"],
        rows: runs.map(({ dialect, exportRun: run }) => [dialect, run.rows, round(run.bytes / 1024 ** 2), round(run.seconds, 2), round(run.extraRssMiB), round(run.retainedHeapMiB, 2)]),
      },
      {
        title: "Generating the data (seconds, multi-row inserts, one transaction per table)",
        columns: ["Database", ...Object.keys(runs[0]!.seedSeconds)],
        rows: runs.map(({ dialect, seedSeconds }) => [dialect, ...Object.values(seedSeconds).map((value) => round(value, 1))]),
      },
    ],
    notes,
    raw: runs,
  };
}

interface Target {
  url: string;
  drop(): Promise<void>;
}

function sqliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), "brandcheck-scale-"));
  return { url: `file:${join(dir, "scale.db")}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A schema of its own in the PostgreSQL database (as the data tests do), or null when PostgreSQL does not answer. */
async function postgresTarget(): Promise<Target | null> {
  const schema = `bench_scale_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`create schema ${schema}`);
  } catch {
    return null;
  }
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => admin(`drop schema if exists ${schema} cascade`) };
}

async function withDatabase(dialect: Dialect, target: Target, work: (dialect: Dialect, database: DB, url: string) => Promise<DialectRun>): Promise<DialectRun> {
  const database = createDb(target.url);
  try {
    await migrateToLatest(database);
    return await work(dialect, database, target.url);
  } finally {
    await database.destroy();
    await target.drop();
  }
}

async function measureDialect(dialect: Dialect, database: DB, url: string): Promise<DialectRun> {
  console.log(`  ${dialect}: generating data…`);
  const { seconds: seedSeconds } = await seedScale(database);
  // PostgreSQL's autovacuum would vacuum and analyse the fresh tables within a minute; do it now rather than wait.
  if (dialect === "PostgreSQL") await sql`vacuum analyze`.execute(database);
  const timings: Timing[] = [];
  for (const scenario of SCENARIOS) {
    const timing = await timeScenario(scenario, database);
    console.log(`  ${dialect}: ${scenario.screen}, ${scenario.request}: p50 ${round(timing.p50)} ms, p95 ${round(timing.p95)} ms`);
    timings.push(timing);
  }
  const exportRun = await runExportProbe(url);
  console.log(`  ${dialect}: export ${exportRun.rows} rows in ${round(exportRun.seconds, 2)} s, +${round(exportRun.extraRssMiB)} MiB`);
  return { dialect, seedSeconds, timings, exportRun };
}

async function timeScenario(scenario: Scenario, database: DB): Promise<Timing> {
  let matches: number | string = 0;
  for (let i = 0; i < WARMUP_CALLS; i++) matches = await scenario.call(database);
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < MAX_CALLS && (samples.length < MIN_CALLS || since(started) < SCENARIO_BUDGET_MS)) {
    const before = performance.now();
    await scenario.call(database);
    samples.push(since(before));
  }
  return { matches, calls: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** The export runs in a process of its own, with the server's V8 flags, so its memory is measured from a clean baseline (see export-probe.ts). */
function runExportProbe(url: string): Promise<ExportRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", ...SERVER_NODE_FLAGS, "bench/export-probe.ts", url], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(output) as ExportRun) : reject(new Error(`the export probe exited with code ${code}`))));
  });
}
