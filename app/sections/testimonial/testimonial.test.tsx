import { describe, expect, test } from "vitest";
import { UNSAFE_IMAGE_MESSAGE } from "#app/lib/safe-url.ts";
import { issuesOf, PAGE_CONTEXT, renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { newTestimonialItem, testimonialDefaults, TestimonialSection, type TestimonialItem } from "./schema.ts";
import { initialsOf, TestimonialRenderer } from "./testimonial.tsx";
import { TestimonialEditor } from "./testimonial-editor.tsx";

const testimonials = (...items: TestimonialItem[]): TestimonialSection => ({ ...testimonialDefaults(0), items });
const item = (patch: Partial<TestimonialItem> = {}): TestimonialItem => ({ ...newTestimonialItem(), ...patch });
const render = (section: TestimonialSection) => renderHtml(<TestimonialRenderer section={section} context={PAGE_CONTEXT} />);

describe("testimonial schema", () => {
  test("the defaults are valid", () => {
    const defaults = testimonialDefaults(1);
    expect(TestimonialSection.parse(defaults)).toEqual(defaults);
  });

  test("quote and author are required; position and avatar are optional", () => {
    expect(issuesOf(TestimonialSection, testimonials(item({ position: "", avatar: "" }), item({ quote: "", author: " " })))).toEqual({
      "items.1.quote": "Quote is required.",
      "items.1.author": "Author is required.",
    });
  });

  test("refuses an unsafe avatar URL", () => {
    expect(issuesOf(TestimonialSection, testimonials(item({ avatar: "javascript:alert(1)" })))).toEqual({ "items.0.avatar": UNSAFE_IMAGE_MESSAGE });
  });
});

describe("testimonial renderer", () => {
  test("shows the defaults' quote, author and position as a quotation", () => {
    const html = render(testimonialDefaults(0));
    const text = visibleText(html);
    expect(text).toContain("Tell visitors what this client said about working with you.");
    expect(text).toContain("Client Name");
    expect(text).toContain("Role, Company");
    expect(tagsOf(html, "figure")).toHaveLength(1);
    expect(tagsOf(html, "blockquote")).toHaveLength(1);
    expect(tagsOf(html, "figcaption")).toHaveLength(1);
  });

  test("renders the items in order", () => {
    const text = visibleText(render(testimonials(item({ author: "Ann Lee" }), item({ author: "Bo Chan" }), item({ author: "Cy Diaz" }))));
    expect(text.indexOf("Ann Lee")).toBeLessThan(text.indexOf("Bo Chan"));
    expect(text.indexOf("Bo Chan")).toBeLessThan(text.indexOf("Cy Diaz"));
  });

  test("shows the avatar with the author's name as alt text, else the initials", () => {
    const withAvatar = render(testimonials(item({ author: "Ann Lee", avatar: "/images/ann.jpg" })));
    expect(tagsOf(withAvatar, "img")).toEqual([expect.stringMatching(/src="\/images\/ann\.jpg" alt="Ann Lee"/)]);
    const without = render(testimonials(item({ author: "Ann Lee", avatar: "" })));
    expect(tagsOf(without, "img")).toEqual([]);
    expect(visibleText(without)).toContain("AL");
  });

  test("leaves out an empty position", () => {
    expect(visibleText(render(testimonials(item({ position: "" }))))).not.toContain("Role, Company");
  });

  test("renders nothing without items", () => {
    expect(render(testimonials())).toBe("");
  });

  test.each([
    ["Ann Lee", "AL"],
    ["  jane van der berg ", "JV"],
    ["Cher", "C"],
    ["Łukasz Żak", "ŁŻ"],
  ])("initials of %j are %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("testimonial editor", () => {
  test("has quote, author, position and avatar fields per item", () => {
    const html = renderHtml(<TestimonialEditor section={testimonials(item(), item())} onChange={() => {}} readOnly={false} />);
    const text = visibleText(html);
    for (const label of ["Testimonial 1", "Testimonial 2", "Quote", "Author", "Position (Optional)", "Avatar URL (Optional)", "Remove Testimonial 2", "Add Testimonial"]) {
      expect(text).toContain(label);
    }
    expect(tagsOf(html, "textarea")).toHaveLength(2);
  });

  test("says so when there are no testimonials", () => {
    expect(visibleText(renderHtml(<TestimonialEditor section={testimonials()} onChange={() => {}} readOnly={false} />))).toContain(
      "No testimonials added yet Add Testimonial",
    );
  });

  test("disables every control when read-only", () => {
    const html = renderHtml(<TestimonialEditor section={testimonials(item())} onChange={() => {}} readOnly />);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "button")];
    expect(controls).toHaveLength(8);
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});
