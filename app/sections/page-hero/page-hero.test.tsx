import { describe, expect, test } from "vitest";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { PageHeroRenderer } from "./page-hero.tsx";
import { PageHeroEditor } from "./page-hero-editor.tsx";
import { newAnchorLink, pageHeroDefaults, PageHeroSection, type AnchorLink } from "./schema.ts";

const hero = (...links: AnchorLink[]): PageHeroSection => ({ ...pageHeroDefaults(0), eyebrow: "Our Services", title: "Services", navLabel: "Services on this page", links });
const link = (patch: Partial<AnchorLink> = {}): AnchorLink => ({ ...newAnchorLink(), ...patch });
const render = (section: PageHeroSection) => renderHtml(<PageHeroRenderer section={section} context={PAGE_CONTEXT} />);

describe("page header schema", () => {
  test("the defaults are valid", () => {
    const defaults = pageHeroDefaults(0);
    expect(PageHeroSection.parse(defaults)).toEqual(defaults);
  });

  test("title is required; an anchor is a plain in-page name", () => {
    expect(issuesOf(PageHeroSection, { ...hero(link({ anchor: "#Top Section" }), link({ label: "" })), title: " " })).toEqual({
      title: "Title is required.",
      "links.0.anchor": "Anchor may only contain lower-case letters, digits, hyphens and underscores.",
      "links.1.label": "Link text is required.",
    });
  });

  test("a stored link with a bad anchor is dropped", () => {
    const stored = hero(link({ id: "a", anchor: "javascript:alert(1)" }), link({ id: "b", anchor: "ok" }));
    expect((parseSectionsForRead([stored])[0] as PageHeroSection).links.map((l) => l.id)).toEqual(["b"]);
  });
});

describe("page header renderer", () => {
  test("shows eyebrow, the h1 and the introduction", () => {
    const html = render(hero());
    expect(tagsOf(html, "h1")).toHaveLength(1);
    expect(visibleText(html)).toContain("Our Services");
    expect(tagsOf(html, "nav")).toEqual([]);
  });

  test("links to the page's sections in a named navigation", () => {
    const html = render(hero(link({ label: "Test Buying", anchor: "test-buying" }), link({ label: "Consulting", anchor: "consulting" })));
    expect(tagsOf(html, "nav")).toEqual([expect.stringContaining('aria-label="Services on this page"')]);
    expect(tagsOf(html, "a").map((a) => /href="([^"]*)"/.exec(a)?.[1])).toEqual(["/about-us#test-buying", "/about-us#consulting"]);
  });
});

describe("page header editor", () => {
  test("has its fields and a list of links", () => {
    const text = visibleText(renderHtml(<PageHeroEditor section={hero(link())} onChange={() => {}} readOnly={false} />));
    for (const label of ["Eyebrow (Optional)", "Title", "Introduction (Optional)", "Navigation Name (Optional)", "Link 1", "Link Text", "Anchor (Section ID)", "Remove Link 1", "Add Link"]) {
      expect(text).toContain(label);
    }
    expect(visibleText(renderHtml(<PageHeroEditor section={hero()} onChange={() => {}} readOnly={false} />))).toContain("No links to sections of this page");
  });

  test("disables every control when read-only", () => {
    const html = renderHtml(<PageHeroEditor section={hero(link())} onChange={() => {}} readOnly />);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });
});
