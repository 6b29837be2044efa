import type { Kysely } from "kysely";
import type { Database, Page } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { pageLabel } from "#app/features/pages/cms/page-rows.server.ts";
import { withSlugConflict, writePageUpdate } from "#app/features/pages/cms/pages.server.ts";
import type { PageInput } from "#app/features/pages/cms/schema.ts";
import { insertTranslation } from "#app/features/pages/translating/create-translation.server.ts";
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
 * Writes one translation inside the import's transaction through the pages' own writers: over the
 * version the preview saw (else 409) as a save does (writePageUpdate: revision, audit entry, the
 * redirect of a moved published page), or, where the page had no translation, as a new draft of the
 * group as Translate starts one (insertTranslation). A slug taken in the language refuses the whole import.
 */
export async function writeTranslation(trx: Kysely<Database>, write: TranslationWrite, actor: Actor, now: Date): Promise<void> {
  const { pair, language, input } = write;
  const texts = `${write.changed} translated ${write.changed === 1 ? "text" : "texts"} from XLIFF`;
  await withSlugConflict(input.slug, async () => {
    if (!pair.translation) {
      const translation = { source: pair.source, language: { tag: language.tag, native_name: language.nativeName }, input, sourceVersion: write.sourceVersion, detail: ` with ${texts}` };
      await insertTranslation(trx, translation, actor, now);
      return;
    }
    const before = pair.translation;
    const update = { id: before.id, input, expectedVersion: write.expectedVersion ?? -1, sourceVersion: write.sourceVersion ?? undefined, summary: (row: Page) => `Imported ${texts} into ${pageLabel(row)}` };
    if (!(await writePageUpdate(trx, update, actor, now))) {
      throw new XliffError(`The ${language.englishName} page ${pageLabel(before)} was changed after the preview. Upload the file again to see what it would change now.`, 409);
    }
  });
}
