import { describe, expect, test } from "vitest";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { sectionStyle } from "#app/components/admin/fields/section-fields.ts";
import { SectionFrame } from "./section-frame.tsx";
import { SectionStyleFields } from "./section-style-fields.tsx";
import { SECTION_BACKGROUNDS, SECTION_SPACINGS } from "./section-style.ts";

describe("section looks", () => {
  test("only the listed backgrounds and spacings are stored; none given is the old look", () => {
    expect(sectionStyle.parse(undefined)).toEqual({ background: "light", spacing: "normal" });
    expect(sectionStyle.safeParse({ background: "url(https://evil.example/x.png)", spacing: "normal" }).error?.issues[0]?.message).toBe("Choose a background from the list.");
    expect(sectionStyle.safeParse({ background: "dark", spacing: "huge" }).error?.issues[0]?.message).toBe("Choose a spacing from the list.");
  });

  test.each(SECTION_BACKGROUNDS.flatMap((background) => SECTION_SPACINGS.map((spacing) => [background, spacing] as const)))("a %s, %s band is one section with its tone", (background, spacing) => {
    const html = renderHtml(
      <SectionFrame look={{ background, spacing }} labelledBy="h">
        <h2 id="h">Heading</h2>
      </SectionFrame>,
    );
    const [section] = tagsOf(html, "section");
    expect(section).toContain(`data-section-tone="${background}"`);
    expect(section).toContain('aria-labelledby="h"');
    expect(section).toMatch({ compact: /py-10/, normal: /py-16/, airy: /py-24/ }[spacing]);
  });

  test("the Look fields name every choice and mark the chosen one", () => {
    const html = renderHtml(<SectionStyleFields value={{ background: "brand", spacing: "airy" }} onChange={() => {}} disabled={false} />);
    expect(visibleText(html)).toBe("Background White Soft Tint Dark Brand Colour Spacing Standard Compact Airy");
    expect(tagsOf(html, "input").filter((input) => input.includes('checked=""'))).toEqual([expect.stringContaining('value="brand"'), expect.stringContaining('value="airy"')]);
  });
});
