import { describe, expect, test } from "vitest";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { dateLabel, LegalDocumentRenderer } from "./legal-document.tsx";
import { LegalDocumentEditor } from "./legal-document-editor.tsx";
import { legalDocumentDefaults, LegalDocumentSection, newLegalPart, type LegalPart } from "./schema.ts";

const legal = (...parts: LegalPart[]): LegalDocumentSection => ({ ...legalDocumentDefaults(0), title: "Privacy Policy", lastUpdated: "2026-11-21", intro: "First.\n\nSecond.", parts });
const part = (patch: Partial<LegalPart> = {}): LegalPart => ({ ...newLegalPart(), ...patch });
const render = (section: LegalDocumentSection) => renderHtml(<LegalDocumentRenderer section={section} context={PAGE_CONTEXT} />);

describe("legal document schema", () => {
  test("the defaults are valid", () => {
    const defaults = legalDocumentDefaults(2);
    expect(LegalDocumentSection.parse(defaults)).toEqual(defaults);
  });

  test("title, a real date and each part's heading are required", () => {
    expect(issuesOf(LegalDocumentSection, { ...legal(part({ heading: " " })), title: "", lastUpdated: "21/11/2026" })).toEqual({
      title: "Title is required.",
      lastUpdated: "Enter the date as YYYY-MM-DD.",
      "parts.0.heading": "Heading is required.",
    });
  });

  test("a stored part without a heading is dropped, the rest kept", () => {
    const stored = legal(part({ id: "a", heading: "" }), part({ id: "b", heading: "Kept" }));
    expect((parseSectionsForRead([stored])[0] as LegalDocumentSection).parts.map((p) => p.id)).toEqual(["b"]);
  });
});

describe("legal document renderer", () => {
  test("shows the title as the page's h1, the date, paragraphs, headings and bullets", () => {
    const html = render(legal(part({ heading: "Your rights", body: "You may ask.\n\nWe answer.", bullets: "Access\nErasure\n" })));
    expect(tagsOf(html, "h1")).toHaveLength(1);
    expect(html).toContain('<time dateTime="2026-11-21">21 November 2026</time>');
    const text = visibleText(html);
    for (const words of ["Privacy Policy", "First.", "Second.", "Your rights", "You may ask.", "We answer.", "Access", "Erasure"]) expect(text).toContain(words);
    expect(tagsOf(html, "li")).toHaveLength(2);
    expect(tagsOf(html, "ul")).toHaveLength(1);
  });

  test("leaves out an empty bullet list", () => {
    expect(tagsOf(render(legal(part({ bullets: " \n " }))), "ul")).toEqual([]);
  });

  test("without a configured e-mail, the {email} token reads as words, never as a token", () => {
    const text = visibleText(render(legal(part({ body: "Write to {email} today." }))));
    expect(text).toContain("Write to our contact address today.");
  });

  test("formats dates the same everywhere", () => {
    expect(dateLabel("2026-01-05")).toBe("5 January 2026");
  });

  test("formats dates in the page's language", () => {
    expect(dateLabel("2026-11-21", "de")).toBe("21. November 2026");
    expect(dateLabel("2026-11-21", "zh-HK")).toBe("2026年11月21日");
  });
});

describe("legal document editor", () => {
  test("has title, date, introduction and per part heading, text and bullets", () => {
    const text = visibleText(renderHtml(<LegalDocumentEditor section={legal(part(), part())} onChange={() => {}} readOnly={false} />));
    for (const label of ["Title", "Last Updated (YYYY-MM-DD)", "Introduction (Optional)", "Part 1", "Part 2", "Heading", "Text", "Bullet Points (Optional, One per Line)", "Remove Part 2", "Add Part"]) {
      expect(text).toContain(label);
    }
  });

  test("says so when there are no parts", () => {
    expect(visibleText(renderHtml(<LegalDocumentEditor section={legal()} onChange={() => {}} readOnly={false} />))).toContain("No parts added yet Add Part");
  });

  test("disables every control when read-only", () => {
    const html = renderHtml(<LegalDocumentEditor section={legal(part())} onChange={() => {}} readOnly />);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "button")];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});
