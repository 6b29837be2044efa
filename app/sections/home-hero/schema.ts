import { z } from "#app/lib/zod.ts";
import { imageUrl, linkUrl, newId, optionalText, requiredText, SECTION_LIMITS, sectionBase } from "#app/components/admin/fields/section-fields.ts";

export const HomeHeroSection = z.object({
  ...sectionBase,
  type: z.literal("home-hero"),
  eyebrow: optionalText("Eyebrow", 100),
  heading: requiredText("Heading"),
  text: optionalText("Text", 1000),
  primaryButtonText: requiredText("Main button text", 100),
  primaryButtonLink: linkUrl("Main button link").refine((url) => url !== "", "Main button link is required."),
  /** The second, outlined button shows only with both text and link. */
  secondaryButtonText: optionalText("Second button text", 100),
  secondaryButtonLink: linkUrl("Second button link"),
  /** Short ticked lines under the buttons, one per line. */
  highlights: optionalText("Highlights", SECTION_LIMITS.longText),
  image: imageUrl("Illustration URL"),
  imageAlt: optionalText("Illustration description", 300),
});
export type HomeHeroSection = z.infer<typeof HomeHeroSection>;

export function homeHeroDefaults(order: number): HomeHeroSection {
  return {
    id: newId(),
    type: "home-hero",
    order,
    eyebrow: "",
    heading: "Welcome to Our Website",
    text: "Tell visitors in a sentence or two what you do and why it matters to them.",
    primaryButtonText: "Get Started",
    primaryButtonLink: "/contact",
    secondaryButtonText: "",
    secondaryButtonLink: "",
    highlights: "",
    image: "",
    imageAlt: "",
  };
}
