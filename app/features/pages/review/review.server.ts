import type { Kysely } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import type { Database, PageReview } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/audit/audit.server.ts";
import type { Actor, SessionUser } from "#app/features/auth/session-user.ts";
import { changeContent } from "#app/lib/content-events.server.ts";
import { PageError } from "../cms/page-error.ts";
import { pageLabel } from "../cms/page-rows.server.ts";
import { kindOf, PAGE_GONE } from "../cms/pages.server.ts";
import { needsApproval } from "../publishing/publish-gate.server.ts";
import { writePublishedState } from "../publishing/publish-state.server.ts";
import { tellReviewers, tellSubmitter } from "./review-notifications.server.ts";

/**
 * Review before publishing (docs/decisions/048-review-workflow.md): an Editor who needs approval
 * submits a draft at its version (In Review); a reviewer (an Admin, or an Editor an Admin allowed to
 * review) asks for changes (Changes Requested) or approves, which publishes exactly that version at
 * once, or at its scheduled time when one lies ahead (Approved). A save after submission goes back to
 * In Review at its new version (publish-gate.server.ts), so an approval never publishes words the
 * reviewer did not see. Each step is audited; the reviewers hear of a submission and the submitter
 * of a decision in their bell, and by e-mail unless they turned it off (review-notifications.server.ts).
 */

const NOT_WAITING = "This item is no longer waiting for review. Reload the page to see where it stands.";
const CHANGED = "This item was changed after you opened it. Reload the page to review the latest version.";

/** Whether this person may approve or send back others' submissions: an Admin, or an Editor an Admin allowed to. */
export async function isReviewer(executor: Kysely<Database>, user: Pick<SessionUser, "id">): Promise<boolean> {
  const row = await executor
    .selectFrom("user")
    .leftJoin("reviewers", "reviewers.user_id", "user.id")
    .select(["user.role", "reviewers.user_id as reviewer"])
    .where("user.id", "=", user.id)
    .executeTakeFirst();
  return row?.role === "admin" || (row?.role === "editor" && row.reviewer !== null);
}

/** Submit for Review: the draft as saved at `version`, with the submitter's message. */
export async function submitForReview(pageId: string, version: number, message: string, actor: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const page = await trx.selectFrom("pages").select(["id", "title", "slug", "version", "is_published", "collection"]).where("id", "=", pageId).executeTakeFirst();
    if (!page) throw new PageError(PAGE_GONE, 404);
    if (page.version !== version) throw new PageError("This item was saved after you opened it. Reload the page, then submit it again.", 409);
    if (page.is_published) throw new PageError("This item is live already, so there is nothing to submit.", 409);
    await trx.deleteFrom("page_reviews").where("page_id", "=", pageId).execute();
    await trx
      .insertInto("page_reviews")
      .values({ page_id: pageId, state: "in_review", version, message, submitted_by_id: actor.id, submitted_by_email: actor.email, submitted_at: now.toISOString() })
      .execute();
    await audit(trx, actor, "page.review_submit", page, `Submitted ${kindOf(page)} ${pageLabel(page)} (version ${version}) for review`, now);
    await tellReviewers(trx, page, message, actor, now);
  });
}

/**
 * Approve and Publish: refused unless the reviewer may review, did not submit it, and the item is In
 * Review at the version the reviewer saw. Publishes at once, or leaves it Approved for a scheduled
 * publish still ahead (the job then publishes it). Returns when it goes live (null: now).
 */
export async function approveReview(
  pageId: string,
  version: number,
  comment: string,
  reviewer: Actor,
  { database = db(), now = new Date() }: QueryOptions = {},
): Promise<{ publishAt: string | null }> {
  return changeContent(database, async (trx) => {
    const { page, review } = await reviewable(trx, pageId, version, reviewer);
    await trx.updateTable("page_reviews").set({ state: "approved", reviewed_by_email: reviewer.email, comment, reviewed_at: now.toISOString() }).where("page_id", "=", pageId).execute();
    const schedule = await trx.selectFrom("page_schedules").select("run_at").where("page_id", "=", pageId).where("action", "=", "publish").executeTakeFirst();
    const ahead = schedule && new Date(schedule.run_at) > now ? new Date(schedule.run_at).toISOString() : null;
    if (ahead) {
      await audit(trx, reviewer, "page.review_approve", page, `Approved ${kindOf(page)} ${pageLabel(page)} (version ${version}), to be published at ${ahead}`, now);
    } else {
      // An approval after the scheduled time publishes at once: the waiting schedule is done.
      if (schedule) await trx.deleteFrom("page_schedules").where("page_id", "=", pageId).where("action", "=", "publish").execute();
      await writePublishedState(trx, pageId, true, { revisionBy: reviewer, summary: (row) => `Published ${kindOf(row)} ${pageLabel(row)} as approved by ${reviewer.email}`, now });
      await audit(trx, reviewer, "page.review_approve", page, `Approved and published ${kindOf(page)} ${pageLabel(page)} (version ${version})`, now);
    }
    await tellSubmitter(trx, review, page, { outcome: ahead ? "approved" : "published", reviewer: reviewer.email, comment, publishAt: ahead }, now);
    return { publishAt: ahead };
  });
}

/** Request Changes: back to the submitter with the reviewer's comment; the item stays a draft. */
export async function requestChanges(pageId: string, version: number, comment: string, reviewer: Actor, { database = db(), now = new Date() }: QueryOptions = {}): Promise<void> {
  await database.transaction().execute(async (trx) => {
    const { page, review } = await reviewable(trx, pageId, version, reviewer);
    await trx.updateTable("page_reviews").set({ state: "changes_requested", reviewed_by_email: reviewer.email, comment, reviewed_at: now.toISOString() }).where("page_id", "=", pageId).execute();
    await audit(trx, reviewer, "page.review_changes", page, `Requested changes to ${kindOf(page)} ${pageLabel(page)} (version ${version})`, now);
    await tellSubmitter(trx, review, page, { outcome: "changes", reviewer: reviewer.email, comment, publishAt: null }, now);
  });
}

/** The item and its review, when this reviewer may decide on this version; else why not. */
async function reviewable(trx: Kysely<Database>, pageId: string, version: number, reviewer: Actor) {
  if (!(await isReviewer(trx, reviewer))) throw new PageError("Only Admins and Editors allowed to review can approve or request changes.", 403);
  const page = await trx.selectFrom("pages").select(["id", "title", "slug", "version", "collection", "locale"]).where("id", "=", pageId).executeTakeFirst();
  if (!page) throw new PageError(PAGE_GONE, 404);
  const review = await trx.selectFrom("page_reviews").selectAll().where("page_id", "=", pageId).where("state", "=", "in_review").executeTakeFirst();
  if (!review) throw new PageError(NOT_WAITING, 409);
  // Four eyes: nobody approves or sends back their own submission.
  if (review.submitted_by_id === reviewer.id) throw new PageError("You submitted this item, so someone else reviews it.", 403);
  if (review.version !== version || page.version !== version) throw new PageError(CHANGED, 409);
  return { page, review };
}

function audit(trx: Kysely<Database>, actor: Actor, action: "page.review_submit" | "page.review_approve" | "page.review_changes", page: { id: string }, summary: string, now: Date) {
  return recordAudit(trx, { actorId: actor.id, actorEmail: actor.email, action, targetType: "page", targetId: page.id, summary }, now);
}

/** What the editor shows of an item's review: whether this person needs approval, and its review if any. */
export interface EditorReview {
  needsApproval: boolean;
  isReviewer: boolean;
  review: { state: PageReview["state"]; version: number; message: string; submittedByEmail: string; submittedAt: string; reviewedByEmail: string | null; comment: string | null } | null;
}

export async function loadEditorReview(page: { id: string; collection: string | null }, user: SessionUser, database: Kysely<Database> = db()): Promise<EditorReview> {
  const [needs, reviewer, row] = await Promise.all([
    needsApproval(database, user, page.collection),
    isReviewer(database, user),
    database.selectFrom("page_reviews").selectAll().where("page_id", "=", page.id).executeTakeFirst(),
  ]);
  return {
    needsApproval: needs,
    isReviewer: reviewer,
    review: row
      ? {
          state: row.state,
          version: row.version,
          message: row.message,
          submittedByEmail: row.submitted_by_email,
          submittedAt: new Date(row.submitted_at).toISOString(),
          reviewedByEmail: row.reviewed_by_email,
          comment: row.comment,
        }
      : null,
  };
}

/** A new page's or item's editor: whether this person will need approval to publish it (it has no review yet). */
export async function loadNewItemReview(collection: string | null, user: SessionUser, database: Kysely<Database> = db()): Promise<EditorReview> {
  return { needsApproval: await needsApproval(database, user, collection), isReviewer: false, review: null };
}
