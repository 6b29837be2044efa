import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { toRecord } from "../cms/page-rows.server.ts";
import { inTranslationGroup } from "../cms/pages.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import type { PageRecord } from "../cms/schema.ts";
import { translationStatus, type TranslationStatus } from "../translation-status.ts";

/** One language of the editor's language switcher: the page's row there, and where it stands. */
export interface GroupLanguage {
  tag: string;
  nativeName: string;
  englishName: string;
  direction: "ltr" | "rtl";
  enabled: boolean;
  isDefault: boolean;
  /** The page's row in this language, or null (Missing). */
  pageId: string | null;
  /** null for the default language: it is the source, not a translation. */
  status: TranslationStatus | null;
}

/**
 * A page's translation group as the editor shows it (docs/decisions/037-locale-model.md): every
 * language the site has, the page's row and status in each, and the default language's row (the
 * source every translation is made from), sanitised like every page the editor loads. Without a
 * default-language row (a group whose source was never made) there is nothing to translate from:
 * no languages, no source.
 */
export async function loadTranslationGroup(
  page: Pick<PageRecord, "translationKey">,
  languages: readonly SiteLanguage[],
  database: Kysely<Database> = db(),
): Promise<{ languages: GroupLanguage[]; source: PageRecord | null }> {
  const rows = (await database.selectFrom("pages").selectAll().where(inTranslationGroup(page.translationKey)).execute()).map(toRecord);
  const defaultTag = languages.find((language) => language.isDefault)?.tag;
  const source = rows.find((row) => row.locale === defaultTag);
  if (!source) return { languages: [], source: null };
  return {
    source: { ...source, content: sanitizePageContent(source.content) },
    languages: languages.map((language) => {
      const row = rows.find((candidate) => candidate.locale === language.tag);
      return {
        tag: language.tag,
        nativeName: language.nativeName,
        englishName: language.englishName,
        direction: language.direction,
        enabled: language.enabled,
        isDefault: language.isDefault,
        pageId: row?.id ?? null,
        status: language.isDefault ? null : translationStatus(row, source.version),
      };
    }),
  };
}
