import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SECTION_LIMITS } from "#app/components/admin/fields/section-fields.ts";
import { PAGE_CONTEXT } from "#tests/utils/sections.tsx";
import type { SectionRenderContext } from "../section-types.ts";
import { TextSection, textDefaults } from "./schema.ts";
import { TextRenderer } from "./text.tsx";

const CONTEXT: SectionRenderContext = { ...PAGE_CONTEXT, path: "/about", formStamp: "" };

describe("text section schema", () => {
  it("starts with placeholder text that passes the schema", () => {
    const section = textDefaults(2);
    expect(section).toMatchObject({ type: "text", order: 2, content: "<p>Start writing your content here.</p>" });
    expect(TextSection.parse(section)).toEqual(section);
  });

  it("gives each new section its own id", () => {
    expect(textDefaults(0).id).not.toBe(textDefaults(0).id);
  });

  it("fills in missing content with an empty string", () => {
    expect(TextSection.parse({ id: "t1", type: "text", order: 0 }).content).toBe("");
  });

  it("refuses content longer than the limit", () => {
    const tooLong = { ...textDefaults(0), content: "x".repeat(SECTION_LIMITS.html + 1) };
    const result = TextSection.safeParse(tooLong);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("This text is too long. Split it into several sections.");
    expect(TextSection.safeParse({ ...tooLong, content: "x".repeat(SECTION_LIMITS.html) }).success).toBe(true);
  });

  it("refuses a section without an id or position", () => {
    expect(TextSection.safeParse({ type: "text", content: "" }).success).toBe(false);
  });
});

describe("TextRenderer", () => {
  it("renders the default content as HTML in a centred reading column", () => {
    const html = renderToString(<TextRenderer section={textDefaults(0)} context={CONTEXT} />);
    expect(html).toContain('<div class="prose-content mx-auto max-w-3xl');
    expect(html).toContain("<p>Start writing your content here.</p>");
  });

  it("renders formatting as markup, not as escaped text", () => {
    const content = '<h2 style="text-align:center">Why us</h2><ul><li><strong>Fast</strong></li></ul>';
    const html = renderToString(<TextRenderer section={{ ...textDefaults(0), content }} context={CONTEXT} />);
    expect(html).toContain(content);
  });

  it("renders an empty section as an empty block", () => {
    const html = renderToString(<TextRenderer section={{ ...textDefaults(0), content: "" }} context={CONTEXT} />);
    expect(html).toMatch(/<div class="prose-content[^"]*"><\/div>/);
  });
});
