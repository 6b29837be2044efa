import { describe, expect, test } from "vitest";
import { BAD_PAGE_LINK_MESSAGE } from "#app/lib/page-link.ts";
import { UNSAFE_LINK_MESSAGE } from "#app/lib/safe-url.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { CtaRenderer } from "./cta.tsx";
import { CtaEditor } from "./cta-editor.tsx";
import { ctaDefaults, CtaSection } from "./schema.ts";

const cta = (patch: Partial<CtaSection> = {}): CtaSection => ({ ...ctaDefaults(1), ...patch });
const render = (section: CtaSection) => renderHtml(<CtaRenderer section={section} context={PAGE_CONTEXT} />);

describe("cta schema", () => {
  test("the defaults are valid and lead to /contact", () => {
    const defaults = ctaDefaults(1);
    expect(CtaSection.parse(defaults)).toEqual(defaults);
    expect(defaults.buttonLink).toBe("/contact");
  });

  test("heading, button text and button link are required", () => {
    expect(issuesOf(CtaSection, cta({ heading: "", buttonText: " ", buttonLink: "" }))).toEqual({
      heading: "Heading is required.",
      buttonText: "Button text is required.",
      buttonLink: "Button link is required.",
    });
  });

  test("the subheading is optional", () => {
    expect(issuesOf(CtaSection, cta({ subheading: "" }))).toEqual({});
  });

  test.each(["javascript:alert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>", " javascript:alert(1)"])("refuses the link %j", (url) => {
    expect(issuesOf(CtaSection, cta({ buttonLink: url }))).toEqual({ buttonLink: UNSAFE_LINK_MESSAGE });
  });
});

describe("cta renderer", () => {
  test("shows the defaults' heading, subheading and a button link", () => {
    const html = render(cta());
    const text = visibleText(html);
    expect(text).toContain("Ready to Get Started?");
    expect(text).toContain("Talk to our team about what you would like to check.");
    expect(tagsOf(html, "a")).toEqual([expect.stringContaining('href="/contact"')]);
    expect(text).toContain("Contact Us");
    expect(tagsOf(html, "h2")).toHaveLength(1);
  });

  test("leaves out an empty subheading", () => {
    expect(tagsOf(render(cta({ subheading: "" })), "p")).toEqual([]);
  });

  test("two call-to-action sections label themselves with different headings", () => {
    const html = renderHtml(
      <>
        <CtaRenderer section={cta({ heading: "First" })} context={PAGE_CONTEXT} />
        <CtaRenderer section={cta({ heading: "Second" })} context={PAGE_CONTEXT} />
      </>,
    );
    const labelledBy = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(labelledBy).size).toBe(2);
  });

  test("draws no button when the page its link chose is not published (the loader left the link empty)", () => {
    const html = render(cta({ buttonLink: "" }));
    expect(visibleText(html)).toContain("Ready to Get Started?");
    expect(tagsOf(html, "a")).toEqual([]);
  });

  test("takes a page chosen from the list, and says so when the reference cannot be read", () => {
    expect(issuesOf(CtaSection, cta({ buttonLink: "page:site-page:contact#form" }))).toEqual({});
    expect(issuesOf(CtaSection, cta({ buttonLink: "page:<img onerror=x>" }))).toEqual({ buttonLink: BAD_PAGE_LINK_MESSAGE });
  });
});

describe("cta editor", () => {
  test("shows the fields and disables them when read-only", () => {
    const html = renderHtml(<CtaEditor section={cta()} onChange={() => {}} readOnly />);
    const text = visibleText(html);
    for (const label of ["Heading", "Subheading (Optional)", "Button Text", "Button Link"]) expect(text).toContain(label);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea")];
    expect(controls).toHaveLength(4);
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});
