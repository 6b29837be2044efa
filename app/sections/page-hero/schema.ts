import { z } from "#app/lib/zod.ts";
import { anchorName, itemId, itemList, newId, optionalText, requiredText, sectionBase } from "#app/components/admin/fields/section-fields.ts";

/** A link to a section further down the same page ("#test-buying"). */
export const AnchorLink = z.object({ id: itemId, label: requiredText("Link text", 100), anchor: anchorName("Anchor") });
export type AnchorLink = z.infer<typeof AnchorLink>;

export const PageHeroSection = z.object({
  ...sectionBase,
  type: z.literal("page-hero"),
  eyebrow: optionalText("Eyebrow", 100),
  title: requiredText("Title"),
  intro: optionalText("Introduction", 1000),
  /** Read out by screen readers as the name of the in-page navigation. */
  navLabel: optionalText("Navigation name", 100),
  links: itemList(AnchorLink, "links"),
});
export type PageHeroSection = z.infer<typeof PageHeroSection>;

export function newAnchorLink(): AnchorLink {
  return { id: newId(), label: "Section name", anchor: "section-anchor" };
}

export function pageHeroDefaults(order: number): PageHeroSection {
  return { id: newId(), type: "page-hero", order, eyebrow: "", title: "Page Title", intro: "One or two sentences that tell visitors what this page offers.", navLabel: "", links: [] };
}
