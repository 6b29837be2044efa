/**
 * The languages an Admin can add (Settings → Languages), with what the site needs to serve each:
 * its BCP 47 tag as pages declare it (`<html lang>`, hreflang), its name in itself for the switcher,
 * the address prefix suggested for it, and its writing direction. A language not listed here cannot
 * be added: its tag, name and direction are facts, not something staff type (docs/decisions/037).
 */
export type TextDirection = "ltr" | "rtl";
export type ScriptFont = "noto-sans-tc" | "noto-sans-sc" | "noto-sans-jp" | "noto-sans-kr" | "noto-sans-thai" | "noto-sans-arabic" | "noto-sans-hebrew";

export interface KnownLanguage {
  tag: string;
  englishName: string;
  nativeName: string;
  prefix: string;
  direction: TextDirection;
  /**
   * The Noto Sans package (`@fontsource/<name>`, self-hosted) drawing the language's glyphs where the
   * site draws text itself (social cards), when the site's typeface lacks them; it also settles which
   * regional forms shared Han characters take.
   */
  font?: ScriptFont;
}

export const KNOWN_LANGUAGES = [
  { tag: "en", englishName: "English", nativeName: "English", prefix: "en", direction: "ltr" },
  { tag: "en-GB", englishName: "English (United Kingdom)", nativeName: "English (UK)", prefix: "en-gb", direction: "ltr" },
  { tag: "en-AU", englishName: "English (Australia)", nativeName: "English (Australia)", prefix: "en-au", direction: "ltr" },
  { tag: "de", englishName: "German", nativeName: "Deutsch", prefix: "de", direction: "ltr" },
  { tag: "de-AT", englishName: "German (Austria)", nativeName: "Deutsch (Österreich)", prefix: "de-at", direction: "ltr" },
  { tag: "de-CH", englishName: "German (Switzerland)", nativeName: "Deutsch (Schweiz)", prefix: "de-ch", direction: "ltr" },
  { tag: "zh-HK", englishName: "Chinese (Traditional, Hong Kong)", nativeName: "繁體中文（香港）", prefix: "zh-hk", direction: "ltr", font: "noto-sans-tc" },
  { tag: "zh-TW", englishName: "Chinese (Traditional, Taiwan)", nativeName: "繁體中文（台灣）", prefix: "zh-tw", direction: "ltr", font: "noto-sans-tc" },
  { tag: "zh-CN", englishName: "Chinese (Simplified)", nativeName: "简体中文", prefix: "zh-cn", direction: "ltr", font: "noto-sans-sc" },
  { tag: "fr", englishName: "French", nativeName: "Français", prefix: "fr", direction: "ltr" },
  { tag: "es", englishName: "Spanish", nativeName: "Español", prefix: "es", direction: "ltr" },
  { tag: "it", englishName: "Italian", nativeName: "Italiano", prefix: "it", direction: "ltr" },
  { tag: "nl", englishName: "Dutch", nativeName: "Nederlands", prefix: "nl", direction: "ltr" },
  { tag: "pl", englishName: "Polish", nativeName: "Polski", prefix: "pl", direction: "ltr" },
  { tag: "pt", englishName: "Portuguese", nativeName: "Português", prefix: "pt", direction: "ltr" },
  { tag: "sv", englishName: "Swedish", nativeName: "Svenska", prefix: "sv", direction: "ltr" },
  { tag: "tr", englishName: "Turkish", nativeName: "Türkçe", prefix: "tr", direction: "ltr" },
  { tag: "ja", englishName: "Japanese", nativeName: "日本語", prefix: "ja", direction: "ltr", font: "noto-sans-jp" },
  { tag: "ko", englishName: "Korean", nativeName: "한국어", prefix: "ko", direction: "ltr", font: "noto-sans-kr" },
  { tag: "vi", englishName: "Vietnamese", nativeName: "Tiếng Việt", prefix: "vi", direction: "ltr" },
  { tag: "th", englishName: "Thai", nativeName: "ไทย", prefix: "th", direction: "ltr", font: "noto-sans-thai" },
  { tag: "id", englishName: "Indonesian", nativeName: "Bahasa Indonesia", prefix: "id", direction: "ltr" },
  { tag: "ar", englishName: "Arabic", nativeName: "العربية", prefix: "ar", direction: "rtl", font: "noto-sans-arabic" },
  { tag: "he", englishName: "Hebrew", nativeName: "עברית", prefix: "he", direction: "rtl", font: "noto-sans-hebrew" },
] as const satisfies readonly KnownLanguage[];

export function knownLanguage(tag: string): KnownLanguage | undefined {
  return KNOWN_LANGUAGES.find((language) => language.tag === tag);
}

