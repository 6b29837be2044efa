import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue T, working together on one item (docs/decisions/049-presence-and-notes.md):
 * - `editor_presence`: one row per open editor tab of a page or collection item, refreshed by its
 *   heartbeat; a row not seen for 45 s is stale, and a taken-over row names who took over;
 * - `page_notes`: staff notes on an item (or one of its sections), a thread being a root note and its
 *   replies, resolvable; kept apart from `pages` so no public read or cache can ever see one;
 * - `notifications`: what concerns one person (mentioned, taken over, assigned a message …), read per
 *   person; `notification_email_opt_outs`: the kinds a person asked not to be e-mailed about.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable("editor_presence")
    .addColumn("page_id", "text", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("tab_id", "text", (c) => c.notNull())
    .addColumn("user_name", "text", (c) => c.notNull())
    .addColumn("started_at", timestamp, (c) => c.notNull())
    .addColumn("seen_at", timestamp, (c) => c.notNull())
    .addColumn("taken_over_by", "text")
    .addPrimaryKeyConstraint("editor_presence_pk", ["page_id", "user_id", "tab_id"])
    .execute();
  // The lists read every fresh row at once.
  await db.schema.createIndex("editor_presence_seen_idx").on("editor_presence").column("seen_at").execute();

  await db.schema
    .createTable("page_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_id", "text", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("thread_id", "text", (c) => c.references("page_notes.id").onDelete("cascade"))
    .addColumn("section_id", "text")
    .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("resolved_at", timestamp)
    .addColumn("resolved_by", "text")
    .execute();
  await db.schema.createIndex("page_notes_page_idx").on("page_notes").columns(["page_id", "created_at"]).execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("read_at", timestamp)
    .execute();
  await db.schema.createIndex("notifications_user_idx").on("notifications").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("notification_email_opt_outs")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_email_opt_outs_pk", ["user_id", "kind"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notification_email_opt_outs").execute();
  await db.schema.dropTable("notifications").execute();
  await db.schema.dropTable("page_notes").execute();
  await db.schema.dropTable("editor_presence").execute();
}
