import { describe, expect, it } from "vitest";
import { heroDefaults } from "#app/sections/hero/schema.ts";
import { parseSectionsForRead, type Section } from "#app/sections/section-list.ts";
import { textDefaults } from "#app/sections/text/schema.ts";
import { sanitizePageContent } from "./sanitize-content.server.ts";

const HOSTILE = `<p onclick="alert(1)">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>`;
const CLEAN = `<p>Hello</p><a>x</a>`;

describe("sanitizePageContent", () => {
  it("cleans an HTML page", () => {
    expect(sanitizePageContent({ html: HOSTILE })).toEqual({ html: CLEAN });
  });

  it("cleans every text section and leaves the others and the order as they were", () => {
    const hero = { ...heroDefaults(0), heading: "<b>Heading</b> stays text" };
    const first = { ...textDefaults(1), content: HOSTILE };
    const second = { ...textDefaults(2), content: `<p style="text-align:center">Centred</p>` };
    const unknown: Section = { id: "u1", type: "carousel", order: 3, content: HOSTILE };

    const result = sanitizePageContent({ sections: [hero, first, second, unknown] });

    expect(result).toEqual({ sections: [hero, { ...first, content: CLEAN }, second, unknown] });
  });

  it("empties a stored text section whose content is not text", () => {
    const [broken] = parseSectionsForRead([{ id: "t1", type: "text", order: 0, content: 42 }]);
    expect(sanitizePageContent({ sections: [broken!] })).toEqual({ sections: [{ id: "t1", type: "text", order: 0, content: "" }] });
  });

  it("does not change the content it is given", () => {
    const section = { ...textDefaults(0), content: HOSTILE };
    sanitizePageContent({ sections: [section] });
    expect(section.content).toBe(HOSTILE);
  });
});
