import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue L, publishing (docs/decisions/026-page-publishing.md): a page's scheduled publish and
 * unpublish, and the preview links that show its saved draft to someone without an account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  // At most one pending publish and one pending unpublish per page; a change replaces the row. The
  // job that fires it carries `run_at`, and does nothing unless the row still says that time.
  await db.schema
    .createTable("page_schedules")
    .addColumn("page_id", "text", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    // publish | unpublish
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("run_at", t.timestamp, (c) => c.notNull())
    .addColumn("created_by_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_by_email", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("page_schedules_pk", ["page_id", "action"])
    .execute();

  // Only the SHA-256 of a link's secret is kept: the database (or a backup) cannot open a draft.
  await db.schema
    .createTable("page_preview_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_id", "text", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("created_by_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_by_email", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema.createIndex("page_preview_links_page_idx").on("page_preview_links").columns(["page_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_preview_links").execute();
  await db.schema.dropTable("page_schedules").execute();
}
