import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import brand from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import sourceSerif from "@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url";
import spaceGrotesk from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import type { TypefaceId } from "./theme-values.ts";

/**
 * The files each typeface pairing draws Latin text with, as app.css declares them (the same files,
 * so the same hashed URLs): root.tsx preloads the pairing's, so `font-display: optional` can use
 * them for the first paint (decision 029).
 */
export const TYPEFACE_FILES: Record<TypefaceId, readonly string[]> = {
  jakarta: [brand],
  inter: [inter],
  serif: [sourceSerif, inter],
  grotesk: [spaceGrotesk, inter],
};
