import { describe, expect, test } from "vitest";
import { UNSAFE_IMAGE_MESSAGE } from "#app/lib/safe-url.ts";
import { parseSectionsForRead } from "#app/sections/section-list.ts";
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

  test("the rating is optional and a whole number of stars from 1 to 5", () => {
    expect(issuesOf(TestimonialSection, testimonials(item({ rating: 1 }), item({ rating: 5 }), item()))).toEqual({});
    expect(issuesOf(TestimonialSection, testimonials(item({ rating: 0 }), item({ rating: 6 }), item({ rating: 4.5 })))).toEqual({
      "items.0.rating": "Choose a rating from 1 to 5 stars.",
      "items.1.rating": "Choose a rating from 1 to 5 stars.",
      "items.2.rating": expect.any(String),
    });
  });

  test("a section stored before headings, ratings, the initials switch and layouts reads as before (cards)", () => {
    const stored = { id: "old", type: "testimonial", order: 0, items: [{ id: "a", quote: "Great", author: "Ann Lee", position: "", avatar: "" }] };
    expect(parseSectionsForRead([stored])).toEqual([{ ...stored, eyebrow: "", heading: "", intro: "", showInitials: true, layout: "cards" }]);
  });

  test("a stored rating that is not 1-5 stars is dropped, the testimonial kept", () => {
    const stored = testimonials(item({ id: "a", rating: 12 }), item({ id: "b", rating: "five" as never }), item({ id: "c", rating: 3 }));
    const [mended] = parseSectionsForRead([stored]) as [TestimonialSection];
    expect(mended.items.map(({ id, rating }) => [id, rating])).toEqual([
      ["a", undefined],
      ["b", undefined],
      ["c", 3],
    ]);
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

  test("shows a rating as stars that screen readers read as one phrase", () => {
    const html = render(testimonials(item({ rating: 4 }), item()));
    expect(html.match(/role="img" aria-label="Rated 4 out of 5"/g)).toHaveLength(1);
    expect(html).not.toContain("Rated undefined");
  });

  test("under a heading, the section is named by it; without one it is called Testimonials", () => {
    const headed = render({ ...testimonials(item()), eyebrow: "Testimonials", heading: "What Our Clients Say", intro: "Leaders on our work." });
    const labelledBy = /<section aria-labelledby="([^"]+)"/.exec(headed)?.[1];
    expect(tagsOf(headed, "h2")).toEqual([expect.stringContaining(`id="${labelledBy}"`)]);
    expect(visibleText(headed)).toContain("Testimonials What Our Clients Say Leaders on our work.");
    expect(tagsOf(render(testimonials(item())), "section")).toEqual([expect.stringContaining('aria-label="Testimonials"')]);
  });

  test("without initials, an author without a photo has a caption of text only", () => {
    const html = render({ ...testimonials(item({ author: "Ann Lee", avatar: "" })), showInitials: false });
    expect(visibleText(html)).not.toContain("AL");
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

describe("testimonial large quote layout", () => {
  const quote = (section: TestimonialSection) => render({ ...section, layout: "quote" });

  test("the layout is cards or a large quote, nothing else", () => {
    expect(testimonialDefaults(0).layout).toBe("cards");
    expect(issuesOf(TestimonialSection, { ...testimonials(item()), layout: "quote" })).toEqual({});
    expect(issuesOf(TestimonialSection, { ...testimonials(item()), layout: "carousel" })).toEqual({ layout: "Choose a layout from the list." });
  });

  test("one testimonial is a pull quote in either layout (a lone card looked lost in a wide band): large type, a larger initials disc", () => {
    const section = testimonials(item({ quote: "They found what we missed.", author: "Priya Sharma", position: "Brand Director, personal care brand", rating: 5 }));
    const html = quote(section);
    expect(render({ ...section, layout: "cards" })).toBe(html);
    expect(visibleText(html)).toContain("“They found what we missed.” PS Priya Sharma Brand Director, personal care brand");
    expect(tagsOf(html, "blockquote")).toEqual([expect.stringMatching(/text-2xl.*lg:text-4xl/)]);
    expect(html).toMatch(/aria-hidden="true" class="size-16 [^"]*">PS</);
    expect(html).toContain('aria-label="Rated 5 out of 5"');
    // Not the cards' grid.
    expect(html).not.toContain("lg:grid-cols-3");
  });

  test("as cards, two share the band's middle and three or more fill three columns", () => {
    const two = render(testimonials(item(), item()));
    expect(two).toContain("max-w-5xl");
    expect(two).not.toContain("lg:grid-cols-3");
    expect(render(testimonials(item(), item(), item()))).toContain("lg:grid-cols-3");
    expect(tagsOf(two, "blockquote")).toEqual([expect.not.stringMatching(/text-2xl/), expect.not.stringMatching(/text-2xl/)]);
  });

  test("a photo replaces the initials, with the author's name as alt text", () => {
    expect(tagsOf(quote(testimonials(item({ author: "Ann Lee", avatar: "/images/ann.jpg" }))), "img")).toEqual([expect.stringMatching(/alt="Ann Lee".*size-16|size-16.*alt="Ann Lee"/)]);
  });

  test("several testimonials are each a pull quote, in order", () => {
    const html = quote(testimonials(item({ author: "Ann Lee" }), item({ author: "Bo Chan" })));
    expect(tagsOf(html, "figure")).toHaveLength(2);
    expect(visibleText(html).indexOf("Ann Lee")).toBeLessThan(visibleText(html).indexOf("Bo Chan"));
  });
});

describe("testimonial editor", () => {
  test("offers the two layouts, and says what Large quote is made for when chosen", () => {
    const cards = renderHtml(<TestimonialEditor section={testimonials(item())} onChange={() => {}} readOnly={false} />);
    expect(visibleText(cards)).toContain("Layout");
    expect(cards).toMatch(/<option value="cards" selected="">Cards<\/option><option value="quote">Large quote<\/option>/);
    expect(visibleText(cards)).not.toContain("big pull quote");
    const quoted = renderHtml(<TestimonialEditor section={{ ...testimonials(item()), layout: "quote" }} onChange={() => {}} readOnly={false} />);
    expect(quoted).toContain('<option value="quote" selected="">Large quote</option>');
    expect(visibleText(quoted)).toContain("Large quote shows each testimonial as a big pull quote");
  });

  test("has heading fields, the initials switch and per item quote, author, position, rating and avatar", () => {
    const html = renderHtml(<TestimonialEditor section={testimonials(item(), item({ rating: 4 }))} onChange={() => {}} readOnly={false} />);
    const text = visibleText(html);
    for (const label of [
      "Eyebrow (Optional)",
      "Heading (Optional)",
      "Testimonial 1",
      "Testimonial 2",
      "Quote",
      "Author",
      "Position (Optional)",
      "Rating (Optional)",
      "Photo (Optional)",
      "Remove Testimonial 2",
      "Add Testimonial",
      "Show initials when there is no photo",
    ]) {
      expect(text).toContain(label);
    }
    // The layout's select, then one rating per testimonial.
    expect(tagsOf(html, "select")).toHaveLength(3);
    expect(html).toMatch(/<option value="4" selected="">4 stars<\/option>/);
    expect(html).toContain('<option value="">No rating</option>');
  });

  test("says so when there are no testimonials", () => {
    expect(visibleText(renderHtml(<TestimonialEditor section={testimonials()} onChange={() => {}} readOnly={false} />))).toContain(
      "No testimonials added yet Add Testimonial",
    );
  });

  test("disables every control when read-only", () => {
    const html = renderHtml(<TestimonialEditor section={testimonials(item())} onChange={() => {}} readOnly />);
    const controls = [...tagsOf(html, "input"), ...tagsOf(html, "textarea"), ...tagsOf(html, "select"), ...tagsOf(html, "button")];
    expect(controls).toHaveLength(15);
    for (const control of controls) expect(control).toContain('disabled=""');
  });
});
