import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import type { SiteLanguage } from "#app/features/languages/schema.ts";
import { findTranslation, getPage } from "#app/features/pages/cms/pages.server.ts";
import { getPageRevisionAtVersion, type PageRevision } from "#app/features/pages/publishing/page-revisions.server.ts";
import { diffRevisions, type RevisionDiff, type RevisionHeading } from "#app/features/pages/publishing/revision-diff.ts";
import { translationStatus, type TranslationStatus } from "#app/features/pages/translation-status.ts";

export const TRANSLATION_GONE = "This translation no longer exists. It may have been deleted.";

/**
 * A translation's "What changed" (docs/decisions/037-locale-model.md): the default language's page as
 * it was at the version the translation was made from (`source_version`) against its current version,
 * through the revision compare's diff.
 */
export interface TranslationChanges {
  translation: { id: string; title: string; locale: string; status: TranslationStatus; sourceVersion: number | null };
  language: SiteLanguage | null;
  defaultLanguage: SiteLanguage | null;
  /** The default language's page; null when it is gone. */
  source: { id: string; title: string; version: number } | null;
  /** Why there is no compare to show, when there is none. */
  comparison:
    | { kind: "changed"; older: RevisionHeading; newer: RevisionHeading; diff: RevisionDiff }
    | { kind: "unchanged" }
    | { kind: "no-source" }
    /** The version it was made from is not among the source's revisions (a row written without a version, or by hand). */
    | { kind: "no-revision"; version: number | null };
}

/** null when no page has the id, or the page is in the default language (it is a source, not a translation). */
export async function loadTranslationChanges(translationId: string, database: Kysely<Database> = db()): Promise<TranslationChanges | null> {
  const [page, languages] = await Promise.all([getPage(translationId, database), listLanguages(database)]);
  const defaultLanguage = languages.find((language) => language.isDefault) ?? null;
  if (!page || !defaultLanguage || page.locale === defaultLanguage.tag) return null;
  const found = await findTranslation(page.translationKey, defaultLanguage.tag, database);
  const source = found && { id: found.id, title: found.title, version: found.version };
  const base = {
    translation: { id: page.id, title: page.title, locale: page.locale, status: translationStatus(page, source?.version ?? 0), sourceVersion: page.sourceVersion },
    language: languages.find((language) => language.tag === page.locale) ?? null,
    defaultLanguage,
    source,
  };
  if (!source) return { ...base, comparison: { kind: "no-source" } };
  const from = page.sourceVersion;
  if (from !== null && from >= source.version) return { ...base, comparison: { kind: "unchanged" } };
  const [older, newer] = await Promise.all([from === null ? null : getPageRevisionAtVersion(source.id, from, database), getPageRevisionAtVersion(source.id, source.version, database)]);
  if (!older || !newer) return { ...base, comparison: { kind: "no-revision", version: from } };
  return {
    ...base,
    comparison: { kind: "changed", older: heading(older, "Translated from"), newer: heading(newer, "Current"), diff: diffRevisions(older, newer) },
  };
}

function heading(revision: PageRevision, caption: string): RevisionHeading {
  return { version: revision.version, createdAt: revision.createdAt, savedByEmail: revision.savedByEmail, caption };
}
