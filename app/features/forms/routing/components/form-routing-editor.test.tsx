import { describe, expect, it } from "vitest";
import { FormRouting } from "#app/lib/form-routing-schema.ts";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { FormRoutingEditor } from "./form-routing-editor.tsx";

const FIELDS = [
  { id: "market", label: "Market" },
  { id: "company", label: "Company" },
];
const LANGUAGES = [
  { tag: "en", name: "English" },
  { tag: "de", name: "Deutsch" },
];

describe("FormRoutingEditor", () => {
  it("shows each rule as its conditions and addresses, the default, and the auto-reply's text per language", () => {
    const value = FormRouting.parse({
      rules: [{ id: "r1", when: [{ kind: "field", fieldId: "market", operator: "is", value: "Asia-Pacific" }, { kind: "language", tag: "de" }], notify: ["hk@x.test"] }],
      fallback: ["sales@x.test"],
      autoReply: { enabled: true, texts: [{ language: "de", subject: "Danke", body: "Wir melden uns." }] },
    });
    const html = renderHtml(<FormRoutingEditor fields={FIELDS} languages={LANGUAGES} value={value} onChange={() => {}} />);
    const text = visibleText(html);
    expect(text).toContain("Rule 1");
    expect(text).toContain("When");
    expect(text).toContain("or");
    expect(html).toContain('value="hk@x.test"');
    expect(html).toContain('value="sales@x.test"');
    expect(html).toContain('value="Asia-Pacific"');
    expect(html).toContain('value="Danke"');
    expect(text).toContain("English");
    expect(text).toContain("Deutsch");
  });

  it("disables every control when the reader may not change the form", () => {
    const html = renderHtml(<FormRoutingEditor fields={FIELDS} languages={LANGUAGES} value={FormRouting.parse({})} onChange={() => {}} disabled />);
    expect(tagsOf(html, "button").every((tag) => tag.includes("disabled"))).toBe(true);
  });
});
