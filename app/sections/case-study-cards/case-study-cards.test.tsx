import { describe, expect, test } from "vitest";
import { UNSAFE_IMAGE_MESSAGE, UNSAFE_LINK_MESSAGE } from "#app/lib/safe-url.ts";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { CaseStudyCardsRenderer } from "./case-study-cards.tsx";
import { CaseStudyCardsEditor } from "./case-study-cards-editor.tsx";
import { caseStudyCardsDefaults, CaseStudyCardsSection, newCaseStudyCard, type CaseStudyCard } from "./schema.ts";

const cards = (items: CaseStudyCard[], patch: Partial<CaseStudyCardsSection> = {}): CaseStudyCardsSection => ({ ...caseStudyCardsDefaults(0), items, ...patch });
const card = (patch: Partial<CaseStudyCard> = {}): CaseStudyCard => ({ ...newCaseStudyCard(), ...patch });
const render = (section: CaseStudyCardsSection) => renderHtml(<CaseStudyCardsRenderer section={section} context={PAGE_CONTEXT} />);

describe("case study cards schema", () => {
  test("the defaults are valid", () => {
    const defaults = caseStudyCardsDefaults(2);
    expect(CaseStudyCardsSection.parse(defaults)).toEqual(defaults);
  });

  test("heading, link text and each card's title, description and link are required", () => {
    expect(issuesOf(CaseStudyCardsSection, cards([card({ title: " ", description: "", link: "" })], { heading: "", linkText: "" }))).toEqual({
      heading: "Heading is required.",
      linkText: "Link text is required.",
      "items.0.title": "Title is required.",
      "items.0.description": "Description is required.",
      "items.0.link": "Link is required.",
    });
  });

  test("refuses an unsafe link or image", () => {
    expect(issuesOf(CaseStudyCardsSection, cards([card({ link: "javascript:alert(1)", image: "data:text/html,x" })]))).toEqual({
      "items.0.link": UNSAFE_LINK_MESSAGE,
      "items.0.image": UNSAFE_IMAGE_MESSAGE,
    });
  });

  test("a stored card loses an unsafe image, and a card with an unsafe link is dropped", () => {
    const stored = cards([card({ id: "a", image: "javascript:alert(1)" }), card({ id: "b", link: "javascript:alert(1)" }), card({ id: "c" })]);
    const [mended] = parseSectionsForRead([stored]) as [CaseStudyCardsSection];
    expect(mended.items.map(({ id, image }) => [id, image])).toEqual([
      ["a", ""],
      ["c", ""],
    ]);
  });

  test("a stored section without the heading switch shows its heading", () => {
    const { showHeading: _, ...stored } = cards([card()]);
    expect((parseSectionsForRead([stored])[0] as CaseStudyCardsSection).showHeading).toBe(true);
  });
});

describe("case study cards renderer", () => {
  const study = card({ title: "Fewer Returns", description: "How returns fell.", tags: "Returns\n\nElectronics\n", image: "/images/case-study-1.svg", imageAlt: "A parcel", link: "/case-study-1" });

  test("each card shows its image, tags, title as an h3, description, and a link named after the story", () => {
    const html = render(cards([study]));
    expect(tagsOf(html, "img")).toEqual([expect.stringMatching(/src="\/images\/case-study-1\.svg" alt="A parcel"/)]);
    expect(tagsOf(html, "h3")).toHaveLength(1);
    expect(tagsOf(html, "a")).toEqual([expect.stringContaining('href="/case-study-1"')]);
    expect(visibleText(html)).toContain("Returns Electronics Fewer Returns How returns fell. Read full case study : Fewer Returns");
  });

  test("a card without image or tags shows neither", () => {
    const html = render(cards([card({ image: "", tags: "" })]));
    expect(tagsOf(html, "img")).toEqual([]);
    expect(html).not.toContain('aria-label="Tags"');
  });

  test("a relative link resolves against the page, as an ordinary web link would", () => {
    expect(tagsOf(render(cards([card({ link: "new-story" })])), "a")).toEqual([expect.stringContaining('href="/new-story"')]);
  });

  test("a hidden heading is there for screen readers only; a shown one heads a tinted band", () => {
    const hidden = render(cards([study], { heading: "Client stories", showHeading: false }));
    expect(tagsOf(hidden, "h2")).toEqual([expect.stringContaining('class="sr-only"')]);
    expect(visibleText(hidden)).toContain("Client stories");
    const shown = render(cards([study], { heading: "More Case Studies" }));
    expect(tagsOf(shown, "h2")[0]).not.toContain("sr-only");
    expect(tagsOf(shown, "section")[0]).toContain("bg-muted/60");
    const labelledBy = /<section aria-labelledby="([^"]+)"/.exec(shown)?.[1];
    expect(tagsOf(shown, "h2")[0]).toContain(`id="${labelledBy}"`);
  });

  test("renders nothing without cards", () => {
    expect(render(cards([]))).toBe("");
  });
});

describe("case study cards layouts", () => {
  test("stored cards keep the grid; the split layout says the same with the picture beside the text", () => {
    const { layout: _layout, ...stored } = cards([card()]);
    expect(CaseStudyCardsSection.parse(stored).layout).toBe("grid");
    const items = [card({ title: "Returns", image: "/images/case-study-1.svg", imageAlt: "A parcel" }), card({ title: "Reviews" })];
    const grid = render(cards(items));
    const split = render(cards(items, { layout: "split" }));
    expect(split).not.toBe(grid);
    expect(visibleText(split)).toBe(visibleText(grid));
    expect(tagsOf(split, "img")).toEqual([expect.stringContaining('alt="A parcel"')]);
  });

  test("the editor offers both layouts", () => {
    const html = renderHtml(<CaseStudyCardsEditor section={cards([card()])} onChange={() => {}} readOnly={false} />);
    expect(tagsOf(html, "option").filter((option) => /value="(grid|split)"/.test(option))).toHaveLength(2);
  });
});

describe("case study cards editor", () => {
  test("has the heading, its switch, the link text and per card title, link, description, tags and image", () => {
    const text = visibleText(renderHtml(<CaseStudyCardsEditor section={cards([card(), card()])} onChange={() => {}} readOnly={false} />));
    for (const label of [
      "Heading",
      "Link Text",
      "Show the heading",
      "Case Study 1",
      "Case Study 2",
      "Title",
      "Link",
      "Description",
      "Tags (Optional, one per line)",
      "Image (Optional)",
      "Choose from Library",
      "Image Description (Optional)",
      "Remove Case Study 2",
      "Add Case Study",
    ]) {
      expect(text).toContain(label);
    }
    expect(visibleText(renderHtml(<CaseStudyCardsEditor section={cards([])} onChange={() => {}} readOnly={false} />))).toContain("No case studies added yet");
  });

  test("disables every control when read-only", () => {
    const html = renderHtml(<CaseStudyCardsEditor section={cards([card()])} onChange={() => {}} readOnly />);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "button")];
    expect(controls.length).toBeGreaterThanOrEqual(8);
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});
