// Lighthouse: the mobile preset (Lighthouse's default) in Debian's Chromium, the median of five runs
// per public route, against the production build with its HTML cache on. Side by side, the same page
// with its scripts taken out, from a plain static server: our paints as a ratio of that copy's say
// what the JavaScript costs, and move much less with the machine's load than the scores do.
import { loadavg } from "node:os";
import { basename } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { SAMPLE_ARTICLES, SAMPLE_TOPICS } from "#app/content/sample-insights.ts";
import { STATIC_PUBLIC_PATHS } from "#app/features/seo/sitemap.server.ts";
import { installedChromium } from "#tests/utils/installed-chromium.ts";
import { naturalPhotoJpeg } from "#tests/utils/media-images.ts";
import { mediaStaff } from "./lib/media-page.ts";
import { startProductionServer } from "./lib/production-server.ts";
import type { BenchResult, Cell } from "./lib/report.ts";
import { serveScriptFreeCopy, stripScripts } from "./lib/script-free-copy.ts";
import { createSiteDatabase } from "./lib/site-database.ts";
import { median, round } from "./lib/stats.ts";

/** Runs per route (and as many of the script-free copy): 5 unless LIGHTHOUSE_RUNS says otherwise. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** LIGHTHOUSE_ROUTES="/services /contact" audits only those routes (to look into one); all by default. */
/** Pages of the languages a fresh install ships beside English. */
const TRANSLATED_ROUTES = ["/de", "/de/leistungen", "/zh-hk", "/zh-hk/services"];
/**
 * The Insights (issue R, decision 039): the listing, a sample article (cover, byline, related
 * articles) and a topic's page, as a fresh install's samples give them (written at the server's start).
 */
const INSIGHTS_ROUTES = ["/insights", `/insights/${SAMPLE_ARTICLES[0]!.text.en.slug}`, `/insights/topics/${SAMPLE_TOPICS[0]!.name.en.slug}`];
/** The site search's results (issue R): a page rendered for each visitor, with no script of its own. */
const SEARCH_ROUTE = "/search?q=testing";
const ONLY_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(/\s+/).filter(Boolean);
/** LIGHTHOUSE_THEME=dark audits the site under the sample dark theme (decision 050); the default theme otherwise. */
const THEME = process.env.LIGHTHOUSE_THEME === "dark" ? "dark" : "default";
/** Our FCP and LCP may be at most this multiple of the script-free copy's. */
const TARGET_RATIO = 1.1;
/**
 * Debian's headless shell when installed (as .ci/run does), else the full Chromium; CHROME_PATH
 * chooses. The same Blink and V8, but the full browser's headless mode presents a page's first frame
 * on a clock that ticks about once a second while nothing else asks for frames: in about half of
 * its runs the first paint Lighthouse observed came 1 or 2 s after the page had painted (load at
 * 150 ms, paint at 1,250 or 2,220 ms, on our pages and on the script-free copy alike), which its
 * Speed Index estimate multiplies by 1.4. The shell presents the frame when it is drawn (decision 034).
 */
const CHROME_PATH = process.env.CHROME_PATH ?? installedChromium() ?? "/usr/bin/chromium";
const HEADLESS_FLAGS = CHROME_PATH.includes("headless-shell") ? [] : ["--headless=new"];
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
  /** Lighthouse's own failure (a page that did not load in time, say): such a run has no figures. */
  runtimeError?: string;
}

interface RouteResult {
  route: string;
  runs: RunScores[];
  /** The same page without scripts, from the static server. */
  copyRuns: RunScores[];
  copyMetrics: Record<Metric, number>;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits that cost points in most runs. */
  shortfalls: string[];
}

export async function run(): Promise<BenchResult> {
  const site = await createSiteDatabase({ theme: THEME });
  const server = await startProductionServer({ databaseUrl: site.url });
  const results: RouteResult[] = [];
  try {
    // Every public route: the marketing paths the sitemap lists, the German and Hong Kong Chinese home
    // pages and services pages (issue Q), a CMS page built from sections, and one with a hero image and a
    // six-image gallery from the media library (detailed photos of 3000×2000).
    const staff = await mediaStaff(site.url, server.origin);
    const photos: Buffer[] = [];
    for (let i = 0; i < 7; i++) photos.push(await naturalPhotoJpeg({ width: 3000, height: 2000 }));
    const mediaPath = await staff.publishHeroAndGallery("hero-and-gallery", photos).finally(() => staff.close());
    const routes = [...STATIC_PUBLIC_PATHS, ...TRANSLATED_ROUTES, ...INSIGHTS_ROUTES, SEARCH_ROUTE, site.cmsPath, site.translatedCmsPath, mediaPath].filter((route) => !ONLY_ROUTES || ONLY_ROUTES.includes(route));
    const pages = new Map<string, string>();
    for (const route of routes) pages.set(route, stripScripts(await (await fetch(`${server.origin}${route}`)).text()));
    const copy = await serveScriptFreeCopy(pages, server.origin);
    const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: [...HEADLESS_FLAGS, "--no-sandbox"] });
    try {
      for (const route of routes) {
        const runs: RunScores[] = [];
        const copyRuns: RunScores[] = [];
        // A page's image variants are made on their first request, and the copy keeps them once fetched:
        // one audit of each, not counted, so that neither pays for that in the runs that count.
        if (pages.get(route)!.includes("/media/")) for (const origin of [server.origin, copy.origin]) await audit(`${origin}${route}`, chrome.port);
        // Interleaved, so that a change in the machine's load falls on both alike.
        for (let i = 0; i < RUNS; i++) {
          runs.push(await audit(`${server.origin}${route}`, chrome.port));
          copyRuns.push(await audit(`${copy.origin}${route}`, chrome.port));
        }
        const result = summarise(route, runs, copyRuns);
        console.log(`  ${route.padEnd(18)} ${CATEGORIES.map((c) => result.scores[c]).join(" / ")}  FCP ×${round(ratio(result, "FCP"), 2)}  LCP ×${round(ratio(result, "LCP"), 2)}`);
        results.push(result);
      }
    } finally {
      chrome.kill();
      await copy.close();
    }
  } finally {
    await server.stop();
    site.remove();
  }
  const loadAtEnd = round(loadavg()[0] ?? 0, 2);

  const perfect = results.every((result) => CATEGORIES.every((category) => result.scores[category] === 100));
  const ratiosMet = results.every((result) => ratio(result, "FCP") <= TARGET_RATIO && ratio(result, "LCP") <= TARGET_RATIO);
  return {
    name: "lighthouse",
    tables: [
      {
        title: `Lighthouse ${results[0]?.runs[0]?.lighthouseVersion ?? ""}${THEME === "dark" ? ", sample dark theme" : ""}, mobile preset, ${basename(CHROME_PATH)}, median of ${RUNS} runs (scores; FCP, LCP, Speed Index and TBT in ms)`,
        columns: ["Route", "Perf.", "Access.", "Best pr.", "SEO", ...Object.keys(METRICS)],
        rows: results.map((result): Cell[] => [
          result.route,
          ...CATEGORIES.map((category) => result.scores[category]),
          ...(Object.keys(METRICS) as Metric[]).map((metric) => round(result.metrics[metric], metric === "CLS" ? 3 : 0)),
        ]),
      },
      {
        title: `The same page without scripts from a plain static server, same runs interleaved (ms; ratio = ours / the copy's, target ≤ ${TARGET_RATIO})`,
        columns: ["Route", "Copy perf.", "Copy FCP", "Copy LCP", "FCP ratio", "LCP ratio"],
        rows: results.map((result): Cell[] => [
          result.route,
          median(result.copyRuns.filter((one) => !one.runtimeError).map((one) => one.scores.performance)),
          round(result.copyMetrics.FCP),
          round(result.copyMetrics.LCP),
          round(ratio(result, "FCP"), 2),
          round(ratio(result, "LCP"), 2),
        ]),
      },
    ],
    notes: [
      perfect
        ? "Target met: 100 in every category on every route."
        : `Target NOT met. Audits that cost points in most runs: ${results.flatMap((result) => result.shortfalls.map((item) => `${result.route} ${item}`)).join("; ") || "none recurring"}.`,
      `Ratio target (FCP and LCP at most ${TARGET_RATIO} × the script-free copy's) ${ratiosMet ? "met" : "NOT met"} on every route.`,
      `Load average ${loadAtEnd} at the end of the run.`,
      ...failedRuns(results),
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
  return { lighthouseVersion: result.lhr.lighthouseVersion, scores, metrics, shortfalls, runtimeError: result.lhr.runtimeError?.code };
}

function failedRuns(results: RouteResult[]): string[] {
  const failed = results.flatMap((result) =>
    [...result.runs.map((one) => ["", one] as const), ...result.copyRuns.map((one) => [" (script-free copy)", one] as const)]
      .filter(([, one]) => one.runtimeError)
      .map(([which, one]) => `${result.route}${which}: ${one.runtimeError}`),
  );
  return failed.length ? [`Runs Lighthouse could not complete, left out of the medians: ${failed.join("; ")}.`] : [];
}

function ratio(result: RouteResult, metric: "FCP" | "LCP"): number {
  return result.metrics[metric] / result.copyMetrics[metric];
}

function medianMetrics(runs: RunScores[]): Record<Metric, number> {
  return Object.fromEntries((Object.keys(METRICS) as Metric[]).map((metric) => [metric, median(runs.map((one) => one.metrics[metric]))])) as Record<Metric, number>;
}

/** Medians over the runs Lighthouse completed; a failed run is kept in the raw data and counted in the notes. */
function summarise(route: string, allRuns: RunScores[], allCopyRuns: RunScores[]): RouteResult {
  const runs = allRuns.filter((one) => !one.runtimeError);
  const copyRuns = allCopyRuns.filter((one) => !one.runtimeError);
  const counts = new Map<string, number>();
  for (const item of runs.flatMap((one) => one.shortfalls)) counts.set(item, (counts.get(item) ?? 0) + 1);
  return {
    route,
    runs: allRuns,
    copyRuns: allCopyRuns,
    copyMetrics: medianMetrics(copyRuns),
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((one) => one.scores[category]))])) as Record<Category, number>,
    metrics: medianMetrics(runs),
    shortfalls: [...counts].filter(([, count]) => count > runs.length / 2).map(([item]) => item),
  };
}
