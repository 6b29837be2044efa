import { isTranslationStatus, TRANSLATION_STATUS_LABELS, TRANSLATION_STATUSES, type TranslationStatus } from "#app/features/pages/translation-status.ts";

/**
 * The Translations screen's filter as its URL says it (`?lang=de&status=outdated`, "outdated in
 * German"), read by the loader and written by the filter form and the count links. A value the site
 * does not know is left out of the filter and named in a message, so a mistyped or stale link still
 * shows a screen, never an error page.
 */

export interface TranslationsQuery {
  lang?: string;
  status?: TranslationStatus;
  /** What was asked for and could not be used, in words for the reader. */
  problems: string[];
}

const LABELS = TRANSLATION_STATUSES.map((status) => TRANSLATION_STATUS_LABELS[status]);
const STATUS_CHOICES = `${LABELS.slice(0, -1).join(", ")} or ${LABELS.at(-1)}`;

/** Longest value quoted back in a message: a tag is at most 35 characters (BCP 47 as stored). */
const QUOTED_MAX = 40;

export function readTranslationsQuery(params: URLSearchParams, languages: readonly { tag: string; englishName: string; isDefault: boolean }[]): TranslationsQuery {
  const query: TranslationsQuery = { problems: [] };
  const lang = params.get("lang")?.trim();
  if (lang) {
    // Tags are case-insensitive (BCP 47): ?lang=zh-hk is Hong Kong Chinese.
    const language = languages.find((candidate) => candidate.tag.toLowerCase() === lang.toLowerCase());
    if (!language) query.problems.push(`The site has no language "${quoted(lang)}". Showing every language.`);
    else if (language.isDefault) query.problems.push(`${language.englishName} is the default language: its pages are what the others are translated from. Showing every language.`);
    else query.lang = language.tag;
  }
  const status = params.get("status")?.trim().toLowerCase();
  if (status) {
    if (isTranslationStatus(status)) query.status = status;
    else query.problems.push(`"${quoted(status)}" is not a translation status: choose ${STATUS_CHOICES}. Showing every status.`);
  }
  return query;
}

/** The screen's address for a filter: `/admin/translations?lang=de&status=outdated`. */
export function translationsHref({ lang, status }: { lang?: string; status?: TranslationStatus }): string {
  const params = new URLSearchParams();
  if (lang) params.set("lang", lang);
  if (status) params.set("status", status);
  return `/admin/translations${params.size > 0 ? `?${params}` : ""}`;
}

/** Where the XLIFF export answers (built beside the import): one page's translation, or a language's outdated pages. */
export function xliffExportHref(lang: string, page?: string): string {
  const params = page ? new URLSearchParams({ page, lang }) : new URLSearchParams({ lang, status: "outdated" });
  return `/admin/translations/export?${params}`;
}

export const XLIFF_IMPORT_HREF = "/admin/translations/import";

function quoted(value: string): string {
  return value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value;
}
