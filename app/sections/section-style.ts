/**
 * The looks a section can take (docs/decisions/051-section-styles-and-new-sections.md): a curated
 * background and spacing, stored with the section (so its translations and revisions keep them),
 * drawn by SectionFrame and chosen in the editor's "Look" fields. No Zod here: the public renderers
 * import it; the schema is `sectionStyle` in components/admin/fields/section-fields.ts.
 */
export const SECTION_BACKGROUNDS = ["light", "tinted", "dark", "brand"] as const;
export const SECTION_SPACINGS = ["normal", "compact", "airy"] as const;

export type SectionBackground = (typeof SECTION_BACKGROUNDS)[number];
export type SectionSpacing = (typeof SECTION_SPACINGS)[number];

export interface SectionStyle {
  background: SectionBackground;
  spacing: SectionSpacing;
}

export const DEFAULT_SECTION_STYLE: SectionStyle = { background: "light", spacing: "normal" };

/** Named for what staff see, not for how it is made. */
export const BACKGROUND_LABELS: Record<SectionBackground, string> = { light: "White", tinted: "Soft Tint", dark: "Dark", brand: "Brand Colour" };
export const SPACING_LABELS: Record<SectionSpacing, string> = { compact: "Compact", normal: "Standard", airy: "Airy" };
