import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database, PageReview } from "#app/db/schema.ts";
import type { SessionUser } from "#app/features/auth/session-user.ts";
import { editorPath } from "#app/features/collections/collections.ts";
import { PageError } from "../cms/page-error.ts";
import { getPage, PAGE_GONE } from "../cms/pages.server.ts";
import type { PageSnapshot } from "../editor/page-editor-data.ts";
import { getPageRevisionAtVersion, type PageRevision } from "../publishing/page-revisions.server.ts";
import { diffRevisions, type RevisionDiff, type RevisionHeading } from "../publishing/revision-diff.ts";
import { isReviewer } from "./review.server.ts";

/** One row of the Review queue. */
export interface ReviewQueueRow {
  pageId: string;
  title: string;
  kind: string;
  language: string;
  state: PageReview["state"];
  version: number;
  message: string;
  submittedByEmail: string;
  submittedAt: string;
  reviewedByEmail: string | null;
  editorPath: string;
  /** Whether this person may approve it or send it back (a reviewer, and not its submitter). */
  canDecide: boolean;
}

/**
 * The Review queue: reviewers see every submission, waiting ones first and oldest first; an Editor
 * who does not review sees their own submissions and where each stands.
 */
export async function listReviewQueue(user: SessionUser, database: Kysely<Database> = db()): Promise<{ rows: ReviewQueueRow[]; isReviewer: boolean }> {
  const reviewer = await isReviewer(database, user);
  const rows = await database
    .selectFrom("page_reviews")
    .innerJoin("pages", "pages.id", "page_reviews.page_id")
    .leftJoin("site_languages", "site_languages.tag", "pages.locale")
    .select([
      "pages.id",
      "pages.title",
      "pages.collection",
      "pages.locale",
      "site_languages.native_name",
      "page_reviews.state",
      "page_reviews.version",
      "page_reviews.message",
      "page_reviews.submitted_by_id",
      "page_reviews.submitted_by_email",
      "page_reviews.submitted_at",
      "page_reviews.reviewed_by_email",
    ])
    .$if(!reviewer, (query) => query.where("page_reviews.submitted_by_id", "=", user.id))
    .orderBy("page_reviews.submitted_at")
    .orderBy("pages.id")
    .limit(500)
    .execute();
  const order = { in_review: 0, approved: 1, changes_requested: 2 } as const;
  return {
    isReviewer: reviewer,
    rows: rows
      .map((row) => ({
        pageId: row.id,
        title: row.title,
        kind: row.collection ? `${row.collection} item` : "page",
        language: row.native_name ?? row.locale,
        state: row.state,
        version: row.version,
        message: row.message,
        submittedByEmail: row.submitted_by_email,
        submittedAt: new Date(row.submitted_at).toISOString(),
        reviewedByEmail: row.reviewed_by_email,
        editorPath: editorPath(row),
        canDecide: reviewer && row.state === "in_review" && row.submitted_by_id !== user.id,
      }))
      .sort((a, b) => order[a.state] - order[b.state]),
  };
}

/** One submission as its reviewer reads it: the item, its review, and what changed against the version that is live. */
export interface ReviewItem {
  row: ReviewQueueRow;
  diff: RevisionDiff;
  live: RevisionHeading;
  submitted: RevisionHeading;
  /** The item's version now: a save since the submission moved it (the review follows, publish-gate.server.ts). */
  currentVersion: number;
}

const NOTHING_LIVE: PageSnapshot = { title: "", slug: "", metaDescription: "", isPublished: false, content: { sections: [] }, fields: {} };

/** 404 when the item or its review is gone; 403 for an Editor who neither reviews nor submitted it. */
export async function loadReviewItem(pageId: string, user: SessionUser, database: Kysely<Database> = db()): Promise<ReviewItem> {
  const { rows } = await listReviewQueue(user, database);
  const row = rows.find((candidate) => candidate.pageId === pageId);
  if (!row) {
    const exists = await database.selectFrom("page_reviews").select("page_id").where("page_id", "=", pageId).executeTakeFirst();
    throw exists ? new PageError("Only reviewers and the person who submitted it can open this review.", 403) : new PageError("This item is not in review. It may have been published or withdrawn.", 404);
  }
  const page = await getPage(pageId, database);
  if (!page) throw new PageError(PAGE_GONE, 404);
  const [submitted, live] = await Promise.all([getPageRevisionAtVersion(pageId, row.version, database), lastLiveRevision(database, pageId)]);
  // A revision is written with every save; a row written by hand before revisions existed is read as it stands.
  const after: PageSnapshot & { version: number; createdAt: string; savedByEmail: string | null } = submitted ?? { ...page, savedByEmail: null, createdAt: page.updatedAt };
  const before = live ?? NOTHING_LIVE;
  // Compared as what would go live: the submitted draft published.
  const diff = diffRevisions({ ...before, isPublished: live !== null }, { ...after, isPublished: true });
  return {
    row,
    diff,
    live: live ? { version: live.version, createdAt: live.createdAt, savedByEmail: live.savedByEmail, caption: "Live now" } : { version: null, createdAt: page.createdAt, savedByEmail: null, caption: "Nothing live yet" },
    submitted: { version: after.version, createdAt: after.createdAt, savedByEmail: after.savedByEmail, caption: "Submitted" },
    currentVersion: page.version,
  };
}

/** The last version that was live: the newest revision saved as published, or null when it never was. */
async function lastLiveRevision(database: Kysely<Database>, pageId: string): Promise<PageRevision | null> {
  const row = await database.selectFrom("page_revisions").select("version").where("page_id", "=", pageId).where("is_published", "=", true).orderBy("version", "desc").limit(1).executeTakeFirst();
  return row ? getPageRevisionAtVersion(pageId, row.version, database) : null;
}
