import { z } from "#app/lib/zod.ts";
import { imageUrl, linkUrl, newId, optionalText, requiredText, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const HeroSection = z.object({
  ...sectionBase,
  type: z.literal("hero"),
  heading: requiredText("Heading"),
  subheading: optionalText("Subheading", 1000),
  backgroundImage: imageUrl("Background image URL"),
  // The button shows only when both are filled in.
  buttonText: optionalText("Button text", 100),
  buttonLink: linkUrl("Button link"),
});
export type HeroSection = z.infer<typeof HeroSection>;

export function heroDefaults(order: number): HeroSection {
  return {
    id: newId(),
    type: "hero",
    order,
    heading: "Your Heading Here",
    subheading: "Add a short line that tells visitors what this page offers.",
    backgroundImage: "",
    buttonText: "Get Started",
    buttonLink: "/contact",
  };
}
