// The public site's weight budgets (issue E, Bundles): what a visitor's browser downloads for each
// public route, measured on the production build as the browser fetches it. Bytes are gzipped here
// at level 9 one file at a time, so the numbers are deterministic and independent of the server's
// own compression. Public pages must also never download the admin's or the editor's code.
import { gzipSync } from "node:zlib";
import { expect, type Browser } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { seedPages } from "#app/content/seed-pages.ts";
import { contactDefaults } from "#app/sections/contact/schema.ts";
import { ctaDefaults } from "#app/sections/cta/schema.ts";
import { featureDefaults } from "#app/sections/feature/schema.ts";
import { galleryDefaults } from "#app/sections/gallery/schema.ts";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { testimonialDefaults } from "#app/sections/testimonial/schema.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { deletePages, insertPage } from "#tests/utils/e2e-db.ts";
import { waitForPageReady } from "#tests/utils/e2e-site.ts";

const KB = 1024;
// Issue J's limits. Public pages are not hydrated: they load the public script (app/site-enhance,
// about 4 KB) and no React (docs/decisions/032-public-pages-without-hydration.md).
const BUDGET = { js: 100 * KB, css: 25 * KB, html: 50 * KB };
/** Script files one visit may fetch: each is a request (and, on a slow network, a round trip) of its own. */
const MAX_SCRIPT_REQUESTS = 8;

/**
 * Strings that only the admin's and the editor's code contains, and what each one gives away. A
 * public page that downloads any of them pays for code it never runs.
 */
const FORBIDDEN_MARKERS: Record<string, string> = {
  ProseMirror: "TipTap (rich-text editor)",
  "cm-editor": "CodeMirror (HTML editor)",
  DndContext: "dnd-kit (section reordering)",
  DialogContent: "Radix Dialog (admin primitive)",
  DropdownMenuContent: "Radix Dropdown Menu (admin primitive)",
  TabsTrigger: "Radix Tabs (admin primitive)",
  SwitchThumb: "Radix Switch (admin primitive)",
  "two-factor": "sign-in and account code",
  ZodError: "Zod (forms are validated by the server; constants live in Zod-free modules)",
  "react.dev/errors": "React (public pages are not hydrated: docs/decisions/032)",
  // The German catalog's word for the toast region: the server writes the script's words into the page (decision 037).
  Benachrichtigungen: "the message catalogs (the public script reads its words from data- attributes)",
};

// Fixed slugs: test titles must be the same in every worker (each browser-test run starts on an empty database).
const CMS_SECTIONS_SLUG = "budget-every-section";
const CMS_HTML_SLUG = "budget-imported-html";
const NOT_FOUND_PATH = "/no-such-page-for-the-budget";

const ROUTES = [
  "/",
  "/services",
  "/case-studies",
  "/case-study-1",
  "/how-it-works",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/newsletter",
  `/${CMS_SECTIONS_SLUG}`,
  `/${CMS_HTML_SLUG}`,
  NOT_FOUND_PATH,
];

interface RouteWeight {
  route: string;
  js: number;
  css: number;
  html: number;
  scripts: Map<string, string>;
  /** Every script response, a file fetched twice counted twice. */
  scriptRequests: string[];
  /** Scripts whose request started before the first contentful paint: the paint may have waited for them. */
  scriptsBeforeFirstPaint: string[];
}

const inserted: string[] = [];

test.beforeAll(() => {
  // The heaviest CMS pages a visitor can meet: every section type on one page, and the longest
  // page the import brings (its HTML), each at a slug of its own.
  const sections = [heroDefaults(0), textDefaults(1), featureDefaults(2), ctaDefaults(3), galleryDefaults(4), testimonialDefaults(5), contactDefaults(6)];
  inserted.push(insertPage({ title: "Every Section", slug: CMS_SECTIONS_SLUG, content: { sections } }));
  const longest = seedPages({ phone: "+44 20 7946 0321", email: "hello@brandcheck.com" }).sort((a, b) => b.html.length - a.html.length)[0]!;
  inserted.push(insertPage({ title: longest.title, slug: CMS_HTML_SLUG, content: { html: longest.html } }));
});

test.afterAll(() => deletePages(inserted));

/** Everything one fresh visit downloads: the document, its styles and every script, lazy ones included. */
async function measure(browser: Browser, route: string): Promise<RouteWeight> {
  // A fresh context each time: nothing comes from the previous route's cache.
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ type: string; url: string; body: Buffer }>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet" && type !== "document") return;
    if (response.status() >= 300 && response.status() < 400) return;
    bodies.push(response.body().then((body) => ({ type, url: response.url(), body })));
  });
  await page.goto(route);
  await waitForPageReady(page);
  // Scripts requested later (lazy ones) count too.
  await page.waitForLoadState("networkidle");
  const scriptsBeforeFirstPaint = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType !== "img" && /\.js(?:$|\?)/.test(entry.name) && entry.startTime <= firstPaint)
      .map((entry) => new URL(entry.name).pathname);
  });
  const weight: RouteWeight = { route, js: 0, css: 0, html: 0, scripts: new Map(), scriptRequests: [], scriptsBeforeFirstPaint };
  for (const { type, url, body } of await Promise.all(bodies)) {
    const gzipped = gzipSync(body, { level: 9 }).length;
    if (type === "script") {
      weight.js += gzipped;
      weight.scriptRequests.push(url);
      weight.scripts.set(url, body.toString("utf8"));
    } else if (type === "stylesheet") weight.css += gzipped;
    else weight.html += gzipped;
  }
  await context.close();
  return weight;
}

function describe({ route, js, css, html, scriptRequests }: RouteWeight): string {
  const kb = (bytes: number, limit: number) => `${(bytes / KB).toFixed(1)}/${limit / KB} KB`;
  return `${route}: JS ${kb(js, BUDGET.js)} in ${scriptRequests.length}/${MAX_SCRIPT_REQUESTS} requests, CSS ${kb(css, BUDGET.css)}, HTML ${kb(html, BUDGET.html)} (gzipped, level 9)`;
}

for (const route of ROUTES) {
  test(`${route} stays within the budgets and loads no admin or editor code`, async ({ browser }) => {
    const weight = await measure(browser, route);
    console.log(describe(weight));
    expect(weight.html, "the page's HTML was not measured").toBeGreaterThan(0);
    expect(weight.js, `JavaScript on ${route}, gzipped`).toBeLessThanOrEqual(BUDGET.js);
    expect(weight.scriptsBeforeFirstPaint, `scripts ${route} requests before its first paint`).toEqual([]);
    const scriptFiles = weight.scriptRequests.map((url) => new URL(url).pathname).join(", ");
    expect(weight.scriptRequests.length, `script requests on ${route}: ${scriptFiles}`).toBeLessThanOrEqual(MAX_SCRIPT_REQUESTS);
    expect(weight.css, `CSS on ${route}, gzipped`).toBeLessThanOrEqual(BUDGET.css);
    expect(weight.html, `HTML of ${route}, gzipped`).toBeLessThanOrEqual(BUDGET.html);

    const leaks = [...weight.scripts].flatMap(([url, source]) =>
      Object.entries(FORBIDDEN_MARKERS)
        .filter(([marker]) => source.includes(marker))
        .map(([, what]) => `${new URL(url).pathname}: ${what}`),
    );
    expect(leaks, `code ${route} should not download`).toEqual([]);
  });
}
