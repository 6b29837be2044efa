import { z } from "#app/lib/zod.ts";
import { linkUrl, newId, optionalText, requiredText, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const CtaSection = z.object({
  ...sectionBase,
  type: z.literal("cta"),
  heading: requiredText("Heading"),
  subheading: optionalText("Subheading", 1000),
  buttonText: requiredText("Button text", 100),
  buttonLink: linkUrl("Button link").refine((url) => url !== "", "Button link is required."),
});
export type CtaSection = z.infer<typeof CtaSection>;

export function ctaDefaults(order: number): CtaSection {
  return {
    id: newId(),
    type: "cta",
    order,
    heading: "Ready to Get Started?",
    subheading: "Talk to our team about what you would like to check.",
    buttonText: "Contact Us",
    buttonLink: "/contact",
  };
}
