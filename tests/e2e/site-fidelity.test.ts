// The public site reads exactly as it did when its pages were written in code (issue 19): for every
// site page's route, the visible text (header, page and footer), the links and anchors, the title, the
// meta description and the JSON-LD are compared with a baseline recorded from those code-written
// pages. A fresh install seeds the site pages from app/content, so any drift in that seed, in a
// section renderer or in the site settings shows here.
//
// The baseline is tests/fixtures/site-fidelity.json. It was recorded from the code-written routes
// (commit "Site fidelity baseline") with `UPDATE_SITE_FIDELITY=1`; re-record it only for an
// intended change of the designed site.
import { readFileSync, writeFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { test } from "#tests/utils/e2e-test.ts";
import { PUBLIC_ROUTES, renderAllSections } from "#tests/utils/e2e-site.ts";

const FIXTURE = new URL("../fixtures/site-fidelity.json", import.meta.url);
const RECORDING = process.env.UPDATE_SITE_FIDELITY === "1";

interface PageRecord {
  title: string;
  description: string | null;
  /** innerText of <body>, one entry per non-empty line, runs of white space collapsed. */
  text: string[];
  /** Every link's href and visible name, in document order. */
  links: string[];
  /**
   * Every id in the page's content a link can point at ("/services#compliance"). Ids that only tie a
   * label to its control (aria-labelledby, <label for>) are left out: they are wiring, not anchors.
   */
  anchors: string[];
  jsonLd: unknown[];
}

// Server-rendered HTML only: what a visitor without JavaScript gets, free of animation timing.
test.use({ javaScriptEnabled: false });

const recorded: Record<string, PageRecord> = {};
const baseline: Record<string, PageRecord> = RECORDING ? {} : (JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, PageRecord>);

for (const route of PUBLIC_ROUTES) {
  test(`${route} reads as the baseline`, async ({ page, baseURL }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const current = await recordPage(page, new URL(baseURL ?? "").origin);
    if (RECORDING) {
      recorded[route] = current;
      return;
    }
    expect(current).toEqual(baseline[route]);
  });
}

test.afterAll(() => {
  if (!RECORDING) return;
  writeFileSync(FIXTURE, `${JSON.stringify(recorded, null, 2)}\n`);
});

/** The page as a visitor and a crawler read it; the test server's origin is written as "ORIGIN". */
async function recordPage(page: Page, origin: string): Promise<PageRecord> {
  // innerText leaves out sections not rendered yet; a visitor scrolling down reads all of them.
  await renderAllSections(page);
  // A Collection List's items are whatever is published (the sample articles, dated from the install
  // day, or none after a test cleared the pages): its heading, introduction and link are the design.
  await page.evaluate(() => document.querySelectorAll("[data-collection-items]").forEach((items) => items.replaceChildren()));
  const raw = await page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
    text: document.body.innerText,
    links: Array.from(document.querySelectorAll("a[href]")).map((a) => `${a.getAttribute("href")} ${(a.textContent ?? "").replace(/\s+/g, " ").trim()}`),
    anchors: (() => {
      const wiring = new Set(
        Array.from(document.querySelectorAll("[aria-labelledby], label[for]")).flatMap((element) =>
          (element.getAttribute("aria-labelledby") ?? element.getAttribute("for") ?? "").split(/\s+/),
        ),
      );
      return Array.from(document.querySelectorAll("main [id]"))
        .map((element) => element.id)
        .filter((id) => !wiring.has(id));
    })(),
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ""),
  }));
  const withoutOrigin = (value: string) => value.split(origin).join("ORIGIN");
  return {
    title: raw.title,
    description: raw.description,
    text: raw.text
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean),
    links: raw.links.map(withoutOrigin),
    anchors: raw.anchors,
    jsonLd: raw.jsonLd.map((json) => JSON.parse(withoutOrigin(json)) as unknown),
  };
}
