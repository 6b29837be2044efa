import { can } from "#app/lib/permissions.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { loadPagePublishing } from "../publishing/page-publishing-action.server.ts";
import { loadEditorReview } from "../review/review.server.ts";
import { getPageRevision, listPageRevisions } from "../publishing/page-revisions.server.ts";
import { getPage, PAGE_GONE } from "../cms/pages.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";
import type { PageRecord } from "../cms/schema.ts";
import { pagePublicPath } from "../page-address.ts";
import { translationStatus, type TranslationStatus } from "../translation-status.ts";
import { collectionOf } from "#app/features/collections/collections.ts";
import { addressBook } from "#app/features/languages/public-address.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { loadTranslationGroup, type GroupLanguage } from "../translating/translation-group.server.ts";
import type { PageEditorAddress } from "./page-editor-mode.ts";
import { routeRefusal } from "#app/lib/route-refusal.ts";
import { listMentionableStaff, listNoteThreads } from "#app/features/notes/notes.server.ts";
import { editorsOf } from "#app/features/presence/presence.server.ts";

/**
 * Everything the editor of one page shows: the page, its revisions, who else is editing it, its
 * notes, and whether this person may change it (Viewers get the editor read-only). With `revisionId` it also answers that revision, for
 * the Restore button, which loads it into the editor without saving: null when there is no such revision.
 */
export async function loadPageEditor(id: string, revisionId: string | null, user: SessionUser) {
  const page = await getPage(id);
  if (!page) throw routeRefusal({ message: PAGE_GONE }, 404);
  const [revisions, revision, publishing, review, editors, threads, staff] = await Promise.all([
    listPageRevisions(id),
    revisionId ? getPageRevision(id, revisionId) : undefined,
    loadPagePublishing(id),
    loadEditorReview(page, user),
    editorsOf(id, user.id),
    listNoteThreads(id),
    listMentionableStaff(),
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
    review,
    revision: revisionId ? (cleaned ?? null) : undefined,
    // Who else is editing it now, and the team's notes (decision 049): the admin's editor only, never a public read.
    collaboration: { editors, threads, staff: staff.map(({ id: staffId, name }) => ({ id: staffId, name })) },
  };
}

/** What the editor says of a translation: its language, its status, and the default language's page it was made from. */
export interface TranslationInfo {
  /** The translation's own id (the What changed screen's address). */
  id: string;
  tag: string;
  nativeName: string;
  direction: "ltr" | "rtl";
  status: TranslationStatus;
  /** The default language's page now: the side-by-side view shows its texts beside the fields. */
  source: (Pick<PageRecord, "id" | "title" | "slug" | "metaDescription" | "content" | "version"> & { languageName: string; languageTag: string; direction: "ltr" | "rtl" }) | null;
  /** The default language's version it was translated from. */
  sourceVersion: number | null;
}

/**
 * Where the page answers, its translation group's languages (the editor's language switcher), and,
 * for a translation, where it stands against the default language's page.
 */
async function pageLanguageInfo(page: PageRecord): Promise<{ address: PageEditorAddress; languages: GroupLanguage[]; translation: TranslationInfo | null }> {
  const languages = await listLanguages();
  const book = addressBook(languages);
  const languagePrefix = page.locale === book.defaultTag ? "" : `/${languages.find((language) => language.tag === page.locale)?.urlPrefix ?? page.locale.toLowerCase()}`;
  // A collection item's slug comes after its collection's base ("/de/insights"); a site page's row keeps its own address.
  const base = page.systemKey ? undefined : collectionOf(page.collection)?.base;
  const prefix = base ? `${languagePrefix}/${base}` : languagePrefix;
  const address = { path: pagePublicPath(page, book), defaultLanguage: page.locale === book.defaultTag, prefix };
  const group = await loadTranslationGroup(page, languages);
  if (address.defaultLanguage) return { address, languages: group.languages, translation: null };
  const language = (tag: string) => languages.find((candidate) => candidate.tag === tag);
  const { source } = group;
  const sourceLanguage = language(book.defaultTag);
  return {
    address,
    languages: group.languages,
    translation: {
      id: page.id,
      tag: page.locale,
      nativeName: language(page.locale)?.nativeName ?? page.locale,
      direction: language(page.locale)?.direction ?? "ltr",
      status: translationStatus(page, source?.version ?? 0),
      source: source
        ? {
            id: source.id,
            title: source.title,
            slug: source.slug,
            metaDescription: source.metaDescription,
            content: source.content,
            version: source.version,
            languageName: sourceLanguage?.nativeName ?? book.defaultTag,
            languageTag: book.defaultTag,
            direction: sourceLanguage?.direction ?? "ltr",
          }
        : null,
      sourceVersion: page.sourceVersion,
    },
  };
}
