import { z } from "#app/lib/zod.ts";
import { imageUrl, itemId, itemList, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "../section-fields.ts";

export const TestimonialItem = z.object({
  id: itemId,
  quote: requiredText("Quote", SECTION_LIMITS.longText),
  author: requiredText("Author", 200),
  position: optionalText("Position", 200),
  avatar: imageUrl("Avatar URL"),
});
export type TestimonialItem = z.infer<typeof TestimonialItem>;

export const TestimonialSection = z.object({
  ...sectionBase,
  type: z.literal("testimonial"),
  items: itemList(TestimonialItem, "testimonials"),
});
export type TestimonialSection = z.infer<typeof TestimonialSection>;

export function newTestimonialItem(): TestimonialItem {
  return { id: newId(), quote: "Tell visitors what this client said about working with you.", author: "Client Name", position: "Role, Company", avatar: "" };
}

export function testimonialDefaults(order: number): TestimonialSection {
  return { id: newId(), type: "testimonial", order, items: [newTestimonialItem()] };
}
