import { z } from "#app/lib/zod.ts";
import { anchorName, iconName, imageUrl, itemId, itemList, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const ServicePoint = z.object({
  id: itemId,
  title: requiredText("Title"),
  description: requiredText("Description", SECTION_LIMITS.longText),
});
export type ServicePoint = z.infer<typeof ServicePoint>;

/** One service, reachable at "#anchor": the footer's and the home page's links point here. */
export const ServiceBlockSection = z.object({
  ...sectionBase,
  type: z.literal("service-block"),
  anchor: anchorName("Anchor"),
  icon: iconName,
  title: requiredText("Title"),
  intro: requiredText("Introduction", SECTION_LIMITS.longText),
  points: itemList(ServicePoint, "points"),
  /** An illustration under the introduction; services alternate sides around it. */
  image: imageUrl("Illustration URL"),
  /** Empty for a decorative illustration that the text beside it already explains. */
  imageAlt: optionalText("Illustration description", 300),
});
export type ServiceBlockSection = z.infer<typeof ServiceBlockSection>;

export function newServicePoint(): ServicePoint {
  return { id: newId(), title: "What is included", description: "A sentence on this part of the service." };
}

export function serviceBlockDefaults(order: number): ServiceBlockSection {
  return { id: newId(), type: "service-block", order, anchor: "new-service", icon: "ShoppingBag", title: "New Service", intro: "What this service is and whom it helps.", points: [newServicePoint()], image: "", imageAlt: "" };
}
