import { describe, expect, it } from "vitest";
import { isCmsPagePath } from "./public-path.ts";

describe("isCmsPagePath", () => {
  it.each(["/about-us", "/about-us/", "/spring_sale-2025"])("is true for the page path %s", (path) => {
    expect(isCmsPagePath(path)).toBe(true);
  });

  it.each([
    ["the home page", "/"],
    ["a built-in page", "/services"],
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
