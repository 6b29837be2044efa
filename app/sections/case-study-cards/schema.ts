import { z } from "#app/lib/zod.ts";
import { imageUrl, itemId, itemList, layoutChoice, linkUrl, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const CaseStudyCard = z.object({
  id: itemId,
  image: imageUrl("Image URL"),
  imageAlt: optionalText("Image description", 300),
  /** Topic labels, one per line. */
  tags: optionalText("Tags", 1000),
  title: requiredText("Title"),
  description: requiredText("Description", SECTION_LIMITS.longText),
  /** The full case study: a site page ("/case-study-1") or any page staff made ("/new-case-study"). */
  link: linkUrl("Link").refine((url) => url !== "", "Link is required."),
});
export type CaseStudyCard = z.infer<typeof CaseStudyCard>;

const CASE_STUDY_CARD_LAYOUTS = ["grid", "split"] as const;

/** Teasers of case studies, each leading to the full story. */
export const CaseStudyCardsSection = z.object({
  ...sectionBase,
  type: z.literal("case-study-cards"),
  heading: requiredText("Heading"),
  /**
   * A hidden heading is read by screen readers only, and the cards then continue the page header
   * above them (the case studies list); a shown one heads a tinted band of its own ("More Case Studies").
   */
  showHeading: z.boolean().default(true),
  linkText: requiredText("Link text", 100),
  items: itemList(CaseStudyCard, "cards"),
  /** Cards side by side, or each story as a wide band with its picture beside the text (a teaser of one or two). */
  layout: layoutChoice(CASE_STUDY_CARD_LAYOUTS),
});
export type CaseStudyCardsSection = z.infer<typeof CaseStudyCardsSection>;

export function newCaseStudyCard(): CaseStudyCard {
  return { id: newId(), image: "", imageAlt: "", tags: "", title: "Case Study Title", description: "One or two sentences on the client's problem and what changed.", link: "/case-studies" };
}

export function caseStudyCardsDefaults(order: number): CaseStudyCardsSection {
  return { id: newId(), type: "case-study-cards", order, heading: "More Case Studies", showHeading: true, linkText: "Read full case study", items: [newCaseStudyCard()], layout: "grid" };
}
