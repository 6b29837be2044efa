import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { SITE_PAGES } from "#app/features/pages/site-pages/site-pages.ts";
import { translationStatus, type TranslationStatus } from "#app/features/pages/translation-status.ts";

/**
 * Where every page stands in every language (docs/decisions/037-locale-model.md): for each page in the
 * default language, site pages and CMS pages alike, and each other language the site has (switched
 * off ones too: staff translate before visitors see a language), the translation's status. Read for
 * the Translations screen, the dashboard and the XLIFF export ("every outdated page of a language").
 */

export interface TranslationOverviewRow {
  /** The translation's language tag. */
  locale: string;
  status: TranslationStatus;
  /** The page in the default language the translation is made from. */
  source: { id: string; title: string; version: number; systemKey: string | null; updatedAt: string };
  /** null when Missing. `sourceVersion` is the source's version it was made from (null on a row written without one). */
  translation: { id: string; title: string; slug: string; updatedAt: string; sourceVersion: number | null } | null;
}

export type TranslationStatusCounts = Record<TranslationStatus, number>;

export interface TranslationOverview {
  defaultLanguage: SiteLanguage | null;
  /** The languages translated into: every one but the default, in the site's order. */
  languages: SiteLanguage[];
  /** Per language tag, how many pages are in each status, whatever the filter. */
  counts: Record<string, TranslationStatusCounts>;
  /** The rows the filter lets through, by language, then the site pages in the website's order, then CMS pages by title. */
  rows: TranslationOverviewRow[];
}

export interface TranslationFilter {
  /** A language tag; a tag the site does not have matches nothing. */
  lang?: string;
  status?: TranslationStatus;
}

/**
 * Three queries whatever the number of pages: the languages, the default language's pages, every
 * translation. Every row counts, pages and collection items alike (docs/decisions/039-collections.md):
 * an article is translated like a page.
 */
export async function listTranslationOverview(filter: TranslationFilter = {}, database: Kysely<Database> = db()): Promise<TranslationOverview> {
  const defaultTag = database.selectFrom("site_languages").select("tag").where("is_default", "=", true);
  const [languages, sources, translations] = await Promise.all([
    listLanguages(database),
    database
      .selectFrom("pages")
      .select(["id", "title", "version", "system_key", "translation_key", "updated_at"])
      .where("locale", "=", defaultTag)
      .execute(),
    database
      .selectFrom("pages")
      .select(["id", "title", "slug", "locale", "translation_key", "is_published", "source_version", "updated_at"])
      .where("locale", "!=", defaultTag)
      .where("translation_key", "is not", null)
      .execute(),
  ]);
  const targets = languages.filter((language) => !language.isDefault);
  const byGroup = new Map(translations.map((row) => [groupLocaleKey(row.translation_key!, row.locale), row]));
  const ordered = [...sources].sort(sourceOrder);

  const counts: Record<string, TranslationStatusCounts> = {};
  const rows: TranslationOverviewRow[] = [];
  for (const language of targets) {
    const tally = (counts[language.tag] = emptyCounts());
    for (const source of ordered) {
      const translation = byGroup.get(groupLocaleKey(source.translation_key ?? source.id, language.tag));
      const status = translationStatus(translation && { isPublished: translation.is_published, sourceVersion: translation.source_version }, source.version);
      tally[status] += 1;
      if ((filter.lang !== undefined && filter.lang !== language.tag) || (filter.status !== undefined && filter.status !== status)) continue;
      rows.push({
        locale: language.tag,
        status,
        source: { id: source.id, title: source.title, version: source.version, systemKey: source.system_key, updatedAt: source.updated_at },
        translation: translation
          ? { id: translation.id, title: translation.title, slug: translation.slug, updatedAt: translation.updated_at, sourceVersion: translation.source_version }
          : null,
      });
    }
  }
  return { defaultLanguage: languages.find((language) => language.isDefault) ?? null, languages: targets, counts, rows };
}

/**
 * How many translations are Outdated in every language, counted in the database for the dashboard.
 * The condition is translationStatus's "outdated" (published, made from a version the source has
 * passed); translation-overview.db.test.ts checks the two agree.
 */
export async function countOutdatedTranslations(database: Kysely<Database> = db()): Promise<number> {
  const row = await database
    .selectFrom("pages as translation")
    .innerJoin("pages as source", (join) => join.on((eb) => eb(eb.fn.coalesce("source.translation_key", "source.id"), "=", eb.ref("translation.translation_key"))))
    .innerJoin("site_languages as language", "language.tag", "translation.locale")
    .where("source.locale", "=", (eb) => eb.selectFrom("site_languages").select("tag").where("is_default", "=", true))
    .where("language.is_default", "=", false)
    .where("translation.is_published", "=", true)
    .where((eb) => eb(eb.fn.coalesce("translation.source_version", eb.lit(0)), "<", eb.ref("source.version")))
    .select((eb) => eb.fn.countAll<number>().as("outdated"))
    .executeTakeFirstOrThrow();
  return Number(row.outdated);
}

function groupLocaleKey(translationKey: string, locale: string): string {
  return `${locale}\u0000${translationKey}`;
}

function emptyCounts(): TranslationStatusCounts {
  return { missing: 0, draft: 0, outdated: 0, "up-to-date": 0 };
}

const SITE_PAGE_ORDER = new Map<string, number>(SITE_PAGES.map((page, index) => [page.key, index]));

function sourceOrder(a: { system_key: string | null; title: string; id: string }, b: { system_key: string | null; title: string; id: string }): number {
  const rank = (row: { system_key: string | null }) => (row.system_key === null ? SITE_PAGES.length : (SITE_PAGE_ORDER.get(row.system_key) ?? SITE_PAGES.length));
  return rank(a) - rank(b) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}
