import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { logoWallDefaults } from "#app/sections/logo-wall/schema.ts";
import { trustStripDefaults } from "#app/sections/trust-strip/schema.ts";
import type { Section } from "#app/sections/section-list.ts";
import { SectionListEditor } from "./section-list-editor.tsx";

const count = (html: string, text: string) => html.split(text).length - 1;

function render(sections: Section[], readOnly = false): string {
  return renderToString(<SectionListEditor sections={sections} errors={{}} readOnly={readOnly} dispatch={() => {}} />);
}

describe("the visual editor's section list", () => {
  const sections: Section[] = [heroDefaults(0), { id: "from-the-future", type: "carousel", order: 1, slides: [] }];

  it("frames each section with its label, a drag handle and Remove Section; an unknown type says so", () => {
    const html = render(sections);
    expect(html).toContain('aria-label="Section 1: Hero"');
    expect(html).toContain('aria-label="Section 2: Unknown Section Type"');
    expect(html).toContain('aria-label="Reorder Hero section"');
    expect(count(html, "Remove Section")).toBe(2);
    expect(html).toContain("Add Section");
    // The type's own panel loads on demand; a skeleton holds its place meanwhile.
    expect(html).toContain('aria-label="Loading editor"');
  });

  it("offers no way to change anything when read-only", () => {
    const html = render(sections, true);
    expect(html).toContain("Unknown Section Type");
    expect(html).not.toContain("Reorder");
    expect(html).not.toContain("Remove Section");
    expect(html).not.toContain("Add Section");
  });

  it("gives a section with a look the Look fields, and a Trust Strip the way to become a Logo Wall, to editors only", () => {
    const html = render([{ ...logoWallDefaults(0), style: { background: "dark", spacing: "airy" } }, trustStripDefaults(1)]);
    expect(count(html, "<legend")).toBe(2);
    expect(html).toMatch(/<input[^>]*value="dark"[^>]*checked=""|<input[^>]*checked=""[^>]*value="dark"/);
    expect(html.match(/Turn into (?:<!-- -->)?Logo Wall/g)).toHaveLength(1);
    const readOnly = render([logoWallDefaults(0), trustStripDefaults(1)], true);
    expect(count(readOnly, "<fieldset disabled=\"\"")).toBe(2);
    expect(readOnly).not.toMatch(/Turn into/);
  });

  it("says there are no sections yet", () => {
    expect(render([])).toContain("No sections yet. Add a section to start building this page.");
  });
});
