import { z } from "#app/lib/zod.ts";
import { headingFields, iconName, itemId, itemList, layoutChoice, linkUrl, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const ServiceCard = z.object({
  id: itemId,
  icon: iconName,
  title: requiredText("Title"),
  description: requiredText("Description", SECTION_LIMITS.longText),
  /** Where "Learn more" leads, usually a service's anchor ("/services#test-buying"). */
  link: linkUrl("Link").refine((url) => url !== "", "Link is required."),
});
export type ServiceCard = z.infer<typeof ServiceCard>;

/** A grid of cards (the designed look), or one wide row per service, the icon alternating sides. */
const SERVICE_CARD_LAYOUTS = ["grid", "rows"] as const;

/** Service teasers, each with a "Learn more" link, and an optional button to every service below. */
export const ServiceCardsSection = z.object({
  ...sectionBase,
  type: z.literal("service-cards"),
  ...headingFields,
  layout: layoutChoice(SERVICE_CARD_LAYOUTS),
  items: itemList(ServiceCard, "cards"),
  buttonText: optionalText("Button text", 100),
  buttonLink: linkUrl("Button link"),
});
export type ServiceCardsSection = z.infer<typeof ServiceCardsSection>;

export function newServiceCard(): ServiceCard {
  return { id: newId(), icon: "ShoppingBag", title: "Service", description: "What this service does for the client.", link: "/services" };
}

export function serviceCardsDefaults(order: number): ServiceCardsSection {
  return { id: newId(), type: "service-cards", order, eyebrow: "What we do", heading: "Our Services", intro: "", layout: "grid", items: [newServiceCard()], buttonText: "", buttonLink: "" };
}
