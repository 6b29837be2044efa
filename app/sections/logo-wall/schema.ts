import { z } from "#app/lib/zod.ts";
import { headingFields, imageUrl, itemId, itemList, linkUrl, newId, requiredText, sectionBase, sectionStyle } from "#app/components/admin/fields/section-fields.ts";
import { DEFAULT_SECTION_STYLE } from "../section-style.ts";
import { linesOf } from "../text-blocks.ts";

export const LogoWallItem = z.object({
  id: itemId,
  /** The company's name: the logo's alternative text, and set as a wordmark while it has no logo. */
  name: requiredText("Company name", 100),
  image: imageUrl("Logo"),
  link: linkUrl("Link"),
});
export type LogoWallItem = z.infer<typeof LogoWallItem>;

export const LogoWallSection = z.object({
  ...sectionBase,
  type: z.literal("logo-wall"),
  ...headingFields,
  /** Logos in grey until pointed at (in colour for visitors who cannot point), so a row of brands reads as one strip. */
  greyscale: z.boolean().default(true),
  logos: itemList(LogoWallItem, "logos"),
  style: sectionStyle,
});
export type LogoWallSection = z.infer<typeof LogoWallSection>;

export function newLogo(name = ""): LogoWallItem {
  return { id: newId(), name, image: "", link: "" };
}

export function logoWallDefaults(order: number): LogoWallSection {
  return {
    id: newId(),
    type: "logo-wall",
    order,
    eyebrow: "",
    heading: "Trusted by",
    intro: "",
    greyscale: true,
    logos: ["First Client", "Second Client", "Third Client"].map(newLogo),
    style: { ...DEFAULT_SECTION_STYLE, background: "tinted", spacing: "compact" },
  };
}

/** A Trust Strip turned into a Logo Wall: the same heading and names, as wordmarks until logos are chosen for them. */
export function logoWallFromTrustStrip(strip: { id: string; order: number; heading: string; names: string }): LogoWallSection {
  return { ...logoWallDefaults(strip.order), id: strip.id, heading: strip.heading, logos: linesOf(strip.names).map(newLogo) };
}
