import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue T, review before publishing (docs/decisions/048-review-workflow.md):
 * - `review_settings`: whether Editors need approval to publish, for the whole site (scope "site")
 *   and, where a collection differs, for that collection (scope = its key);
 * - `reviewers`: the Editors an Admin allowed to review (Admins always may);
 * - `page_reviews`: an item's review, one at most: its state, the exact version submitted, the
 *   submitter's message and the reviewer's comment. The row goes when the item goes live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, boolean } = columnTypes(db);
  await db.schema
    .createTable("review_settings")
    .addColumn("scope", "text", (c) => c.primaryKey())
    .addColumn("approval_required", boolean, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("reviewers")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("added_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("page_reviews")
    .addColumn("page_id", "text", (c) => c.primaryKey().references("pages.id").onDelete("cascade"))
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("submitted_by_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("submitted_by_email", "text", (c) => c.notNull())
    .addColumn("submitted_at", timestamp, (c) => c.notNull())
    .addColumn("reviewed_by_email", "text")
    .addColumn("comment", "text")
    .addColumn("reviewed_at", timestamp)
    .execute();
  // The Review queue: what waits, oldest submission first.
  await db.schema.createIndex("page_reviews_state_idx").on("page_reviews").columns(["state", "submitted_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_reviews").execute();
  await db.schema.dropTable("reviewers").execute();
  await db.schema.dropTable("review_settings").execute();
}
