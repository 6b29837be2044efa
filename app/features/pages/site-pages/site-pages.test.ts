import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "#tests/utils/e2e-site.ts";
import { sitePageByPath, SITE_PAGES } from "./site-pages.ts";
import { SITE_PAGE_SLUGS } from "../cms/slug.ts";

describe("the site pages", () => {
  it("are the spec's public routes, in navigation order, as the browser tests list them on their own", () => {
    expect(SITE_PAGES.map((page) => page.path)).toEqual([...PUBLIC_ROUTES]);
  });

  it("each answer their own path, and every one but the home page holds its path's slug for itself", () => {
    for (const page of SITE_PAGES) expect(sitePageByPath(page.path)).toBe(page);
    expect([...SITE_PAGE_SLUGS]).toEqual(PUBLIC_ROUTES.filter((path) => path !== "/").map((path) => path.slice(1)));
  });
});
