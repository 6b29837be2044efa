import { describe, expect, it } from "vitest";
import { renderSitemap, sitemapEntries, STATIC_PUBLIC_PATHS } from "./sitemap.server.ts";

describe("sitemapEntries", () => {
  it("lists the built-in paths, then each published CMS page once with its last change", () => {
    const entries = sitemapEntries([
      { slug: "about-us", updatedAt: "2024-01-05T15:04:00.000Z" },
      { slug: "home", updatedAt: "2024-01-06T10:00:00.000Z" },
    ]);
    expect(entries.slice(0, STATIC_PUBLIC_PATHS.length)).toEqual(STATIC_PUBLIC_PATHS.map((path) => ({ path })));
    expect(entries.slice(STATIC_PUBLIC_PATHS.length)).toEqual([
      { path: "/about-us", lastModified: "2024-01-05T15:04:00.000Z" },
      { path: "/home", lastModified: "2024-01-06T10:00:00.000Z" },
    ]);
  });

  it("leaves out pages whose URL a site page answers, so no path is listed twice", () => {
    const entries = sitemapEntries([
      { slug: "services", updatedAt: "2024-01-05T15:04:00.000Z" },
      { slug: "case-study-2", updatedAt: "2024-01-05T15:04:00.000Z" },
    ]);
    expect(entries).toEqual(STATIC_PUBLIC_PATHS.map((path) => ({ path })));
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("renderSitemap", () => {
  it("writes absolute URLs and lastmod where known", () => {
    const xml = renderSitemap("https://brandcheck.test", [{ path: "/" }, { path: "/about-us", lastModified: "2024-01-05T15:04:00.000Z" }]);
    expect(xml).toContain("<url><loc>https://brandcheck.test/</loc></url>");
    expect(xml).toContain("<url><loc>https://brandcheck.test/about-us</loc><lastmod>2024-01-05T15:04:00.000Z</lastmod></url>");
  });
});
