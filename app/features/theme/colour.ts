/**
 * The colour arithmetic the theme needs, on `#rrggbb` strings only (the Theme screen's colour
 * inputs give them; the schema accepts nothing else): WCAG 2 contrast, and mixing two colours in
 * sRGB, which is what the derived shades are made of. Zod-free and React-free: the Theme screen
 * shows the ratios live from the same code the server refuses a save with.
 */

export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** `#1545A2` and ` #1545a2 ` read as `#1545a2`; anything else is not a colour the theme takes. */
export function normalHex(value: string): string | null {
  const hex = value.trim().toLowerCase();
  return HEX_COLOUR.test(hex) ? hex : null;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** `amount` (0-1) of `other` in `base`, channel by channel in sRGB (CSS `color-mix(in srgb, …)`). */
export function mix(base: string, other: string, amount: number): string {
  const a = channels(base);
  const b = channels(other);
  return toHex(a.map((channel, index) => channel + (b[index]! - channel) * amount));
}

/** WCAG 2's relative luminance of an sRGB colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21 (order does not matter). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The ratio as WCAG states it and people read it: "4.49:1", never rounded up across the line (a
 * pair at 4.496 is refused, and must not be shown as "4.50:1").
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** Of two candidate text colours, the one that reads better on `background`. */
export function betterText(background: string, first: string, second: string): string {
  return contrastRatio(first, background) >= contrastRatio(second, background) ? first : second;
}
