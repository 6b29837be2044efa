import { z } from "#app/lib/zod.ts";
import { itemId, itemList, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const FeatureItem = z.object({
  id: itemId,
  title: requiredText("Feature title"),
  description: optionalText("Feature description", SECTION_LIMITS.longText),
});
export type FeatureItem = z.infer<typeof FeatureItem>;

export const FeatureSection = z.object({
  ...sectionBase,
  type: z.literal("feature"),
  heading: requiredText("Heading"),
  items: itemList(FeatureItem, "features"),
});
export type FeatureSection = z.infer<typeof FeatureSection>;

export function newFeatureItem(): FeatureItem {
  return { id: newId(), title: "Feature Title", description: "Describe this feature in a sentence or two." };
}

export function featureDefaults(order: number): FeatureSection {
  return { id: newId(), type: "feature", order, heading: "Our Features", items: [newFeatureItem(), newFeatureItem(), newFeatureItem()] };
}
