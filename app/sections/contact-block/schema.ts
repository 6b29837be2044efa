import { z } from "#app/lib/zod.ts";
import { imageUrl, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

/**
 * The contact page's block: its heading, the message form, the contact details and the partners.
 * The phone, e-mail, business hours and offices are not stored here: they come from the site
 * settings, so there is one place to change the phone number (docs/decisions/023-site-settings.md).
 */
export const ContactBlockSection = z.object({
  ...sectionBase,
  type: z.literal("contact-block"),
  heading: requiredText("Heading"),
  intro: optionalText("Introduction", 1000),
  formHeading: requiredText("Form heading"),
  detailsHeading: requiredText("Contact details heading"),
  partnersHeading: optionalText("Partners heading"),
  partnersIntro: optionalText("Partners introduction", 1000),
  /** Partner names, one per line; the partners card is left out without any. */
  partners: optionalText("Partners", SECTION_LIMITS.longText),
  /** A line under the offices: the business hours above are the phone line's, the offices keep their own. */
  officesNote: optionalText("Offices note", 300),
  image: imageUrl("Image"),
  imageAlt: optionalText("Image alt text"),
});
export type ContactBlockSection = z.infer<typeof ContactBlockSection>;

export function contactBlockDefaults(order: number): ContactBlockSection {
  return {
    id: newId(),
    type: "contact-block",
    order,
    heading: "Get in Touch",
    intro: "Tell us about your products and markets, and a quality specialist will reply within one business day.",
    formHeading: "Send us a message",
    detailsHeading: "Contact Information",
    // The retailers are where we buy, not partners of ours: the page must not claim otherwise.
    partnersHeading: "Where We Test-Buy",
    partnersIntro: "We buy anonymously, just as your customers do, from retailers and marketplaces such as:",
    officesNote: "Meet us at any office by appointment, in its local business hours.",
    partners: "",
    image: "",
    imageAlt: "",
  };
}
