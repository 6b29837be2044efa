import { z } from "#app/lib/zod.ts";
import { newId, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const TrustStripSection = z.object({
  ...sectionBase,
  type: z.literal("trust-strip"),
  heading: requiredText("Heading"),
  /** Names set as text wordmarks, one per line. */
  names: requiredText("Names", SECTION_LIMITS.longText),
});
export type TrustStripSection = z.infer<typeof TrustStripSection>;

export function trustStripDefaults(order: number): TrustStripSection {
  return { id: newId(), type: "trust-strip", order, heading: "Trusted by", names: "First Client\nSecond Client\nThird Client" };
}
