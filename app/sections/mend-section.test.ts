import { describe, expect, it } from "vitest";
import { ctaDefaults } from "./cta/schema.ts";
import { galleryDefaults } from "./gallery/schema.ts";
import { heroDefaults } from "./hero/schema.ts";
import { parseSectionsForRead } from "./section-list.ts";
import { testimonialDefaults } from "./testimonial/schema.ts";

// Stored sections a renderer must never receive as they are: written past the editor's validation.
describe("a stored section that fails its schema", () => {
  it("loses an unsafe link and image and keeps its text", () => {
    const stored = { ...heroDefaults(0), heading: "Welcome", buttonLink: "javascript:alert(1)", backgroundImage: "data:text/html,<script>alert(1)</script>" };
    expect(parseSectionsForRead([stored])).toEqual([{ ...stored, buttonLink: "", backgroundImage: "" }]);
  });

  it("gets a new section's value for a required field that fails", () => {
    const stored = { ...ctaDefaults(0), buttonText: "Go", buttonLink: " VBScript:msgbox(1)" };
    expect(parseSectionsForRead([stored])).toEqual([{ ...stored, buttonLink: ctaDefaults(0).buttonLink }]);
  });

  it("drops only the items of a list that fail for want of a required field", () => {
    const stored = galleryDefaults(0);
    stored.images = [
      { id: "a", url: "/images/a.png", alt: "A" },
      { id: "b", url: "javascript:alert(1)", alt: "B" },
      { id: "c", url: "https://cdn.example/c.png", alt: "C" },
    ];
    const [gallery] = parseSectionsForRead([stored]) as [typeof stored];
    expect(gallery.images.map((image) => image.id)).toEqual(["a", "c"]);
  });

  it("keeps an item whose failing field is optional, without that field", () => {
    const testimonials = testimonialDefaults(1);
    const other = { ...testimonials.items[0]!, id: "u" };
    testimonials.items = [{ id: "t", quote: "Great", author: "Ann", position: "", avatar: "jav\tascript:alert(1)", rating: 9 }, other];
    const [testimonial] = parseSectionsForRead([testimonials]) as [typeof testimonials];
    expect(testimonial.items).toEqual([{ id: "t", quote: "Great", author: "Ann", position: "", avatar: "" }, other]);
  });

  it("is completed from a new section when fields are missing (an older shape)", () => {
    expect(parseSectionsForRead([{ id: "c", type: "cta", order: 0, heading: "Old" }])).toEqual([{ ...ctaDefaults(0), id: "c", heading: "Old" }]);
  });
});
