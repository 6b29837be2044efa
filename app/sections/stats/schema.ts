import { z } from "#app/lib/zod.ts";
import { headingFields, itemId, itemList, newId, optionalText, requiredText, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const StatItem = z.object({
  id: itemId,
  /** The figure as it is printed: "35%", "$2.1M", "4 months". */
  value: requiredText("Figure", 20),
  label: requiredText("Label", 100),
  /** Where the figure comes from ("Electronics retailer"), in small print below. */
  detail: optionalText("Source", 100),
});
export type StatItem = z.infer<typeof StatItem>;

/** Proof in numbers: a dark band of headline figures under a heading. */
export const StatsSection = z.object({
  ...sectionBase,
  type: z.literal("stats"),
  ...headingFields,
  items: itemList(StatItem, "figures"),
});
export type StatsSection = z.infer<typeof StatsSection>;

export function newStatItem(): StatItem {
  return { id: newId(), value: "100%", label: "What the figure measures", detail: "" };
}

export function statsDefaults(order: number): StatsSection {
  return { id: newId(), type: "stats", order, eyebrow: "Results", heading: "Results in Numbers", intro: "", items: [newStatItem(), newStatItem(), newStatItem()] };
}
