import { describe, expect, it } from "vitest";
import { SECTION_REGISTRY } from "./registry.ts";
import { sectionsWithPlaceholders } from "./placeholders.ts";

describe("sectionsWithPlaceholders", () => {
  it("names each section still holding its type's placeholder text, and which fields", () => {
    const hero = SECTION_REGISTRY.hero.create(0);
    const cta = { ...SECTION_REGISTRY.cta.create(1), heading: "Ready when you are" };
    const text = { ...SECTION_REGISTRY.text.create(2), content: "<p>Our own words.</p>" };
    const found = sectionsWithPlaceholders([hero, cta, text]);
    expect(found.map((s) => s.name)).toEqual(["Hero (section 1)", "Call to Action (section 2)"]);
    expect(found[0]).toMatchObject({ id: hero.id, fields: ["heading", "subheading", "button text"] });
    // The edited heading is no longer flagged; the untouched default button is.
    expect(found[1]?.fields).not.toContain("heading");
    expect(found[1]?.fields).toContain("button text");
  });

  it("compares list items by position, and leaves edited and unknown sections alone", () => {
    const feature = SECTION_REGISTRY.feature.create(0);
    const edited = { ...feature, items: feature.items.map((item, i) => (i === 0 ? { ...item, title: "Lab testing" } : item)) };
    const fields = sectionsWithPlaceholders([edited])[0]?.fields ?? [];
    expect(fields).not.toContain("item 1 title");
    expect(fields).toContain("item 2 title");
    expect(sectionsWithPlaceholders([{ id: "x", type: "from-the-future", order: 0, heading: "Your Heading Here" }])).toEqual([]);
    expect(sectionsWithPlaceholders([])).toEqual([]);
    // A contact form's default labels and a case study's section headings are real words, not placeholders.
    expect(sectionsWithPlaceholders([SECTION_REGISTRY.contact.create(0), SECTION_REGISTRY["case-study-body"].create(1)])).toEqual([]);
  });
});
