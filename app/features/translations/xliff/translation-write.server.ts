import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/db/unique-violation.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { ensurePlacedImagesReady, pageColumns, pageLabel, recordPageAudit, writeRevision } from "#app/features/pages/cms/page-rows.server.ts";
import { slugTakenMessage } from "#app/features/pages/cms/pages.server.ts";
import type { PageInput } from "#app/features/pages/cms/schema.ts";
import { redirectsForPageSave } from "#app/features/redirects/redirects.server.ts";
import type { TranslationPair } from "./translation-pairs.server.ts";
import { XliffError } from "./xliff-error.ts";

/** One page's part of an import: the translation's new texts, checked by PageInput. */
export interface TranslationWrite {
  pair: TranslationPair;
  language: SiteLanguage;
  input: PageInput;
  /** The source version to record (every text translated), or null to keep the translation's. */
  sourceVersion: number | null;
  changed: number;
  /** The translation's version the preview saw; null when it had none. */
  expectedVersion: number | null;
}

/**
 * Writes one translation inside the import's transaction, the way a save does (pages.server.ts):
 * over the version the preview saw (else 409), with its revision, audit entry and, for a moved
 * published CMS page, its redirect; or, where the page had no translation, as a new draft of the
 * group, as Translate starts one. A slug taken in the language refuses the whole import.
 */
export async function writeTranslation(trx: Kysely<Database>, write: TranslationWrite, actor: Actor, now: Date): Promise<void> {
  const { pair, language, input } = write;
  const columns = pageColumns(input, actor, now);
  await ensurePlacedImagesReady(trx, columns.content, columns.social_image);
  await ensureSlugFree(trx, input.slug, language.tag, pair.translation?.id);
  const recorded = write.sourceVersion === null ? {} : { source_version: write.sourceVersion };
  const texts = `${write.changed} translated ${write.changed === 1 ? "text" : "texts"} from XLIFF`;
  try {
    if (!pair.translation) {
      const row = await trx
        .insertInto("pages")
        .values({ id: randomUUID(), ...columns, locale: language.tag, translation_key: pair.source.translationKey, source_version: write.sourceVersion, system_key: pair.source.systemKey, created_at: now.toISOString(), version: 1 })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeRevision(trx, row, actor, now);
      await recordPageAudit(trx, actor, "page.create", row, `Started the ${language.nativeName} translation of ${pageLabel(pair.source)} with ${texts}, a draft at /${row.slug}`, now);
      return;
    }
    const before = pair.translation;
    const row = await trx
      .updateTable("pages")
      .set({ ...columns, ...recorded, version: (eb) => eb("version", "+", 1) })
      .where("id", "=", before.id)
      .where("version", "=", write.expectedVersion ?? -1)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new XliffError(`The ${language.englishName} page ${pageLabel(before)} was changed after the preview. Upload the file again to see what it would change now.`, 409);
    // A published translation that moves leaves a 301 under its language's prefix (/de/alt → /de/neu), as a save does.
    if (!row.system_key) await redirectsForPageSave(trx, { prefix: `/${language.urlPrefix}`, oldSlug: before.slug, newSlug: row.slug, wasPublished: before.isPublished, isPublished: row.is_published }, now);
    await writeRevision(trx, row, actor, now);
    await recordPageAudit(trx, actor, "page.update", row, `Imported ${texts} into ${pageLabel(row)}`, now);
  } catch (error) {
    throw isUniqueViolation(error, "slug") ? new XliffError(slugTakenMessage(input.slug), 409) : error;
  }
}

async function ensureSlugFree(trx: Kysely<Database>, slug: string, locale: string, exceptId: string | undefined): Promise<void> {
  let query = trx.selectFrom("pages").select("id").where("slug", "=", slug).where("locale", "=", locale);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw new XliffError(slugTakenMessage(slug), 409);
}
