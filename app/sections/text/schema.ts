import { z } from "#app/lib/zod.ts";
import { newId, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

/** Rich text as HTML. The server sanitises it when the page is saved and again when it is rendered. */
export const TextSection = z.object({
  ...sectionBase,
  type: z.literal("text"),
  content: z.string().max(SECTION_LIMITS.html, "This text is too long. Split it into several sections.").default(""),
});
export type TextSection = z.infer<typeof TextSection>;

export function textDefaults(order: number): TextSection {
  return { id: newId(), type: "text", order, content: "<p>Start writing your content here.</p>" };
}
