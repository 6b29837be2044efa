import { describe, expect, test } from "vitest";
import { PAGE_CONTEXT, renderHtml, visibleText } from "#tests/utils/sections.tsx";
import { caseStudyBodyDefaults } from "./case-study-body/schema.ts";
import { ctaDefaults } from "./cta/schema.ts";
import { featureDefaults } from "./feature/schema.ts";
import { heroDefaults } from "./hero/schema.ts";
import { RenderSections } from "./render-sections.tsx";
import { opensPage } from "./renderers.ts";
import type { Section } from "./section-list.ts";
import { textDefaults } from "./text/schema.ts";

const render = (sections: Section[]) => visibleText(renderHtml(<RenderSections sections={sections} context={PAGE_CONTEXT} />));

describe("RenderSections", () => {
  test("renders the sections in ascending order, whatever the list's order", () => {
    const text = render([
      { ...ctaDefaults(2), heading: "Third" },
      { ...heroDefaults(0), heading: "First" },
      { ...featureDefaults(1), heading: "Second" },
    ]);
    expect(text).toMatch(/First.*Second.*Third/);
  });

  test("renders nothing for a section of an unknown type, and the others around it", () => {
    const text = render([
      { ...heroDefaults(0), heading: "Before" },
      { id: "future", type: "carousel", order: 1, heading: "Not shown", slides: ["a"] },
      { ...textDefaults(2), content: "<p>After</p>" },
    ]);
    expect(text).toMatch(/Before.*After/);
    expect(text).not.toContain("Not shown");
  });

  test("renders nothing for an empty page", () => {
    expect(render([])).toBe("");
  });
});

describe("opensPage", () => {
  test("is true for a section that carries the page's h1 at the top of the page, and only there", () => {
    expect(opensPage(caseStudyBodyDefaults(0))).toBe(true);
    expect(opensPage(heroDefaults(0))).toBe(true);
    expect(opensPage(caseStudyBodyDefaults(1))).toBe(false);
    expect(opensPage(textDefaults(0))).toBe(false);
    expect(opensPage({ id: "x", type: "from-a-newer-version", order: 0 })).toBe(false);
    // What the page route relies on: the opening case study renders exactly one h1.
    expect(renderHtml(<RenderSections sections={[caseStudyBodyDefaults(0), textDefaults(1)]} context={PAGE_CONTEXT} />).match(/<h1\b/g)).toHaveLength(1);
  });
});
