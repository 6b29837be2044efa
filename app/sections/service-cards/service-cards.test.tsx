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

  test("the editor lists cards with their link, disabled when read-only", () => {
    const text = visibleText(renderHtml(<ServiceCardsEditor section={cards([card()])} onChange={() => {}} readOnly={false} />));
    for (const label of ["Card 1", "Learn More Link", "Add Card", "Button Text", "Button Link"]) expect(text).toContain(label);
    const html = renderHtml(<ServiceCardsEditor section={cards([card()])} onChange={() => {}} readOnly />);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "select"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });
});
