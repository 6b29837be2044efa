import { DE } from "./de.ts";
import type { SeedTranslation } from "./seed-translation.ts";
import { ZH_HK } from "./zh-hk.ts";

/** The language site-page-seeds.ts and the settings defaults are written in. */
export const SEED_LANGUAGE = "en";

/** The languages a fresh install's content comes translated into, by tag (docs/decisions/037-locale-model.md). */
export const SHIPPED_TRANSLATIONS: ReadonlyMap<string, SeedTranslation> = new Map([DE, ZH_HK].map((translation) => [translation.tag, translation]));

/**
 * `image` as the language shows it: its own copy where it ships one of that drawing (words drawn in:
 * the illustrations, the sharing card, SeedTranslation.images), else the image as it is (a library
 * image staff chose, any language without a shipped translation).
 */
export function imageIn(tag: string, image: string): string {
  return SHIPPED_TRANSLATIONS.get(tag)?.images[image] ?? image;
}
