import { describe, expect, test } from "vitest";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { IconCardsRenderer } from "./icon-cards.tsx";
import { IconCardsEditor } from "./icon-cards-editor.tsx";
import { iconCardsDefaults, IconCardsSection, newIconCard, type IconCard } from "./schema.ts";

const cards = (items: IconCard[], patch: Partial<IconCardsSection> = {}): IconCardsSection => ({ ...iconCardsDefaults(0), items, ...patch });
const card = (patch: Partial<IconCard> = {}): IconCard => ({ ...newIconCard(), ...patch });

describe("icon cards", () => {
  test("the defaults are valid, a heading and one whole card; title, description and a known icon are required", () => {
    const defaults = iconCardsDefaults(2);
    expect(IconCardsSection.parse(defaults)).toEqual(defaults);
    expect(defaults).toMatchObject({ type: "icon-cards", order: 2, heading: "Why Work With Us", items: [{ icon: "SearchCheck", title: "Benefit", description: expect.any(String) }] });
    expect(issuesOf(IconCardsSection, cards([card({ title: "", icon: "Nope" as never })]))).toEqual({ "items.0.title": "Title is required.", "items.0.icon": "Choose an icon from the list." });
  });

  test("a stored card with an unknown icon is dropped; an unsafe link is emptied", () => {
    const stored = cards([card({ id: "a", icon: "Nope" as never }), card({ id: "b" })], { linkText: "More", linkUrl: "javascript:alert(1)" });
    const [mended] = parseSectionsForRead([stored]) as [IconCardsSection];
    expect(mended.items.map((c) => c.id)).toEqual(["b"]);
    expect(mended.linkUrl).toBe("");
  });

  test("renders the cards as h3s in a list, and the link only with text and URL", () => {
    const html = renderHtml(<IconCardsRenderer section={cards([card({ title: "One" }), card({ title: "Two" })], { linkText: "Discover", linkUrl: "/services" })} context={PAGE_CONTEXT} />);
    expect(tagsOf(html, "h3")).toHaveLength(2);
    expect(tagsOf(html, "a")).toEqual([expect.stringContaining('href="/services"')]);
    expect(tagsOf(renderHtml(<IconCardsRenderer section={cards([card()], { linkText: "Discover" })} context={PAGE_CONTEXT} />), "a")).toEqual([]);
  });

  test("the editor lists cards with add and remove, disabled when read-only", () => {
    const text = visibleText(renderHtml(<IconCardsEditor section={cards([card(), card()])} onChange={() => {}} readOnly={false} />));
    for (const label of ["Card 1", "Card 2", "Icon", "Remove Card 2", "Add Card", "Link Text (Optional)"]) expect(text).toContain(label);
    const html = renderHtml(<IconCardsEditor section={cards([card()])} onChange={() => {}} readOnly />);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "select"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });
});
