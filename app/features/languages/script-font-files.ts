import arabicBold from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url";
import arabicRegular from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url";
import { knownLanguage, type ScriptFont } from "./known-languages.ts";

/**
 * The self-hosted files that draw a script the brand typeface lacks, as app.css declares them (the
 * same files, so the same hashed URLs), for root.tsx to preload on pages in that language only.
 * A script without an entry is drawn by the visitor's system fonts.
 */
const SCRIPT_FONT_FILES: Partial<Record<ScriptFont, readonly string[]>> = {
  "noto-sans-arabic": [arabicRegular, arabicBold],
};

/** The font files a page in `lang` should preload: none for a language the brand typeface draws. */
export function scriptFontFiles(lang: string): readonly string[] {
  const font = knownLanguage(lang)?.font;
  return (font && SCRIPT_FONT_FILES[font]) || [];
}
