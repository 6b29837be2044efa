import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { trustStripDefaults, TrustStripSection } from "./schema.ts";
import { TrustStripRenderer } from "./trust-strip.tsx";
import { TrustStripEditor } from "./trust-strip-editor.tsx";

const strip = (patch: Partial<TrustStripSection> = {}): TrustStripSection => ({ ...trustStripDefaults(0), ...patch });

describe("trust strip", () => {
  test("the defaults are valid; heading and names are required", () => {
    const defaults = strip();
    expect(TrustStripSection.parse(defaults)).toEqual(defaults);
    expect(issuesOf(TrustStripSection, strip({ heading: "", names: " " }))).toEqual({ heading: "Heading is required.", names: "Names is required." });
  });

  test("renders one list entry per non-empty line, even a repeated name", () => {
    const html = renderHtml(<TrustStripRenderer section={strip({ heading: "Trusted by", names: "Amazon\n\nTarget\nTarget" })} context={PAGE_CONTEXT} />);
    expect(tagsOf(html, "li")).toHaveLength(3);
    expect(visibleText(html)).toBe("Trusted by Amazon Target Target");
  });

  test("the editor has heading and names, disabled when read-only", () => {
    const html = renderHtml(<TrustStripEditor section={strip()} onChange={() => {}} readOnly />);
    expect(visibleText(html)).toContain("Names (One per Line)");
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea")]) expect(control).toContain('disabled=""');
  });
});
