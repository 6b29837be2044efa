import { data } from "react-router";
import { can } from "#app/lib/permissions.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { loadPagePublishing } from "../publishing/page-publishing-action.server.ts";
import { getPageRevision, listPageRevisions } from "../publishing/page-revisions.server.ts";
import { getPage, PAGE_GONE } from "../cms/pages.server.ts";
import { sanitizePageContent } from "../cms/sanitize-content.server.ts";

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
    revisions,
    canWrite: can(user.role, "pages:write"),
    publishing,
    revision: revisionId ? (cleaned ?? null) : undefined,
  };
}
