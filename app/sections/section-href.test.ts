import { describe, expect, test } from "vitest";
import { sectionHref } from "./section-href.ts";

describe("sectionHref", () => {
  test.each([
    ["/contact", "/contact"],
    ["/contact?topic=audit#form", "/contact?topic=audit#form"],
    ["https://example.com/a", "https://example.com/a"],
    ["//cdn.example.com/a", "//cdn.example.com/a"],
    ["mailto:hello@example.com", "mailto:hello@example.com"],
    ["tel:+441234567", "tel:+441234567"],
  ])("keeps %j as it is", (url, expected) => {
    expect(sectionHref(url, "/about-us")).toBe(expected);
  });

  test.each([
    ["pricing", "/pricing"],
    ["#form", "/about-us#form"],
    ["?plan=pro", "/about-us?plan=pro"],
    ["../team", "/team"],
  ])("resolves the relative link %j on /about-us as a browser would", (url, expected) => {
    expect(sectionHref(url, "/about-us")).toBe(expected);
  });
});
