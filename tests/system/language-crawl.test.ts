// Issue Q: a crawl from every language's home page, as a search engine makes it, on the built
// server of a fresh install. It finds no broken internal link, every page speaks the language its
// address names, and every page's hreflang set is the one each of its members declares. Every page
// also names its language's Insights feeds (issue R), and each of those answers through the routes.
import { describe, expect, test } from "vitest";
import { setUpApp } from "#tests/utils/app-with-staff.ts";

const HOMES = { en: "/", de: "/de", "zh-HK": "/zh-hk" } as const;
/** Bounded: a fresh install has about thirty pages. */
const MAX_PAGES = 120;

const site = setUpApp();

interface Crawled {
  status: number;
  lang: string | null;
  alternates: string[];
  /** The feeds it names in its head, as "type path". */
  feeds: string[];
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;

/** Internal page links of a page (not assets, media, the admin or mail and phone links), without their fragment. */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*>/gi)]
    .map((match) => attribute(match[0], "href"))
    .filter((href): href is string => href !== null && href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.replace(/#.*$/, "") || "/")
    .filter((href) => !/^\/(admin|api|media|assets|images|social-cards)(\/|$)/.test(href) && !href.includes("?"));
}

let crawled: Promise<Map<string, Crawled>> | undefined;
/** The crawl, made once for the tests of this file. */
const crawlOnce = () => (crawled ??= crawl());

async function crawl(): Promise<Map<string, Crawled>> {
  const seen = new Map<string, Crawled>();
  const queue: string[] = Object.values(HOMES);
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const response = await fetch(`${site.app.url}${path}`, { redirect: "manual" });
    const html = await response.text();
    seen.set(path, { status: response.status, lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null, alternates: alternatesOf(html), feeds: feedsOf(html) });
    if (response.status === 200) queue.push(...pageLinks(html).filter((link) => !seen.has(link)));
  }
  return seen;
}

describe("a crawl from every language's home page", () => {
  test("finds no broken link, the language of each address, and reciprocal hreflang sets", async () => {
    const pages = await crawlOnce();
    expect(pages.size).toBeGreaterThan(25);
    expect(pages.size).toBeLessThan(MAX_PAGES);
    expect([...pages].filter(([, page]) => page.status !== 200).map(([path, page]) => `${path} ${page.status}`)).toEqual([]);

    for (const [path, page] of pages) {
      const expected = path.startsWith("/de") ? "de" : path.startsWith("/zh-hk") ? "zh-HK" : "en";
      expect(page.lang, path).toBe(expected);
      if (page.alternates.length === 0) continue;
      // Each member of the set lists exactly the same set, itself included, with x-default.
      expect(page.alternates, path).toContain(`${expected} ${path}`);
      for (const member of page.alternates.filter((alternate) => !alternate.startsWith("x-default"))) {
        const memberPath = member.split(" ")[1]!;
        const other = pages.get(memberPath) ?? (await fetchAlternates(memberPath));
        expect(other.alternates, `${path} → ${memberPath}`).toEqual(page.alternates);
      }
    }
    // Every site page was reached in all three languages.
    for (const [tag, home] of Object.entries(HOMES)) expect(pages.get(home)?.alternates, tag).toHaveLength(4);
  });

  test("every page names its language's Insights feeds, and each answers in its format", async () => {
    const pages = await crawlOnce();
    for (const [path, page] of pages) {
      const prefix = path.startsWith("/de") ? "/de" : path.startsWith("/zh-hk") ? "/zh-hk" : "";
      expect(page.feeds, path).toEqual([`application/rss+xml ${prefix}/insights/feed.xml`, `application/atom+xml ${prefix}/insights/atom.xml`, `application/feed+json ${prefix}/insights/feed.json`]);
    }
    for (const feed of new Set([...pages.values()].flatMap((page) => page.feeds))) {
      const [type, path] = feed.split(" ");
      const response = await fetch(`${site.app.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe(`${type}; charset=utf-8`);
      const body = await response.text();
      expect(body, path).toMatch(type === "application/feed+json" ? /"version": "https:\/\/jsonfeed\.org\/version\/1\.1"/ : /^<\?xml version="1\.0" encoding="utf-8"\?>/);
    }
    expect((await fetch(`${site.app.url}/xx/insights/feed.xml`)).status).toBe(404);
  });
});

async function fetchAlternates(path: string): Promise<Crawled> {
  const response = await fetch(`${site.app.url}${path}`);
  const html = await response.text();
  return { status: response.status, lang: null, alternates: alternatesOf(html), feeds: feedsOf(html) };
}

/** A page's hreflang links as "tag path", sorted (its feeds are alternates too, but name a type, not a language). */
function alternatesOf(html: string): string[] {
  return [...html.matchAll(/<link(?=[^>]*\srel="alternate")(?=[^>]*\shreflang=)[^>]*>/gi)].map((match) => `${attribute(match[0], "hrefLang")} ${new URL(attribute(match[0], "href") ?? "").pathname}`).sort();
}

/** A page's feed links as "type path", in the page's order. */
function feedsOf(html: string): string[] {
  return [...html.matchAll(/<link(?=[^>]*\srel="alternate")(?=[^>]*\stype=)[^>]*>/gi)].map((match) => `${attribute(match[0], "type")} ${new URL(attribute(match[0], "href") ?? "").pathname}`);
}
