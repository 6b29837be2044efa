import { z } from "#app/lib/zod.ts";
import { imageUrl, layoutChoice, linkUrl, newId, optionalText, requiredText, sectionBase } from "#app/components/admin/fields/section-fields.ts";

/**
 * With an image: the photo behind the text under a scrim (the designed look), or the text beside
 * the photo on the light band. Without one both are the text-only band.
 */
const HERO_LAYOUTS = ["full-bleed", "split"] as const;

export const HeroSection = z.object({
  ...sectionBase,
  type: z.literal("hero"),
  heading: requiredText("Heading"),
  subheading: optionalText("Subheading", 1000),
  backgroundImage: imageUrl("Background image URL"),
  layout: layoutChoice(HERO_LAYOUTS),
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
    layout: "full-bleed",
    buttonText: "Get Started",
    buttonLink: "/contact",
  };
}
