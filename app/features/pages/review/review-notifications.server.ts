import type { Kysely } from "kysely";
import type { Database, PageReview } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { editorPath } from "#app/features/collections/collections.ts";
import { notify } from "#app/features/notifications/notifications.server.ts";
import { kindOf } from "../cms/pages.server.ts";

/**
 * What the review workflow tells people (docs/decisions/048-review-workflow.md), through the bell
 * and its e-mail (decision 049), in the step's own transaction: a submission to every reviewer, a
 * decision to the submitter. Each person's e-mail switch for the kind decides whether it is e-mailed too.
 */

interface ReviewedItem {
  id: string;
  title: string;
  collection: string | null;
}

/** "review-requested" to each reviewer (Admins, and the Editors allowed to review) but the submitter, who cannot decide on it. */
export async function tellReviewers(trx: Kysely<Database>, page: ReviewedItem, message: string, submitter: Actor, now: Date): Promise<void> {
  const reviewers = await trx
    .selectFrom("user")
    .leftJoin("reviewers", "reviewers.user_id", "user.id")
    .select("user.id")
    .where((eb) => eb.or([eb("user.role", "=", "admin"), eb.and([eb("user.role", "=", "editor"), eb("reviewers.user_id", "is not", null)])]))
    // A banned account cannot sign in to review; its bell would only fill up.
    .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", false)]))
    .where("user.id", "!=", submitter.id)
    .execute();
  const notification = {
    kind: "review-requested",
    title: `${submitter.email} asked for a review of “${page.title}”`,
    body: `${submitter.email} submitted the ${kindOf(page)} “${page.title}” for review. Their message:\n\n${message}`,
    link: `/admin/review/${encodeURIComponent(page.id)}`,
  } as const;
  for (const reviewer of reviewers) await notify(trx, { userId: reviewer.id, ...notification }, now);
}

export interface ReviewDecision {
  /** "approved": approved, to be published at `publishAt`; "published": approved and live now. */
  outcome: "approved" | "published" | "changes";
  reviewer: string;
  comment: string;
  publishAt: string | null;
}

const SAID = { approved: "approved", published: "approved and published", changes: "asked for changes to" } as const;
const HEADLINE = { approved: "Approved", published: "Approved and published", changes: "Changes requested" } as const;

/**
 * "approved" or "changes-requested" to the submitter, with the reviewer's comment and a link to the
 * item's editor. A submitter whose account is gone (the review keeps only their address) is told nothing.
 */
export async function tellSubmitter(trx: Kysely<Database>, review: PageReview, page: ReviewedItem, decision: ReviewDecision, now: Date): Promise<void> {
  if (!review.submitted_by_id) return;
  const lines = [`${decision.reviewer} ${SAID[decision.outcome]} “${page.title}”.`];
  if (decision.publishAt) lines.push(`It will be published as scheduled, at ${decision.publishAt} (UTC).`);
  if (decision.comment) lines.push("", "Their comment:", decision.comment);
  if (decision.outcome === "changes") lines.push("", "Make the changes and submit it again.");
  await notify(
    trx,
    {
      userId: review.submitted_by_id,
      kind: decision.outcome === "changes" ? "changes-requested" : "approved",
      title: `${HEADLINE[decision.outcome]}: “${page.title}”`,
      body: lines.join("\n"),
      link: editorPath(page),
    },
    now,
  );
}
