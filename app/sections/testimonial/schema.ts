import { z } from "#app/lib/zod.ts";
import { headingFields, imageUrl, itemId, itemList, layoutChoice, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const MAX_RATING = 5;

export const TestimonialItem = z.object({
  id: itemId,
  quote: requiredText("Quote", SECTION_LIMITS.longText),
  author: requiredText("Author", 200),
  position: optionalText("Position", 200),
  avatar: imageUrl("Avatar URL"),
  /** Stars out of five; absent for no rating (testimonials stored before ratings existed have none). */
  rating: z.number().int().min(1, "Choose a rating from 1 to 5 stars.").max(MAX_RATING, "Choose a rating from 1 to 5 stars.").optional(),
});
export type TestimonialItem = z.infer<typeof TestimonialItem>;

/** Cards in a grid (the look before there was a choice), or each testimonial as a large pull quote. */
const TESTIMONIAL_LAYOUTS = ["cards", "quote"] as const;

export const TestimonialSection = z.object({
  ...sectionBase,
  type: z.literal("testimonial"),
  // Optional, unlike other blocks' headings: testimonial sections stored before headings existed have none.
  eyebrow: headingFields.eyebrow,
  heading: optionalText("Heading"),
  intro: headingFields.intro,
  items: itemList(TestimonialItem, "testimonials"),
  /** A disc with the author's initials where there is no photo; off, the caption is text only. */
  showInitials: z.boolean().default(true),
  layout: layoutChoice(TESTIMONIAL_LAYOUTS),
});
export type TestimonialSection = z.infer<typeof TestimonialSection>;

export function newTestimonialItem(): TestimonialItem {
  return { id: newId(), quote: "Tell visitors what this client said about working with you.", author: "Client Name", position: "Role, Company", avatar: "" };
}

export function testimonialDefaults(order: number): TestimonialSection {
  return { id: newId(), type: "testimonial", order, eyebrow: "", heading: "", intro: "", items: [newTestimonialItem()], showInitials: true, layout: "cards" };
}
