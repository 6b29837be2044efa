import { describe, expect, it } from "vitest";
import type { Section } from "#app/sections/section-list.ts";
import { matchingSection, sectionTexts } from "./section-texts.ts";

const cta = { id: "a", type: "cta", order: 0, heading: "Call us", subheading: "", buttonText: "Contact", buttonLink: "/contact" } as Section;

describe("sectionTexts", () => {
  it("lists the words of a section, not its addresses, pictures or identity, rich text as plain text", () => {
    const faq = {
      id: "f",
      type: "faq",
      order: 1,
      items: [{ question: "Why?", answer: "<p>Because &amp; <strong>so</strong>.</p><p>Next</p>" }],
      image: "/media/x.png",
      backgroundImage: { src: "/media/y.png", alt: "A shop" },
    } as unknown as Section;
    expect(sectionTexts(cta)).toEqual([
      { label: "Heading", text: "Call us" },
      { label: "Button text", text: "Contact" },
    ]);
    expect(sectionTexts(faq)).toEqual([
      { label: "Items · 1 · Question", text: "Why?" },
      { label: "Items · 1 · Answer", text: "Because & so.\nNext" },
    ]);
  });
});

describe("matchingSection", () => {
  it("finds the source's section by id, else by position and type", () => {
    const other = { ...cta, id: "b", heading: "Write to us" } as Section;
    expect(matchingSection([cta, other], other, 0)).toBe(other);
    expect(matchingSection([cta], { ...cta, id: "new" } as Section, 0)).toBe(cta);
    expect(matchingSection([cta], { ...cta, id: "new", type: "faq" } as Section, 0)).toBeUndefined();
  });
});
