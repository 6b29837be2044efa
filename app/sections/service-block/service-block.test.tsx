import { describe, expect, test } from "vitest";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { newServicePoint, serviceBlockDefaults, ServiceBlockSection, type ServicePoint } from "./schema.ts";
import { ServiceBlockRenderer } from "./service-block.tsx";
import { ServiceBlockEditor } from "./service-block-editor.tsx";

const block = (points: ServicePoint[], patch: Partial<ServiceBlockSection> = {}): ServiceBlockSection => ({ ...serviceBlockDefaults(0), points, ...patch });
const point = (patch: Partial<ServicePoint> = {}): ServicePoint => ({ ...newServicePoint(), ...patch });

describe("service block", () => {
  test("the defaults are valid, an anchor, a title and one point, no illustration; the anchor is a plain in-page name", () => {
    const defaults = serviceBlockDefaults(2);
    expect(ServiceBlockSection.parse(defaults)).toEqual(defaults);
    expect(defaults).toMatchObject({ type: "service-block", order: 2, anchor: "new-service", title: "New Service", points: [{ title: "What is included" }], image: "" });
    expect(issuesOf(ServiceBlockSection, block([], { anchor: "Test Buying" }))).toEqual({ anchor: "Anchor may only contain lower-case letters, digits, hyphens and underscores." });
  });

  test("a stored block with a broken anchor gets a new section's anchor, never the broken one", () => {
    const stored = block([point()], { anchor: '"><script>' });
    expect((parseSectionsForRead([stored])[0] as ServiceBlockSection).anchor).toBe(serviceBlockDefaults(0).anchor);
  });

  test("is the section its anchor names, numbered by its place among the services", () => {
    const html = renderHtml(<ServiceBlockRenderer section={block([point({ title: "Mystery Shopping" })], { anchor: "test-buying", title: "Test Buying" })} context={PAGE_CONTEXT} ofType={1} />);
    expect(tagsOf(html, "section")).toEqual([expect.stringContaining('id="test-buying"')]);
    expect(visibleText(html)).toContain("02 Test Buying");
    expect(tagsOf(html, "h3")).toHaveLength(1);
  });

  test("an illustration sits beside the text, described or decorative; without one there is no image", () => {
    const render = (patch: Partial<ServiceBlockSection>, ofType = 0) => renderHtml(<ServiceBlockRenderer section={block([point()], patch)} context={PAGE_CONTEXT} ofType={ofType} />);
    expect(tagsOf(render({ image: "/images/services/test-buying.svg", imageAlt: "" }), "img")).toEqual([expect.stringContaining('alt=""')]);
    expect(tagsOf(render({ image: "/images/services/test-buying.svg", imageAlt: "A shopping bag" }), "img")).toEqual([expect.stringContaining('alt="A shopping bag"')]);
    expect(tagsOf(render({ image: "" }), "img")).toHaveLength(0);
    expect(issuesOf(ServiceBlockSection, block([], { image: "javascript:alert(1)" }))).toHaveProperty("image");
  });

  test("the editor has title, anchor, icon, introduction and points, disabled when read-only", () => {
    const text = visibleText(renderHtml(<ServiceBlockEditor section={block([point()])} onChange={() => {}} readOnly={false} />));
    for (const label of ["Title", "Anchor (Section ID)", "Icon", "Introduction", "Illustration (Optional)", "Illustration Description (Empty if Decorative)", "Point 1", "Remove Point 1", "Add Point"]) expect(text).toContain(label);
    const html = renderHtml(<ServiceBlockEditor section={block([point()])} onChange={() => {}} readOnly />);
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "select"), ...tagsOf(html, "button")]) expect(control).toContain('disabled=""');
  });
});
