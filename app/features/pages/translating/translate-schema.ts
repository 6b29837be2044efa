import { z } from "#app/lib/zod.ts";

export const TRANSLATION_LANGUAGE_MISSING = "That language is not on the site. Add it in Settings → Languages first.";

/** The editor's Translate button: the language to start the page's translation in (a site_languages tag). */
export const TranslateInput = z.object({
  language: z.string().trim().min(1, TRANSLATION_LANGUAGE_MISSING).max(35, TRANSLATION_LANGUAGE_MISSING),
});
