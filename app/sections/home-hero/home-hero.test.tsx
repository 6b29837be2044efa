import { describe, expect, test } from "vitest";
import { UNSAFE_IMAGE_MESSAGE } from "#app/lib/safe-url.ts";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { HomeHeroRenderer } from "./home-hero.tsx";
import { HomeHeroEditor } from "./home-hero-editor.tsx";
import { homeHeroDefaults, HomeHeroSection } from "./schema.ts";

const hero = (patch: Partial<HomeHeroSection> = {}): HomeHeroSection => ({ ...homeHeroDefaults(0), ...patch });
const render = (section: HomeHeroSection) => renderHtml(<HomeHeroRenderer section={section} context={PAGE_CONTEXT} />);

describe("home hero schema", () => {
  test("the defaults are valid", () => {
    const defaults = homeHeroDefaults(0);
    expect(HomeHeroSection.parse(defaults)).toEqual(defaults);
  });

  test("heading and the main button are required; the illustration must be a safe image URL", () => {
    expect(issuesOf(HomeHeroSection, hero({ heading: "", primaryButtonText: " ", primaryButtonLink: "", image: "javascript:alert(1)" }))).toEqual({
      heading: "Heading is required.",
      primaryButtonText: "Main button text is required.",
      primaryButtonLink: "Main button link is required.",
      image: UNSAFE_IMAGE_MESSAGE,
    });
  });

  test("a stored unsafe second link is emptied, the rest kept", () => {
    const stored = hero({ heading: "Kept", secondaryButtonText: "More", secondaryButtonLink: "javascript:alert(1)" });
    expect(parseSectionsForRead([stored])).toEqual([{ ...stored, secondaryButtonLink: "" }]);
  });
});

describe("home hero renderer", () => {
  test("shows the h1, both buttons, the highlights and the illustration with its alt text", () => {
    const html = render(
      hero({ heading: "Quality First", secondaryButtonText: "Explore Services", secondaryButtonLink: "/services", highlights: "Fast\nAnonymous\n", image: "/images/hero.svg", imageAlt: "An inspector" }),
    );
    expect(tagsOf(html, "h1")).toHaveLength(1);
    expect(tagsOf(html, "a").map((a) => /href="([^"]*)"/.exec(a)?.[1])).toEqual(["/contact", "/services"]);
    expect(tagsOf(html, "li")).toHaveLength(2);
    expect(tagsOf(html, "img")).toEqual([expect.stringMatching(/src="\/images\/hero\.svg" alt="An inspector"/)]);
    expect(visibleText(html)).toContain("Get Started");
  });

  test("leaves out the second button without a link, and the illustration without a URL", () => {
    const html = render(hero({ secondaryButtonText: "More" }));
    expect(tagsOf(html, "a")).toHaveLength(1);
    expect(tagsOf(html, "img")).toEqual([]);
  });
});

describe("home hero editor", () => {
  test("has every field, disabled when read-only", () => {
    const html = renderHtml(<HomeHeroEditor section={hero()} onChange={() => {}} readOnly />);
    const text = visibleText(html);
    for (const label of ["Heading", "Main Button Text", "Main Button Link", "Second Button Text (Optional)", "Highlights (Optional, One per Line)", "Illustration (Optional)", "Illustration Description (Alt Text)"]) {
      expect(text).toContain(label);
    }
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea")]) expect(control).toContain('disabled=""');
  });
});
