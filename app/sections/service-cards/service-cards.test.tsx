import { describe, expect, test } from "vitest";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { newServiceCard, serviceCardsDefaults, ServiceCardsSection, type ServiceCard } from "./schema.ts";
import { ServiceCardsRenderer } from "./service-cards.tsx";
import { ServiceCardsEditor } from "./service-cards-editor.tsx";

const cards = (items: ServiceCard[], patch: Partial<ServiceCardsSection> = {}): ServiceCardsSection => ({ ...serviceCardsDefaults(0), items, ...patch });
const card = (patch: Partial<ServiceCard> = {}): ServiceCard => ({ ...newServiceCard(), ...patch });

describe("service cards", () => {
  test("the defaults are valid, a heading and one card that links to /services; each card needs a link", () => {
    const defaults = serviceCardsDefaults(2);
    expect(ServiceCardsSection.parse(defaults)).toEqual(defaults);
    expect(defaults).toMatchObject({ type: "service-cards", order: 2, heading: "Our Services", items: [{ title: "Service", link: "/services" }] });
    expect(issuesOf(ServiceCardsSection, cards([card({ link: "" })]))).toEqual({ "items.0.link": "Link is required." });
  });

  test("a stored card with an unsafe link is dropped", () => {
    const stored = cards([card({ id: "a", link: "javascript:alert(1)" }), card({ id: "b" })]);
    expect((parseSectionsForRead([stored])[0] as ServiceCardsSection).items.map((c) => c.id)).toEqual(["b"]);
  });

  test("each card links to its anchor with a name that says which service; the button shows with text and link", () => {
    const html = renderHtml(
      <ServiceCardsRenderer section={cards([card({ title: "Test Buying", link: "/services#test-buying" })], { buttonText: "View All Services", buttonLink: "/services" })} context={PAGE_CONTEXT} />,
    );
    expect(tagsOf(html, "a").map((a) => /href="([^"]*)"/.exec(a)?.[1])).toEqual(["/services#test-buying", "/services"]);
    expect(visibleText(html)).toContain("Learn more about Test Buying");
  });

  test("laid out as a grid unless staff choose alternating rows; both keep every card's words and link", () => {
    const { layout: _layout, ...stored } = cards([card()]);
    expect(ServiceCardsSection.parse(stored).layout).toBe("grid");
    expect(issuesOf(ServiceCardsSection, { ...stored, layout: "carousel" })).toEqual({ layout: "Choose a layout from the list." });
    const items = [card({ title: "Test Buying", link: "/services#test-buying" }), card({ title: "Quality Control", link: "/services#quality-control" })];
    const grid = renderHtml(<ServiceCardsRenderer section={cards(items)} context={PAGE_CONTEXT} />);
    const rows = renderHtml(<ServiceCardsRenderer section={cards(items, { layout: "rows" })} context={PAGE_CONTEXT} />);
    expect(visibleText(rows)).toBe(visibleText(grid));
    expect(tagsOf(rows, "a").map((a) => /href="([^"]+)"/.exec(a)?.[1])).toEqual(["/services#test-buying", "/services#quality-control"]);
    expect(tagsOf(rows, "li")[0]).toContain("md:even:grid-cols-[1fr_14rem]");
    expect(tagsOf(grid, "ul")[0]).toContain("md:grid-cols-3");
  });

  test("the editor lists cards with their link, disabled when read-only", () => {
    const text = visibleText(renderHtml(<ServiceCardsEditor section={cards([card()])} onChange={() => {}} readOnly={false} />));
    for (const label of ["Card 1", "Learn More Link", "Add Card", "Button Text", "Button Link"]) expect(text).toContain(label);
    const html = renderHtml(<ServiceCardsEditor section={cards([card()])} onChange={() => {}} readOnly />);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "select"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });
});
