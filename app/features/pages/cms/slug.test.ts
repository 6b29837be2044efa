import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes.ts";
import { isCmsPagePath, MAX_SLUG_LENGTH, normalizeSlug, RESERVED_SLUGS, SITE_PAGE_SLUGS, slugFromTitle, slugProblem } from "./slug.ts";

describe("normalizeSlug", () => {
  it("is idempotent", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (input) => normalizeSlug(normalizeSlug(input)) === normalizeSlug(input)));
  });

  it("keeps only lower-case letters, digits, underscores and hyphens, never whitespace, within the length cap", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (input) => {
        const slug = normalizeSlug(input);
        expect(slug).toMatch(/^[a-z0-9_-]*$/);
        expect(slug).not.toMatch(/\s/);
        expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      }),
    );
  });

  it("leaves a slug that is already clean unchanged", () => {
    const clean = fc.stringMatching(new RegExp(`^[a-z0-9_-]{0,${MAX_SLUG_LENGTH}}$`));
    fc.assert(fc.property(clean, (slug) => normalizeSlug(slug) === slug));
  });

  it("normalises as the spec says: lower-cased, whitespace runs to one hyphen, other characters removed", () => {
    expect(normalizeSlug("About Us")).toBe("about-us");
    expect(normalizeSlug("  Our \t  Team\n")).toBe("-our-team-");
    expect(normalizeSlug("Q&A: 2024!")).toBe("qa-2024");
    expect(normalizeSlug("snake_case-and-kebab")).toBe("snake_case-and-kebab");
    expect(normalizeSlug("x".repeat(MAX_SLUG_LENGTH + 50))).toHaveLength(MAX_SLUG_LENGTH);
  });
});

describe("slugFromTitle", () => {
  it.each([
    ["About Us", "about-us"],
    ["  Hello,   World!  ", "hello-world"],
    ["Café & Crème", "cafe-creme"],
    ["Frequently Asked Questions (FAQ)", "frequently-asked-questions-faq"],
    ["2024 Report - Q1", "2024-report-q1"],
    ["!!!", ""],
  ])("%j becomes %j", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it("always gives a slug that needs no further normalising, without hyphens at either end", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (title) => {
        const slug = slugFromTitle(title);
        expect(normalizeSlug(slug)).toBe(slug);
        expect(slug).not.toMatch(/^-|-$|--/);
      }),
    );
  });
});

describe("slugProblem", () => {
  it("refuses an empty slug, a reserved path and a slug that is not normalised, and accepts a site page's one", () => {
    expect(slugProblem("")).toBe("Missing slug: Please enter a URL slug for the page.");
    expect(slugProblem("admin")).toMatch(/used by the website itself/);
    expect(slugProblem("About")).toMatch(/lower-case letters/);
    expect(slugProblem("services")).toBeNull();
    expect(slugProblem("about-us")).toBeNull();
  });
});

/** Every path in the route config that is a fixed single segment ("services", "sitemap.xml"), wherever it is nested. */
function staticTopLevelPaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = entry.path && !path.includes("/") && !/[:*]/.test(path) ? [path] : [];
    return [...own, ...staticTopLevelPaths(entry.children ?? [], path)];
  });
}

describe("the site page slugs", () => {
  const paths = staticTopLevelPaths(routeConfig);

  it("are exactly the site's static top-level routes that are not system paths, so the list cannot drift from app/routes.ts", () => {
    const sitePageSlugs = paths.filter((path) => !RESERVED_SLUGS.has(normalizeSlug(path)));
    expect(new Set(sitePageSlugs)).toEqual(SITE_PAGE_SLUGS);
  });

  it("and the reserved slugs cover every other static top-level route and route prefix (admin, api …)", () => {
    // A dynamic first segment (the feeds' ":lang/insights/feed.xml") is no path a page could take.
    const firstSegments = routeConfig.flatMap((entry) => (entry.path ? [entry.path.split("/")[0]!] : [])).filter((segment) => !/^[:*]/.test(segment));
    for (const path of [...paths, ...firstSegments]) {
      expect(SITE_PAGE_SLUGS.has(path) || RESERVED_SLUGS.has(normalizeSlug(path)), path).toBe(true);
    }
  });
});

describe("isCmsPagePath", () => {
  it.each(["/about-us", "/about-us/", "/spring_sale-2025"])("is true for the page path %s", (path) => {
    expect(isCmsPagePath(path)).toBe(true);
  });

  it.each([
    ["the home page", "/"],
    ["a site page", "/services"],
    ["a case study", "/case-study-2"],
    ["the not-found page", "/not-found"],
    ["the admin area", "/admin"],
    ["a nested path", "/admin/pages"],
    ["a path that is not a normalised slug", "/About-Us"],
    ["a file", "/sitemap.xml"],
  ])("is false for %s", (_case, path) => {
    expect(isCmsPagePath(path)).toBe(false);
  });
});
