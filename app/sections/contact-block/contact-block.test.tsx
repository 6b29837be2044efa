import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, test } from "vitest";
import { defaultSiteSettings } from "#app/features/site-settings/defaults.ts";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import type { SectionRenderContext } from "../section-types.ts";
import { ContactBlockRenderer } from "./contact-block.tsx";
import { ContactBlockEditor } from "./contact-block-editor.tsx";
import { contactBlockDefaults, ContactBlockSection } from "./schema.ts";

const SITE = { origin: "https://brandcheck.test", ...defaultSiteSettings({ phone: "+1 (555) 010-0199", email: "team@brandcheck.test" }) };
const block = (patch: Partial<ContactBlockSection> = {}): ContactBlockSection => ({ ...contactBlockDefaults(0), id: "contact-1", ...patch });

/** Renders under a root route whose loader data holds the site settings, as on a public page. */
function renderWithSettings(element: ReactElement): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ path: "*", Component: () => element }] }]);
  return renderToString(<Stub initialEntries={["/contact"]} hydrationData={{ loaderData: { root: { site: SITE } } }} />);
}
const render = (section: ContactBlockSection, context: Partial<SectionRenderContext> = {}) =>
  renderWithSettings(<ContactBlockRenderer section={section} context={{ ...PAGE_CONTEXT, path: "/contact", ...context }} />);

describe("contact block schema", () => {
  test("the defaults are valid; the headings are required and the image must be safe", () => {
    const defaults = contactBlockDefaults(0);
    expect(ContactBlockSection.parse(defaults)).toEqual(defaults);
    expect(issuesOf(ContactBlockSection, block({ heading: " ", formHeading: "", image: "javascript:alert(1)" }))).toEqual({
      heading: "Heading is required.",
      formHeading: "Form heading is required.",
      image: "Use an image URL that starts with https://, http:// or /.",
    });
  });

  test("stored data this version cannot read is mended, not shown broken", () => {
    const [mended] = parseSectionsForRead([{ ...block(), heading: 42, partners: ["not", "text"], image: "javascript:alert(1)" }]);
    expect(mended).toMatchObject({ type: "contact-block", id: "contact-1", heading: "Get in Touch", partners: "", image: "" });
  });
});

describe("contact block renderer", () => {
  test("shows the heading, the form posting to the page, and the phone, e-mail, hours and offices from the settings", () => {
    const html = render(block({ partners: "Amazon\nTarget", image: "/images/office.svg", imageAlt: "Our office" }));
    const text = visibleText(html);
    for (const expected of ["Get in Touch", "Send us a message", "Send Message", "Contact Information", "+1 (555) 010-0199", "team@brandcheck.test", "Monday - Friday:", "9AM - 6PM EST", "London · Hong Kong · Sydney · Frankfurt", "Amazon", "Target"]) {
      expect(text).toContain(expected);
    }
    expect(tagsOf(html, "form")[0]).toContain('action="/contact"');
    expect(html).toContain('href="tel:+15550100199"');
    expect(html).toContain('href="mailto:team@brandcheck.test"');
    expect(tagsOf(html, "img")[0]).toContain('alt="Our office"');
    expect(html).toContain('id="contact-form"');
  });

  test("names the retailers as where we buy, not as partners, and says how the offices' hours work", () => {
    const text = visibleText(render(block({ partners: "Amazon\nTarget" })));
    expect(text).toContain("Where We Test-Buy We buy anonymously, just as your customers do, from retailers and marketplaces such as: Amazon Target");
    expect(text).not.toMatch(/partner/i);
    expect(text).toContain("London · Hong Kong · Sydney · Frankfurt Meet us at any office by appointment, in its local business hours.");
    expect(visibleText(render(block({ officesNote: "" })))).not.toContain("by appointment");
  });

  test("without partners or an image those parts are left out", () => {
    const html = render(block({ partners: " \n ", image: "" }));
    expect(visibleText(html)).not.toContain("Where We Test-Buy");
    expect(tagsOf(html, "img")).toHaveLength(0);
  });

  test("shows the action's answer for this block: field errors with what was typed, or the confirmation", () => {
    const refused = render(block(), { formResult: { sectionId: "contact-1", fieldErrors: { email: "Please enter a valid email address." }, values: { email: "ada@localhost" } } });
    expect(visibleText(refused)).toContain("Please enter a valid email address.");
    expect(tagsOf(refused, "input").find((tag) => tag.includes('name="email"'))).toContain('value="ada@localhost"');
    expect(visibleText(render(block(), { formResult: { sectionId: "contact-1", sent: true } }))).toContain("Message sent: We'll get back to you as soon as possible.");
    expect(visibleText(render(block(), { formResult: { sectionId: "another", sent: true } }))).not.toContain("Message sent");
  });
});

describe("contact block editor", () => {
  test("has every text, the partners and the image, all disabled when read-only", () => {
    const html = renderHtml(<ContactBlockEditor section={block()} onChange={() => {}} readOnly />);
    for (const label of ["Heading", "Introduction", "Form Heading", "Contact Details Heading", "Partners Heading", "Partners (One per Line)", "Image", "Image Alt Text"]) {
      expect(visibleText(html)).toContain(label);
    }
    expect(visibleText(html)).toContain("come from Settings");
    for (const control of [...tagsOf(html, "input"), ...tagsOf(html, "textarea")]) expect(control).toContain('disabled=""');
  });
});
