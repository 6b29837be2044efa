import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { toRecord } from "#app/features/pages/cms/page-rows.server.ts";
import type { PageRecord } from "#app/features/pages/cms/schema.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { translationStatus, type TranslationStatus } from "#app/features/pages/translation-status.ts";
import { XliffError } from "./xliff-error.ts";

/** A default-language page and its translation in one language, if it has one. */
export interface TranslationPair {
  source: PageRecord;
  translation: PageRecord | null;
  status: TranslationStatus;
}

export interface LanguagePair {
  source: SiteLanguage;
  target: SiteLanguage;
}

/** The default language and `tag`'s language; refused when `tag` is not on the site or is the default. */
export async function languagePair(tag: string, database: Kysely<Database> = db()): Promise<LanguagePair> {
  const languages = await listLanguages(database);
  const source = languages.find((language) => language.isDefault)!;
  const target = languages.find((language) => language.tag.toLowerCase() === tag.toLowerCase());
  if (!target) throw new XliffError(`The language "${tag.slice(0, 35)}" is not on the site. Add it in Settings → Languages first.`, 404);
  if (target.isDefault) throw new XliffError(`${target.englishName} is the default language: pages are translated from it, not into it.`, 400);
  return { source, target };
}

/**
 * The default-language pages (those of `translationKeys` only, when given) with their translations
 * into `target`, in the order of their addresses. A row written before migration 0023 without a key
 * is a group of its own (its id), as pages.server.ts reads it.
 */
export async function translationPairs(languages: LanguagePair, { translationKeys, database = db() }: { translationKeys?: readonly string[]; database?: Kysely<Database> } = {}): Promise<TranslationPair[]> {
  if (translationKeys?.length === 0) return [];
  let query = database.selectFrom("pages").selectAll().where("locale", "in", [languages.source.tag, languages.target.tag]);
  if (translationKeys) query = query.where((eb) => eb.or([eb("translation_key", "in", translationKeys), eb.and([eb("translation_key", "is", null), eb("id", "in", translationKeys)])]));
  const pages = (await query.orderBy("slug").orderBy("id").execute()).map(toRecord);
  const translations = new Map(pages.filter((page) => page.locale === languages.target.tag).map((page) => [page.translationKey, page]));
  return pages
    .filter((page) => page.locale === languages.source.tag)
    .map((source) => {
      const translation = translations.get(source.translationKey) ?? null;
      return { source, translation, status: translationStatus(translation ?? undefined, source.version) };
    });
}
