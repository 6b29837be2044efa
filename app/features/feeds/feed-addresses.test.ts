import { describe, expect, it } from "vitest";
import type { AddressBook } from "#app/features/languages/public-address.ts";
import { feedLinkMeta, feedLinks } from "./feed-links.ts";
import { feedPath, feedRoutePatterns, readFeedPath } from "./feed-addresses.ts";

// English by default, German and Hong Kong Chinese on; French is on the site but switched off (not in the book).
const book: AddressBook = {
  defaultTag: "en",
  tagByPrefix: new Map([
    ["de", "de"],
    ["zh-hk", "zh-HK"],
  ]),
  prefixByTag: new Map([
    ["de", "de"],
    ["zh-HK", "zh-hk"],
  ]),
};

describe("feed addresses (docs/decisions/039-collections.md, Feeds)", () => {
  it("are the listing's path with the format's file after it, in every served language, for the collection and each topic", () => {
    expect(feedPath({ base: "insights", tag: "en", format: "rss" }, book)).toBe("/insights/feed.xml");
    expect(feedPath({ base: "insights", tag: "de", format: "atom" }, book)).toBe("/de/insights/atom.xml");
    expect(feedPath({ base: "insights", tag: "zh-HK", format: "json", topic: "compliance" }, book)).toBe("/zh-hk/insights/topics/compliance/feed.json");
    expect(feedPath({ base: "insights", tag: "fr", format: "rss" }, book)).toBeNull();
  });

  it("are read back from exactly that path, and from no other spelling", () => {
    expect(readFeedPath("/insights/feed.xml", book)).toEqual({ base: "insights", tag: "en", format: "rss" });
    expect(readFeedPath("/de/insights/atom.xml", book)).toEqual({ base: "insights", tag: "de", format: "atom" });
    expect(readFeedPath("/zh-hk/insights/topics/quality-control/feed.json", book)).toEqual({ base: "insights", tag: "zh-HK", format: "json", topic: "quality-control" });
    const refused = [
      "/INSIGHTS/feed.xml",
      "/insights/Feed.xml",
      "/insights/feed.xml/",
      "/insights//feed.xml",
      "/en/insights/feed.xml",
      "/fr/insights/feed.xml",
      "/xx/insights/feed.xml",
      "/DE/insights/feed.xml",
      "/case-studies/feed.xml",
      "/insights/feed.rss",
      "/insights/topics/feed.xml",
      "/insights/topics//feed.xml",
      "/insights/tags/quality/feed.xml",
      "/insights/topics/a/b/feed.xml",
      "/insights/topics/%2e%2e/feed.xml",
      "/insights/topics/%E0%A4%A/feed.xml",
      `/insights/topics/${"a".repeat(101)}/feed.xml`,
      `/insights/topics/${"a".repeat(100_000)}/feed.xml`,
    ];
    expect(refused.filter((path) => readFeedPath(path, book) !== null)).toEqual([]);
    // An escaped slash is part of the slug, a value the topic lookup finds no topic for (feeds.db.test.ts), never a path.
    expect(readFeedPath("/insights/topics/..%2F..%2Fetc%2Fpasswd/feed.xml", book)).toMatchObject({ topic: "../../etc/passwd" });
  });

  it("give app/routes.ts a pattern for each file, with and without a language's prefix, for the collection and a topic", () => {
    expect(feedRoutePatterns()).toEqual([
      "insights/feed.xml",
      ":lang/insights/feed.xml",
      "insights/topics/:topic/feed.xml",
      ":lang/insights/topics/:topic/feed.xml",
      "insights/atom.xml",
      ":lang/insights/atom.xml",
      "insights/topics/:topic/atom.xml",
      ":lang/insights/topics/:topic/atom.xml",
      "insights/feed.json",
      ":lang/insights/feed.json",
      "insights/topics/:topic/feed.json",
      ":lang/insights/topics/:topic/feed.json",
    ]);
  });
});

describe("feedLinks: the <link rel=alternate> a public page names", () => {
  const origin = "https://brandcheck.example";

  it("names the language's three feeds, absolute, titled in the page's language", () => {
    expect(feedLinks({ tag: "en", book, origin, siteName: "BrandCheck" })).toEqual([
      { rel: "alternate", type: "application/rss+xml", title: "BrandCheck Insights (RSS)", href: "https://brandcheck.example/insights/feed.xml" },
      { rel: "alternate", type: "application/atom+xml", title: "BrandCheck Insights (Atom)", href: "https://brandcheck.example/insights/atom.xml" },
      { rel: "alternate", type: "application/feed+json", title: "BrandCheck Insights (JSON Feed)", href: "https://brandcheck.example/insights/feed.json" },
    ]);
    expect(feedLinks({ tag: "de", book, origin, siteName: "BrandCheck" }).map((link) => [link.title, link.href])).toEqual([
      ["Insights von BrandCheck (RSS)", "https://brandcheck.example/de/insights/feed.xml"],
      ["Insights von BrandCheck (Atom)", "https://brandcheck.example/de/insights/atom.xml"],
      ["Insights von BrandCheck (JSON Feed)", "https://brandcheck.example/de/insights/feed.json"],
    ]);
    expect(feedLinks({ tag: "zh-HK", book, origin, siteName: "BrandCheck" })[0]).toMatchObject({ title: "BrandCheck 業界洞察（RSS）", href: "https://brandcheck.example/zh-hk/insights/feed.xml" });
  });

  it("names a topic's feeds for a topic page, and none in a language that is not served", () => {
    const links = feedLinks({ tag: "de", book, origin, siteName: "BrandCheck", topic: { slug: "qualitaet", name: "Qualität" } });
    expect(links.map((link) => link.href)).toEqual([
      "https://brandcheck.example/de/insights/topics/qualitaet/feed.xml",
      "https://brandcheck.example/de/insights/topics/qualitaet/atom.xml",
      "https://brandcheck.example/de/insights/topics/qualitaet/feed.json",
    ]);
    expect(links[0]!.title).toBe("Insights von BrandCheck: Qualität (RSS)");
    expect(feedLinkMeta(links)[1]).toEqual({ tagName: "link", ...links[1] });
    expect(feedLinks({ tag: "fr", book, origin, siteName: "BrandCheck" })).toEqual([]);
  });
});
