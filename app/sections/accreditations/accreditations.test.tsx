import { describe, expect, test } from "vitest";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { AccreditationsRenderer } from "./accreditations.tsx";
import { AccreditationsEditor } from "./accreditations-editor.tsx";
import { accreditationsDefaults, AccreditationsSection, newAccreditation } from "./schema.ts";

const section = (patch: Partial<AccreditationsSection> = {}): AccreditationsSection => ({ ...accreditationsDefaults(0), ...patch });

describe("accreditations", () => {
  test("the defaults are valid; each badge needs a name and its short line", () => {
    const defaults = section();
    expect(AccreditationsSection.parse(defaults)).toEqual(defaults);
    expect(issuesOf(AccreditationsSection, section({ items: [newAccreditation()] }))).toEqual({ "items.0.title": "Name is required.", "items.0.description": "Short line is required." });
    const item = { ...newAccreditation(), title: "ISO 9001", description: "Certified.", link: "javascript:alert(1)", badge: "data:image/svg+xml,<svg/>" };
    expect(Object.keys(issuesOf(AccreditationsSection, section({ items: [item] }))).sort()).toEqual(["items.0.badge", "items.0.link"]);
  });

  test("renders a card per body, the badge silent beside its named heading", () => {
    const items = [{ ...newAccreditation(), title: "ISO 9001", description: "Quality management.", badge: "/images/office.svg", link: "https://example.com/cert" }];
    const html = renderHtml(<AccreditationsRenderer section={section({ items })} context={PAGE_CONTEXT} />);
    expect(tagsOf(html, "img")[0]).toContain('alt=""');
    expect(tagsOf(html, "a")[0]).toContain('href="https://example.com/cert"');
    expect(visibleText(html)).toBe("Accreditations Accreditations and Memberships ISO 9001 Quality management.");
    expect(renderHtml(<AccreditationsRenderer section={section({ items: [] })} context={PAGE_CONTEXT} />)).toBe("");
  });

  test("the editor's fields are disabled when read-only", () => {
    const html = renderHtml(<AccreditationsEditor section={section()} onChange={() => {}} readOnly />);
    expect(visibleText(html)).toContain("Short Line");
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea")]) expect(control).toContain('disabled=""');
  });
});
