import { describe, expect, test } from "vitest";
import { UNSAFE_IMAGE_MESSAGE, UNSAFE_LINK_MESSAGE } from "#app/lib/safe-url.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { HeroRenderer } from "./hero.tsx";
import { HeroEditor } from "./hero-editor.tsx";
import { heroDefaults, HeroSection } from "./schema.ts";

const hero = (patch: Partial<HeroSection> = {}): HeroSection => ({ ...heroDefaults(0), ...patch });
const render = (section: HeroSection, preview = false) => renderHtml(<HeroRenderer section={section} context={{ ...PAGE_CONTEXT, preview }} />);

describe("hero schema", () => {
  test("the defaults are valid", () => {
    const defaults = heroDefaults(3);
    expect(HeroSection.parse(defaults)).toEqual(defaults);
    expect(defaults).toMatchObject({ type: "hero", order: 3, heading: "Your Heading Here" });
  });

  test("a heading is required", () => {
    expect(issuesOf(HeroSection, hero({ heading: "   " }))).toEqual({ heading: "Heading is required." });
  });

  test("subheading, image and button are optional", () => {
    expect(issuesOf(HeroSection, hero({ subheading: "", backgroundImage: "", buttonText: "", buttonLink: "" }))).toEqual({});
  });

  test.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html;base64,PHNjcmlwdD4="])(
    "refuses the unsafe link and image %j",
    (url) => {
      expect(issuesOf(HeroSection, hero({ buttonLink: url, backgroundImage: url }))).toEqual({
        buttonLink: UNSAFE_LINK_MESSAGE,
        backgroundImage: UNSAFE_IMAGE_MESSAGE,
      });
    },
  );
});

describe("hero renderer", () => {
  test("shows the defaults' heading, subheading and button", () => {
    const html = render(hero());
    const text = visibleText(html);
    expect(text).toContain("Your Heading Here");
    expect(text).toContain("Add a short line that tells visitors what this page offers.");
    expect(text).toContain("Get Started");
    expect(tagsOf(html, "a")).toEqual([expect.stringContaining('href="/contact"')]);
  });

  test("the first section's heading is the page's h1, later ones are h2", () => {
    expect(tagsOf(render(hero({ order: 0 })), "h1")).toHaveLength(1);
    const later = render(hero({ order: 2 }));
    expect(tagsOf(later, "h1")).toHaveLength(0);
    expect(tagsOf(later, "h2")).toHaveLength(1);
  });

  test("in the editor's preview, below the preview's title, even the first hero is an h2", () => {
    const html = render(hero({ order: 0 }), true);
    expect(tagsOf(html, "h1")).toHaveLength(0);
    expect(tagsOf(html, "h2")).toHaveLength(1);
  });

  test.each([
    ["no button text", { buttonText: "" }],
    ["no button link", { buttonLink: "" }],
    ["blank button text", { buttonText: "  " }],
  ])("shows no button with %s", (_, patch) => {
    const html = render(hero(patch));
    expect(tagsOf(html, "a")).toEqual([]);
    expect(visibleText(html)).not.toContain("Get Started");
  });

  test("a background image sits behind the text, hidden from screen readers", () => {
    const html = render(hero({ backgroundImage: "https://cdn.example.com/hero.jpg" }));
    expect(tagsOf(html, "img")).toEqual([expect.stringMatching(/src="https:\/\/cdn\.example\.com\/hero\.jpg"[^>]*alt=""/)]);
  });

  test("laid out with the text beside the photo: the light band, no scrim, the photo in its own frame; the photo behind the text unless chosen", () => {
    const { layout: _layout, ...stored } = hero();
    expect(HeroSection.parse(stored).layout).toBe("full-bleed");
    expect(issuesOf(HeroSection, { ...stored, layout: "carousel" })).toEqual({ layout: "Choose a layout from the list." });
    const photo = "https://cdn.example.com/hero.jpg";
    const split = render(hero({ backgroundImage: photo, layout: "split" }));
    expect(tagsOf(split, "img")).toEqual([expect.stringMatching(/alt=""[^>]*class="aspect-\[4\/3\]/)]);
    expect(tagsOf(split, "section")[0]).not.toContain("data-hero-tone");
    expect(split).not.toContain("bg-black/60");
    expect(split).toContain("lg:grid-cols-2");
    expect(tagsOf(render(hero({ backgroundImage: photo })), "section")[0]).toContain('data-hero-tone="dark"');
    // Without a photo both layouts are the same text-only band.
    expect(render(hero({ layout: "split" }))).toBe(render(hero()));
  });

  test("without a background image there is no image", () => {
    expect(tagsOf(render(hero()), "img")).toEqual([]);
  });

  test("a bare relative link resolves against the page, as in a browser", () => {
    expect(render(hero({ buttonLink: "pricing#plans" }))).toContain('href="/pricing#plans"');
    expect(render(hero({ buttonLink: "https://example.com/a" }))).toContain('href="https://example.com/a"');
    expect(render(hero({ buttonLink: "mailto:hello@example.com" }))).toContain('href="mailto:hello@example.com"');
  });
});

describe("hero editor", () => {
  const noop = () => {};

  test("shows every field with its value", () => {
    const html = renderHtml(<HeroEditor section={hero()} onChange={noop} readOnly={false} />);
    const text = visibleText(html);
    for (const label of ["Heading", "Subheading (Optional)", "Background Image (Optional)", "Button Text", "Button Link"]) expect(text).toContain(label);
    expect(html).toContain('value="Your Heading Here"');
    expect(html).toContain('value="/contact"');
  });

  test("every control is disabled when read-only", () => {
    const html = renderHtml(<HeroEditor section={hero()} onChange={noop} readOnly />);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea")];
    expect(controls).toHaveLength(5);
    for (const control of controls) expect(control).toContain('disabled=""');
  });

  test("shows a field's error beside it, tied to the input", () => {
    const html = renderHtml(<HeroEditor section={hero({ heading: "" })} onChange={noop} readOnly={false} errors={{ heading: "Heading is required." }} />);
    const [input] = tagsOf(html, "input");
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input!)?.[1];
    expect(html).toMatch(new RegExp(`<p id="${describedBy}"[^>]*>Heading is required.</p>`));
  });
});
