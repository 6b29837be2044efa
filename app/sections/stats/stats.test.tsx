import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { newStatItem, statsDefaults, StatsSection, type StatItem } from "./schema.ts";
import { StatsRenderer } from "./stats.tsx";
import { StatsEditor } from "./stats-editor.tsx";

const figure = (patch: Partial<StatItem> = {}): StatItem => ({ ...newStatItem(), ...patch });
const band = (...items: StatItem[]): StatsSection => ({ ...statsDefaults(0), heading: "What Our Clients Measured", items });

describe("stats schema", () => {
  test("the defaults are valid", () => {
    const defaults = statsDefaults(2);
    expect(StatsSection.parse(defaults)).toEqual(defaults);
  });

  test("heading, each figure and its label are required; a figure fits in a band", () => {
    expect(issuesOf(StatsSection, { ...band(figure({ value: " ", label: "" }), figure({ value: "1234567890 1234567890 1" })), heading: "" })).toEqual({
      heading: "Heading is required.",
      "items.0.value": "Figure is required.",
      "items.0.label": "Label is required.",
      "items.1.value": "Figure can be at most 20 characters.",
    });
  });
});

describe("stats renderer", () => {
  test("a description list pairs each label with its figure and source, under an h2", () => {
    const html = renderHtml(
      <StatsRenderer
        section={band(figure({ value: "35%", label: "fewer product returns", detail: "Electronics retailer" }), figure({ value: "$2.1M", label: "annual savings", detail: "" }))}
        context={PAGE_CONTEXT}
      />,
    );
    expect(tagsOf(html, "h2")).toHaveLength(1);
    expect(tagsOf(html, "dt")).toHaveLength(2);
    // The second figure has no source: two <dd> for the first, one for the second.
    expect(tagsOf(html, "dd")).toHaveLength(3);
    expect(visibleText(html)).toContain("fewer product returns 35% Electronics retailer annual savings $2.1M");
  });

  test("renders nothing without figures", () => {
    expect(renderHtml(<StatsRenderer section={band()} context={PAGE_CONTEXT} />)).toBe("");
  });
});

describe("stats editor", () => {
  test("has heading fields and per figure its value, label and source, all disabled when read-only", () => {
    const html = renderHtml(<StatsEditor section={band(figure())} onChange={() => {}} readOnly />);
    for (const label of ["Eyebrow (Optional)", "Heading", "Introduction (Optional)", "Figure 1", "Label", "Source (Optional)", "Add Figure"]) expect(visibleText(html)).toContain(label);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });
});
