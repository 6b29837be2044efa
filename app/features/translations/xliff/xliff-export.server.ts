import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { pageUnits, translationSlugFixed } from "./page-units.ts";
import { languagePair, translationPairs, type TranslationPair } from "./translation-pairs.server.ts";
import { unitInline, translationTarget } from "./unit-values.ts";
import { buildXliff, type XliffFile } from "./xliff-document.ts";
import { XliffError } from "./xliff-error.ts";
import { EXPORT_STATUSES, type ExportRequest } from "./xliff-schema.ts";

/**
 * One XLIFF 2.0 file for an agency: one page, or every page of a language in a status (outdated,
 * missing, draft, up to date, or all). Each page's units carry the default language's text, and the
 * existing translation as the target where there is one, so a translator sees what to change.
 */
export async function exportXliff(request: ExportRequest, { database = db(), now = new Date() }: { database?: Kysely<Database>; now?: Date } = {}): Promise<{ filename: string; xml: string }> {
  const languages = await languagePair(request.lang, database);
  let pairs: TranslationPair[];
  let label: string;
  if (request.page) {
    const page = await database.selectFrom("pages").select(["id", "translation_key"]).where("id", "=", request.page).executeTakeFirst();
    pairs = page ? await translationPairs(languages, { translationKeys: [page.translation_key ?? page.id], database }) : [];
    if (pairs.length === 0) throw new XliffError("That page no longer exists. It may have been deleted.", 404);
    label = pairs[0]!.source.slug || "home";
  } else {
    const status = request.status ?? "outdated";
    pairs = (await translationPairs(languages, { database })).filter((pair) => status === "all" || pair.status === status);
    if (pairs.length === 0) {
      const words = EXPORT_STATUSES[status].toLowerCase();
      throw new XliffError(`No page is ${words} in ${languages.target.englishName}: there is nothing to export.`, 404);
    }
    label = status;
  }
  const xml = await buildXliff({ sourceLanguage: languages.source.tag, targetLanguage: languages.target.tag, files: pairs.map(xliffFileFor) });
  return { filename: `brandcheck-${languages.target.tag.toLowerCase()}-${label}-${now.toISOString().slice(0, 10)}.xlf`, xml };
}

function xliffFileFor({ source, translation }: TranslationPair): XliffFile {
  const slugFixed = translationSlugFixed(source);
  const current = new Map(translation ? pageUnits(translation, { slugFixed }).map((unit) => [unit.id, unit]) : []);
  return {
    id: source.translationKey,
    sourceVersion: source.version,
    units: pageUnits(source, { slugFixed }).map((unit) => {
      const existing = current.get(unit.id);
      const target = existing && (unit.kind === "html" ? translationTarget(unit.value, existing.value) : existing.value);
      return { id: unit.id, source: unitInline(unit), ...(target === undefined ? {} : { target }), note: unit.label };
    }),
  };
}
