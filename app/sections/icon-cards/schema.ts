import { z } from "#app/lib/zod.ts";
import { headingFields, iconName, itemId, itemList, linkUrl, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const IconCard = z.object({
  id: itemId,
  icon: iconName,
  title: requiredText("Title"),
  description: requiredText("Description", SECTION_LIMITS.longText),
});
export type IconCard = z.infer<typeof IconCard>;

/** Cards with an icon, a title and a description (the home page's benefits), and an optional link below. */
export const IconCardsSection = z.object({
  ...sectionBase,
  type: z.literal("icon-cards"),
  ...headingFields,
  items: itemList(IconCard, "cards"),
  linkText: optionalText("Link text", 100),
  linkUrl: linkUrl("Link"),
});
export type IconCardsSection = z.infer<typeof IconCardsSection>;

export function newIconCard(): IconCard {
  return { id: newId(), icon: "SearchCheck", title: "Benefit", description: "One or two sentences on what the client gains." };
}

export function iconCardsDefaults(order: number): IconCardsSection {
  return { id: newId(), type: "icon-cards", order, eyebrow: "", heading: "Why Work With Us", intro: "", items: [newIconCard()], linkText: "", linkUrl: "" };
}
