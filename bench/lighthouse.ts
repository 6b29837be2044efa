// Lighthouse: the mobile preset (Lighthouse's default) in Debian's Chromium, the median of five runs
// per public route, against the production build with its HTML cache on.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductionServer } from "./lib/production-server.ts";
import type { BenchResult, Cell } from "./lib/report.ts";
import { createSiteDatabase } from "./lib/site-database.ts";
import { median, round } from "./lib/stats.ts";

const RUNS = 5;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  "Speed Index": "speed-index",
} as const;

type Category = (typeof CATEGORIES)[number];
type Metric = keyof typeof METRICS;

interface RunScores {
  lighthouseVersion: string;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits that cost points: "category: audit title". */
  shortfalls: string[];
}

interface RouteResult {
  route: string;
  runs: RunScores[];
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits that cost points in most runs. */
  shortfalls: string[];
}

export async function run(): Promise<BenchResult> {
  const site = await createSiteDatabase();
  const routes = ["/", "/services", "/case-studies", "/how-it-works", "/contact", "/case-study-1", site.cmsPath];
  const server = await startProductionServer({ databaseUrl: site.url });
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", "--no-sandbox"] });
  const results: RouteResult[] = [];
  try {
    for (const route of routes) {
      const runs: RunScores[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.origin}${route}`, chrome.port));
      const result = summarise(route, runs);
      console.log(`  ${route.padEnd(16)} ${CATEGORIES.map((c) => result.scores[c]).join(" / ")}`);
      results.push(result);
    }
  } finally {
    chrome.kill();
    await server.stop();
    site.remove();
  }

  const perfect = results.every((result) => CATEGORIES.every((category) => result.scores[category] === 100));
  return {
    name: "lighthouse",
    tables: [
      {
        title: `Lighthouse ${results[0]?.runs[0]?.lighthouseVersion ?? ""}, mobile preset, median of ${RUNS} runs (scores; FCP, LCP, Speed Index and TBT in ms)`,
        columns: ["Route", "Perf.", "Access.", "Best pr.", "SEO", ...Object.keys(METRICS)],
        rows: results.map((result): Cell[] => [
          result.route,
          ...CATEGORIES.map((category) => result.scores[category]),
          ...(Object.keys(METRICS) as Metric[]).map((metric) => round(result.metrics[metric], metric === "CLS" ? 3 : 0)),
        ]),
      },
    ],
    notes: [
      perfect
        ? "Target met: 100 in every category on every route."
        : `Target NOT met. Audits that cost points in most runs: ${results.flatMap((result) => result.shortfalls.map((item) => `${result.route} ${item}`)).join("; ") || "none recurring"}.`,
    ],
    raw: results,
  };
}

async function audit(url: string, port: number): Promise<RunScores> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([metric, id]) => [metric, audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<Metric, number>;
  const shortfalls = CATEGORIES.flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${audits[ref.id]?.title ?? ref.id}`),
  );
  return { lighthouseVersion: result.lhr.lighthouseVersion, scores, metrics, shortfalls };
}

function summarise(route: string, runs: RunScores[]): RouteResult {
  const counts = new Map<string, number>();
  for (const item of runs.flatMap((one) => one.shortfalls)) counts.set(item, (counts.get(item) ?? 0) + 1);
  return {
    route,
    runs,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((one) => one.scores[category]))])) as Record<Category, number>,
    metrics: Object.fromEntries((Object.keys(METRICS) as Metric[]).map((metric) => [metric, median(runs.map((one) => one.metrics[metric]))])) as Record<Metric, number>,
    shortfalls: [...counts].filter(([, count]) => count > runs.length / 2).map(([item]) => item),
  };
}
