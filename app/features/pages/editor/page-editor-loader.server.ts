import { data } from "react-router";
import { can } from "#app/lib/permissions.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { loadPagePublishing } from "../publishing/page-publishing-action.server.ts";
import { getPageRevision, listPageRevisions } from "../publishing/page-revisions.server.ts";
import { findTranslation, getPage, PAGE_GONE } from "../cms/pages.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import type { PageRecord } from "../cms/schema.ts";
import { pagePublicPath } from "../page-address.ts";
import { translationStatus, type TranslationStatus } from "../translation-status.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";

/**
 * Everything the editor of one page shows: the page, its revisions, and whether this person may
 * change it (Viewers get the editor read-only). With `revisionId` it also answers that revision, for
 * the Restore button, which loads it into the editor without saving: null when there is no such revision.
 */
export async function loadPageEditor(id: string, revisionId: string | null, user: SessionUser) {
  const page = await getPage(id);
  if (!page) throw data({ message: PAGE_GONE }, { status: 404 });
  const [revisions, revision, publishing] = await Promise.all([
    listPageRevisions(id),
    revisionId ? getPageRevision(id, revisionId) : undefined,
    loadPagePublishing(id),
  ]);
  // Cleaned like the public page: the rich-text editor renders stored HTML as HTML, and content that
  // reached the database past the editor's save (an import, an older version) must not run there either.
  const cleaned = revision ? { ...revision, content: sanitizePageContent(revision.content) } : revision;
  return {
    page: { ...page, content: sanitizePageContent(page.content) },
    ...(await pageLanguageInfo(page)),
    revisions,
    canWrite: can(user.role, "pages:write"),
    publishing,
    revision: revisionId ? (cleaned ?? null) : undefined,
  };
}

/** What the editor says of a translation: its language, its status, and the default language's page it was made from. */
export interface TranslationInfo {
  tag: string;
  nativeName: string;
  status: TranslationStatus;
  source: { id: string; title: string; version: number; languageName: string } | null;
  /** The default language's version it was translated from. */
  sourceVersion: number | null;
}

/** Where the page answers, and, for a translation, where it stands against the default language's page. */
async function pageLanguageInfo(page: PageRecord): Promise<{ address: { path: string | null; defaultLanguage: boolean }; translation: TranslationInfo | null }> {
  const languages = await listLanguages();
  const book = addressBook(languages);
  const address = { path: pagePublicPath(page, book), defaultLanguage: page.locale === book.defaultTag };
  if (address.defaultLanguage) return { address, translation: null };
  const source = await findTranslation(page.translationKey, book.defaultTag);
  const name = (tag: string) => languages.find((language) => language.tag === tag)?.nativeName ?? tag;
  return {
    address,
    translation: {
      tag: page.locale,
      nativeName: name(page.locale),
      status: translationStatus(page, source?.version ?? 0),
      source: source ? { ...source, languageName: name(book.defaultTag) } : null,
      sourceVersion: page.sourceVersion,
    },
  };
}
