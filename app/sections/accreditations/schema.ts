import { z } from "#app/lib/zod.ts";
import { headingFields, imageUrl, itemId, itemList, linkUrl, newId, requiredText, sectionBase, sectionStyle } from "#app/components/admin/fields/section-fields.ts";
import { DEFAULT_SECTION_STYLE } from "../section-style.ts";

export const Accreditation = z.object({
  id: itemId,
  /** The body or standard ("ISO/IEC 17025"): the badge's alternative text too. */
  title: requiredText("Name", 120),
  /** One short line: what it means for the client. */
  description: requiredText("Short line", 200),
  badge: imageUrl("Badge"),
  link: linkUrl("Link"),
});
export type Accreditation = z.infer<typeof Accreditation>;

export const AccreditationsSection = z.object({
  ...sectionBase,
  type: z.literal("accreditations"),
  ...headingFields,
  items: itemList(Accreditation, "accreditations"),
  style: sectionStyle,
});
export type AccreditationsSection = z.infer<typeof AccreditationsSection>;

export function newAccreditation(): Accreditation {
  return { id: newId(), title: "", description: "", badge: "", link: "" };
}

export function accreditationsDefaults(order: number): AccreditationsSection {
  const item = (title: string, description: string): Accreditation => ({ ...newAccreditation(), title, description });
  return {
    id: newId(),
    type: "accreditations",
    order,
    eyebrow: "Accreditations",
    heading: "Accreditations and Memberships",
    intro: "",
    items: [
      item("ISO 9001", "Certified quality management across every office."),
      item("ISO/IEC 17025", "Our partner laboratories are accredited for testing and calibration."),
      item("Industry association", "A member of the trade body for product inspection."),
    ],
    style: DEFAULT_SECTION_STYLE,
  };
}
