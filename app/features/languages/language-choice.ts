import { knownLanguage } from "./known-languages.ts";

/** A language as the admin's lists name it and offer it in their language filter. */
export interface LanguageChoice {
  tag: string;
  nativeName: string;
}

/** The name a recorded language is shown by ("Deutsch"): the site's own, else the known list's, else the tag itself. */
export function languageName(tag: string, languages: readonly LanguageChoice[]): string {
  return languages.find((language) => language.tag === tag)?.nativeName ?? knownLanguage(tag)?.nativeName ?? tag;
}

/** "Deutsch (de)": a language named for a reader who may not know the tag, with the tag for one who does. */
export function languageLabel(tag: string, languages: readonly LanguageChoice[]): string {
  return `${languageName(tag, languages)} (${tag})`;
}

/**
 * A list's language filter from its query string: one of the site's languages, or none. A filter is a
 * link anyone may edit, so anything else (an unknown tag, a path, a very long value) reads as "all".
 */
export function languageFilter(value: string | null, languages: readonly LanguageChoice[]): string | null {
  return languages.some((language) => language.tag === value) ? value : null;
}
