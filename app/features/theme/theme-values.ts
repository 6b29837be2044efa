import { betterText, contrastRatio, mix } from "./colour.ts";

/**
 * The site's theme as staff set it on the Theme screen (docs/decisions/050-theme-model.md): four
 * brand colours, whether pages are light or dark, a typeface pairing, a corner style, and library
 * images for the logo and favicon ("" for none: the built-in wordmark and icon). Every other colour
 * the site uses is derived from these (themeTokens), so a choice cannot leave a shade behind.
 * Zod-free: the Theme screen's live preview and contrast figures run the same code as the server.
 */
export interface Theme {
  primary: string;
  accent: string;
  dark: string;
  light: string;
  scheme: ThemeScheme;
  typeface: TypefaceId;
  corners: CornerStyle;
  logoLight: string;
  logoDark: string;
  favicon: string;
}

export const THEME_SCHEMES = ["light", "dark"] as const;
export type ThemeScheme = (typeof THEME_SCHEMES)[number];
export const SCHEME_LABELS: Record<ThemeScheme, string> = { light: "Light pages", dark: "Dark pages" };

/**
 * The typeface pairings: each self-hosted from @fontsource-variable, Latin only, declared in
 * app.css and preloaded by root.tsx (theme-font-files.ts). Plus Jakarta Sans is the brand's
 * (decision 029).
 */
export const TYPEFACES = {
  jakarta: { label: "Plus Jakarta Sans", description: "Geometric and warm, headings and text (the original look)", heading: null, body: null },
  inter: { label: "Inter", description: "Neutral and precise, headings and text", heading: '"Inter"', body: '"Inter"' },
  serif: { label: "Source Serif 4 and Inter", description: "Serif headings over clean text: established, editorial", heading: '"Source Serif 4"', body: '"Inter"' },
  grotesk: { label: "Space Grotesk and Inter", description: "Technical headings over clean text: engineered, modern", heading: '"Space Grotesk"', body: '"Inter"' },
} as const satisfies Record<string, { label: string; description: string; heading: string | null; body: string | null }>;
export type TypefaceId = keyof typeof TYPEFACES;
export const TYPEFACE_IDS = Object.keys(TYPEFACES) as TypefaceId[];

/** Corner styles, as a factor on every rounded corner's radius (Tailwind's --radius-* steps). "rounded" is today's. */
export const CORNER_STYLES = {
  square: { label: "Square", scale: 0 },
  subtle: { label: "Subtle", scale: 0.5 },
  rounded: { label: "Rounded", scale: 1 },
  soft: { label: "Soft", scale: 1.5 },
} as const satisfies Record<string, { label: string; scale: number }>;
export type CornerStyle = keyof typeof CORNER_STYLES;
export const CORNER_STYLE_IDS = Object.keys(CORNER_STYLES) as CornerStyle[];

/** Today's look: app.css's values, as hex (the oklch there, converted and rounded). */
export const DEFAULT_THEME: Theme = {
  primary: "#1545a2",
  accent: "#eb883b",
  dark: "#111826",
  light: "#ffffff",
  scheme: "light",
  typeface: "jakarta",
  corners: "rounded",
  logoLight: "",
  logoDark: "",
  favicon: "",
};

/**
 * A dark theme whose every pair passes AA: what the browser tests and the Lighthouse bench
 * (`LIGHTHOUSE_THEME=dark`) audit dark pages with.
 */
export const SAMPLE_DARK_THEME: Theme = { ...DEFAULT_THEME, scheme: "dark", primary: "#7fb0ff", accent: "#f2a65a", dark: "#0f172a", light: "#f8fafc" };

/** The fixed text colours the dark bands use (the statistics band's text-white, the footer's text-slate-300). */
const WHITE = "#ffffff";
const FOOTER_TEXT = "#cad5e2";
const BLACK = "#000000";
const PRIMARY_TEXT = "#fafafa";

/**
 * Every colour token the site's CSS reads (app.css `@theme`, plus the two dark surfaces), worked
 * out from the theme. Light pages put text in the dark colour on the light one; dark pages turn
 * that round and make the bands deeper than the page.
 */
function themeTokens(theme: Theme): Record<string, string> {
  const { primary, accent, dark, light } = theme;
  const onPrimary = betterText(primary, PRIMARY_TEXT, dark);
  const shared = { "--color-primary": primary, "--color-ring": primary, "--color-primary-foreground": onPrimary, "--color-highlight": accent };
  if (theme.scheme === "light") {
    return {
      ...shared,
      "--color-background": light,
      "--color-card": light,
      "--color-foreground": dark,
      "--color-card-foreground": dark,
      "--color-secondary-foreground": dark,
      "--color-accent-foreground": dark,
      "--color-muted": mix(light, dark, 0.045),
      "--color-muted-foreground": mix(dark, light, 0.25),
      "--color-secondary": mix(light, primary, 0.05),
      "--color-accent": mix(light, primary, 0.1),
      "--color-border": mix(light, dark, 0.1),
      "--color-input": mix(light, dark, 0.18),
      "--color-surface-dark": dark,
      "--color-surface-deep": mix(dark, BLACK, 0.45),
    };
  }
  return {
    ...shared,
    "--color-background": dark,
    "--color-card": mix(dark, light, 0.06),
    "--color-foreground": light,
    "--color-card-foreground": light,
    "--color-secondary-foreground": light,
    "--color-accent-foreground": light,
    "--color-muted": mix(dark, light, 0.09),
    "--color-muted-foreground": mix(light, dark, 0.25),
    "--color-secondary": mix(dark, primary, 0.15),
    "--color-accent": mix(dark, primary, 0.2),
    "--color-border": mix(dark, light, 0.16),
    "--color-input": mix(dark, light, 0.24),
    "--color-surface-dark": mix(dark, BLACK, 0.35),
    "--color-surface-deep": mix(dark, BLACK, 0.55),
  };
}

export interface TextPair {
  label: string;
  text: string;
  background: string;
  ratio: number;
}

/** WCAG 2 AA for body text: every pair below carries text of normal size somewhere on the site. */
export const AA_RATIO = 4.5;

/** Every pair of colours the site sets text in, with its contrast ratio. */
export function textPairs(theme: Theme): TextPair[] {
  const t = themeTokens(theme);
  const pairs: [string, string, string][] = [
    ["Text on the page", t["--color-foreground"]!, t["--color-background"]!],
    ["Secondary text on the page", t["--color-muted-foreground"]!, t["--color-background"]!],
    ["Secondary text on tinted bands", t["--color-muted-foreground"]!, t["--color-muted"]!],
    ["Secondary text on cards", t["--color-muted-foreground"]!, t["--color-card"]!],
    ["Links and primary-colour text on the page", t["--color-primary"]!, t["--color-background"]!],
    ["Primary-colour text on tinted bands", t["--color-primary"]!, t["--color-muted"]!],
    ["Button text on the primary colour", t["--color-primary-foreground"]!, t["--color-primary"]!],
    ["Text on the dark bands", WHITE, t["--color-surface-dark"]!],
    ["Accent text on the dark bands", t["--color-highlight"]!, t["--color-surface-dark"]!],
    ["Footer text", FOOTER_TEXT, t["--color-surface-deep"]!],
  ];
  return pairs.map(([label, text, background]) => ({ label, text, background, ratio: contrastRatio(text, background) }));
}

export function failingPairs(theme: Theme): TextPair[] {
  return textPairs(theme).filter((pair) => pair.ratio < AA_RATIO);
}

const TAILWIND_RADII = { xs: 0.125, sm: 0.25, md: 0.375, lg: 0.5, xl: 0.75, "2xl": 1, "3xl": 1.5, "4xl": 2 } as const;
const FALLBACK_SANS = "ui-sans-serif, system-ui, sans-serif";
const FALLBACK_SERIF = "ui-serif, Georgia, serif";

/**
 * The CSS custom properties a theme sets, as declarations for `:root` (or a preview's wrapper):
 * only those that differ from app.css's, which hold today's look, so the default theme adds
 * nothing to a page and reproduces it exactly. Values are hex colours, rem lengths and the font
 * stacks above: nothing from the request or a free text field reaches this CSS.
 */
export function themeDeclarations(theme: Theme): Record<string, string> {
  const declarations: Record<string, string> = {};
  const base = themeTokens(DEFAULT_THEME);
  for (const [name, value] of Object.entries(themeTokens(theme))) if (base[name] !== value) declarations[name] = value;
  const typeface = TYPEFACES[theme.typeface];
  if (typeface.body) declarations["--font-sans"] = `${typeface.body}, ${FALLBACK_SANS}`;
  if (typeface.heading) declarations["--font-heading"] = `${typeface.heading}, ${typeface.heading.includes("Serif") ? FALLBACK_SERIF : FALLBACK_SANS}`;
  const scale = CORNER_STYLES[theme.corners].scale;
  if (scale !== 1) {
    declarations["--radius"] = `${0.5 * scale}rem`;
    for (const [step, rem] of Object.entries(TAILWIND_RADII)) declarations[`--radius-${step}`] = `${rem * scale}rem`;
  }
  return declarations;
}

/** The declarations as one `:root` rule for the page head; "" for the default theme. */
export function themeStyleSheet(theme: Theme): string {
  const entries = Object.entries(themeDeclarations(theme));
  if (entries.length === 0) return "";
  const body = entries.map(([name, value]) => `${name}:${value}`).join(";");
  // Dark pages: the browser's own form controls and scroll bars follow.
  return `:root{${body}${theme.scheme === "dark" ? ";color-scheme:dark" : ""}}`;
}
