import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * What the CMS needs beyond the pages table: a version number per page (so a save based on an
 * outdated copy is refused instead of overwriting someone's work), the revision history, and the
 * origin of contact messages sent from a CMS page's contact section (its page and its extra fields).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema.alterTable("pages").addColumn("version", "integer", (c) => c.notNull().defaultTo(1)).execute();

  await db.schema
    .createTable("page_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_id", "text", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("meta_description", "text")
    .addColumn("content", t.json, (c) => c.notNull())
    .addColumn("is_published", t.boolean, (c) => c.notNull())
    .addColumn("saved_by_id", "text", (c) => c.references("user.id").onDelete("set null"))
    // Kept as written at the time, so the history still says who saved after the account is removed.
    .addColumn("saved_by_email", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_revisions_page_idx").on("page_revisions").columns(["page_id", "version"]).execute();

  await db.schema
    .alterTable("contact_submissions")
    .addColumn("page_id", "text", (c) => c.references("pages.id").onDelete("set null"))
    .execute();
  // The page's path at the time, kept when the page is later renamed or deleted.
  await db.schema.alterTable("contact_submissions").addColumn("source_path", "text").execute();
  // Answers to a CMS contact section's other fields: [{ label, value }] in the form's order.
  await db.schema.alterTable("contact_submissions").addColumn("extra_fields", t.json).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["extra_fields", "source_path", "page_id"]) {
    await db.schema.alterTable("contact_submissions").dropColumn(column).execute();
  }
  await db.schema.dropTable("page_revisions").execute();
  await db.schema.alterTable("pages").dropColumn("version").execute();
}
