import { z } from "#app/lib/zod.ts";
import { HEX_COLOUR } from "./colour.ts";
import { AA_RATIO, CORNER_STYLE_IDS, failingPairs, THEME_SCHEMES, TYPEFACE_IDS, type Theme } from "./theme-values.ts";
import { formatRatio } from "./colour.ts";

/** The Theme screen's fields, one name each for the form and the action. */
export const THEME_FIELDS = ["primary", "accent", "dark", "light", "scheme", "typeface", "corners", "logoLight", "logoDark", "favicon"] as const satisfies readonly (keyof Theme)[];

export const COLOUR_LABELS = { primary: "Primary colour", accent: "Accent colour", dark: "Dark surface", light: "Light surface" } as const;
export const IMAGE_LABELS = { logoLight: "Logo for light backgrounds", logoDark: "Logo for dark backgrounds", favicon: "Favicon" } as const;

/**
 * A colour is `#rrggbb` and nothing else: the value goes into the page's CSS, so a name, a function
 * or `red;}</style>` is refused here rather than escaped later.
 */
function colour(label: string) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .regex(HEX_COLOUR, `${label} must be a colour written as # and six hex digits, such as #1545a2.`);
}

/** A library image's id, or "" for none (the built-in logo or icon). */
function libraryImage(label: string) {
  return z.union([z.literal(""), z.uuid(`${label} must be an image from the media library.`)]);
}

/** The theme's shape, as stored and as the form sends it, before its colours are checked against each other. */
export const ThemeShape = z
  .object({
    primary: colour(COLOUR_LABELS.primary),
    accent: colour(COLOUR_LABELS.accent),
    dark: colour(COLOUR_LABELS.dark),
    light: colour(COLOUR_LABELS.light),
    scheme: z.enum(THEME_SCHEMES, "Choose light or dark pages."),
    typeface: z.enum(TYPEFACE_IDS, "Choose one of the typeface pairings."),
    corners: z.enum(CORNER_STYLE_IDS, "Choose one of the corner styles."),
    logoLight: libraryImage(IMAGE_LABELS.logoLight),
    logoDark: libraryImage(IMAGE_LABELS.logoDark),
    favicon: libraryImage(IMAGE_LABELS.favicon),
  })
  .strict();

/** What a pair that fails says: the pair, its ratio and what AA needs. */
function contrastRefusal(pair: { label: string; ratio: number }): string {
  return `${pair.label}: the contrast is ${formatRatio(pair.ratio)}, and WCAG AA needs at least ${AA_RATIO}:1. Choose a lighter or darker colour.`;
}

/** A theme that can be saved: its shape, and every pair of colours that carries text readable (WCAG AA). */
export const ThemeInput = ThemeShape.superRefine((theme, context) => {
  // Zod runs this after a field has failed too; a pair with a colour that is not one has no ratio.
  if (!(Object.keys(COLOUR_LABELS) as (keyof typeof COLOUR_LABELS)[]).every((key) => HEX_COLOUR.test(theme[key]))) return;
  for (const pair of failingPairs(theme)) context.addIssue({ code: "custom", path: ["contrast"], message: contrastRefusal(pair) });
});
