import { useMatches } from "react-router";
import type { RoutingLanguageChoice } from "./form-routing-editor.tsx";

const ENGLISH_ONLY: readonly RoutingLanguageChoice[] = [{ tag: "en", name: "English" }];

/**
 * The site's languages as the screen around a section editor loaded them (the page editor's
 * translation group: `languages` of { tag, nativeName }); English alone on a screen without them.
 */
export function useEditorLanguages(): readonly RoutingLanguageChoice[] {
  for (const match of useMatches()) {
    const languages = (match.loaderData as { languages?: unknown } | undefined)?.languages;
    if (Array.isArray(languages) && languages.length > 0) {
      return languages.flatMap((language: { tag?: unknown; nativeName?: unknown }) =>
        typeof language.tag === "string" ? [{ tag: language.tag, name: typeof language.nativeName === "string" ? language.nativeName : language.tag }] : [],
      );
    }
  }
  return ENGLISH_ONLY;
}
