import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { FeatureRenderer } from "./feature.tsx";
import { FeatureEditor } from "./feature-editor.tsx";
import { featureDefaults, FeatureSection, newFeatureItem } from "./schema.ts";

const feature = (patch: Partial<FeatureSection> = {}): FeatureSection => ({ ...featureDefaults(0), ...patch });
const items = (...titles: string[]) => titles.map((title) => ({ ...newFeatureItem(), title, description: `About ${title}` }));

describe("feature schema", () => {
  test("the defaults are valid", () => {
    const defaults = featureDefaults(2);
    expect(FeatureSection.parse(defaults)).toEqual(defaults);
    expect(defaults.items).toHaveLength(3);
  });

  test("the heading and each item's title are required; descriptions are optional", () => {
    const section = feature({ heading: "", items: [{ ...newFeatureItem(), title: "Fine", description: "" }, { ...newFeatureItem(), title: " " }] });
    expect(issuesOf(FeatureSection, section)).toEqual({ heading: "Heading is required.", "items.1.title": "Feature title is required." });
  });

  test("a section holds at most 50 features", () => {
    expect(issuesOf(FeatureSection, feature({ items: Array.from({ length: 51 }, newFeatureItem) }))).toEqual({
      items: "A section can hold at most 50 features.",
    });
  });
});

describe("feature renderer", () => {
  test("shows the defaults' heading and items", () => {
    const html = renderHtml(<FeatureRenderer section={feature()} context={PAGE_CONTEXT} />);
    expect(visibleText(html)).toContain("Our Features");
    expect(tagsOf(html, "h2")).toHaveLength(1);
    expect(tagsOf(html, "h3")).toHaveLength(3);
    expect(visibleText(html)).toContain("Describe this feature in a sentence or two.");
  });

  test("renders the items in their order", () => {
    const text = visibleText(renderHtml(<FeatureRenderer section={feature({ items: items("Speed", "Accuracy", "Reach") })} context={PAGE_CONTEXT} />));
    expect(text).toMatch(/Speed About Speed Accuracy About Accuracy Reach About Reach/);
  });
});

describe("feature editor", () => {
  const render = (section: FeatureSection, readOnly = false, errors?: Record<string, string>) =>
    renderHtml(<FeatureEditor section={section} onChange={() => {}} readOnly={readOnly} errors={errors} />);

  test("titles each item and names its Remove button after it", () => {
    const html = render(feature({ items: items("Speed", "Accuracy") }));
    const text = visibleText(html);
    expect(text).toContain("Feature 1");
    expect(text).toContain("Remove Feature 2");
    expect(text).toContain("Add Feature");
    expect(html).toContain('value="Accuracy"');
  });

  test("says so when there are no features", () => {
    expect(visibleText(render(feature({ items: [] })))).toContain("No features added yet Add Feature");
  });

  test("shows an item's error beside its field", () => {
    const html = render(feature({ items: items("", "Accuracy") }), false, { "items.0.title": "Feature title is required." });
    expect(visibleText(html)).toContain("Feature title is required.");
    expect(tagsOf(html, "input").filter((input) => input.includes('aria-invalid="true"'))).toHaveLength(1);
  });

  test("disables every control when read-only", () => {
    const html = render(feature(), true);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "button")];
    expect(controls).toHaveLength(1 + 3 * 2 + 3 * 3 + 1); // heading; per item two fields, move up, move down and remove; add
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});
