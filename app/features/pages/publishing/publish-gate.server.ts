import type { Kysely } from "kysely";
import type { Database, Page } from "#app/db/schema.ts";
import type { Actor } from "#app/features/auth/session-user.ts";
import { PageError } from "../cms/page-error.ts";

/**
 * Review before publishing (docs/decisions/048-review-workflow.md): the one home of the rule "an
 * Editor publishes only what was approved". Every write that can leave an item live calls it inside
 * its transaction, after the row is written and before the transaction commits: the editor's save
 * (and so revision restore and collection items), a new page or item, duplicate, a translation
 * (Translate and the XLIFF import), Reset to Default, and a change of state alone (the Published
 * switch in the lists, bulk actions, the scheduled job, the approval itself). A refusal rolls the
 * whole write back: nothing goes live and nothing half-written stays.
 */

export const APPROVAL_NEEDED = "Editors need approval to publish. Save it as a draft and submit it for review instead.";

/** The scope of the site-wide setting; a collection's own setting is stored under its key. */
export const SITE_SCOPE = "site";

/**
 * Whether Editors need approval to publish an item of this collection (null: a page): the
 * collection's own setting where it has one, else the site's; off on a fresh install.
 */
async function approvalRequired(executor: Kysely<Database>, collection: string | null): Promise<boolean> {
  const scopes = collection ? [SITE_SCOPE, collection] : [SITE_SCOPE];
  const rows = await executor.selectFrom("review_settings").select(["scope", "approval_required"]).where("scope", "in", scopes).execute();
  const own = collection ? rows.find((row) => row.scope === collection) : undefined;
  return (own ?? rows.find((row) => row.scope === SITE_SCOPE))?.approval_required ?? false;
}

/**
 * Whether this person needs approval to publish an item of this collection: an Editor (or someone
 * the database no longer knows, such as the author of a schedule who has left) while the setting is
 * on. Read from the database, so a role changed a moment ago counts at once.
 */
export async function needsApproval(executor: Kysely<Database>, actor: Actor | null, collection: string | null): Promise<boolean> {
  if (!(await approvalRequired(executor, collection))) return false;
  if (!actor) return true;
  const user = await executor.selectFrom("user").select("role").where("id", "=", actor.id).executeTakeFirst();
  return user?.role !== "admin";
}

/** Whether `row`, as it stands at its version, was approved by a reviewer: the one exception an Editor's publishing has. */
async function approvedAsIs(executor: Kysely<Database>, row: Pick<Page, "id" | "version">): Promise<boolean> {
  const review = await executor.selectFrom("page_reviews").select("page_id").where("page_id", "=", row.id).where("state", "=", "approved").where("version", "=", row.version).executeTakeFirst();
  return review !== undefined;
}

/**
 * May `actor` make `row` live as it stands? True when nobody needs approval for it, when the actor
 * is an Admin, or when a reviewer approved exactly this version. A write of new content (a save)
 * gives the row a version no approval names, so only a change of state alone can pass by approval.
 */
export async function mayPublish(executor: Kysely<Database>, actor: Actor | null, row: Pick<Page, "id" | "version" | "collection">): Promise<boolean> {
  return !(await needsApproval(executor, actor, row.collection)) || (await approvedAsIs(executor, row));
}

/**
 * The gate for a write that leaves `row` live: refused with 403 (and the caller's transaction rolled
 * back) when the actor may not publish it. An item that stays a draft passes: drafts need no approval.
 */
export async function ensureMayPublish(executor: Kysely<Database>, actor: Actor | null, row: Pick<Page, "id" | "version" | "collection" | "is_published">): Promise<void> {
  if (row.is_published && !(await mayPublish(executor, actor, row))) throw new PageError(APPROVAL_NEEDED, 403);
}

/**
 * After any write of an item, inside its transaction: a live item's review is over (it went live,
 * approved or by an Admin); a draft saved after it was submitted or approved goes back to In Review
 * at its new version, so an approval can only ever publish the version the reviewer saw.
 */
export async function settleReview(executor: Kysely<Database>, row: Pick<Page, "id" | "version" | "is_published">): Promise<void> {
  if (row.is_published) {
    await executor.deleteFrom("page_reviews").where("page_id", "=", row.id).execute();
    return;
  }
  await executor
    .updateTable("page_reviews")
    .set({ state: "in_review", version: row.version })
    .where("page_id", "=", row.id)
    .where("state", "in", ["in_review", "approved"])
    .where("version", "!=", row.version)
    .execute();
}
