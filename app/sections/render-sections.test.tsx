import { describe, expect, test } from "vitest";
import { PAGE_CONTEXT, renderHtml, visibleText } from "#tests/utils/sections.tsx";
import { ctaDefaults } from "./cta/schema.ts";
import { featureDefaults } from "./feature/schema.ts";
import { heroDefaults } from "./hero/schema.ts";
import { RenderSections } from "./render-sections.tsx";
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
