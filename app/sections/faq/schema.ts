import { z } from "#app/lib/zod.ts";
import { headingFields, itemId, itemList, newId, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const FaqQuestion = z.object({
  id: itemId,
  question: requiredText("Question"),
  answer: requiredText("Answer", SECTION_LIMITS.longText),
});
export type FaqQuestion = z.infer<typeof FaqQuestion>;

export const FaqSection = z.object({
  ...sectionBase,
  type: z.literal("faq"),
  ...headingFields,
  items: itemList(FaqQuestion, "questions"),
});
export type FaqSection = z.infer<typeof FaqSection>;

export function newFaqQuestion(): FaqQuestion {
  return { id: newId(), question: "What would visitors like to know?", answer: "Answer the question in a sentence or two." };
}

export function faqDefaults(order: number): FaqSection {
  return { id: newId(), type: "faq", order, eyebrow: "FAQ", heading: "Frequently Asked Questions", intro: "", items: [newFaqQuestion()] };
}
