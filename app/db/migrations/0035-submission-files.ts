import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue S (private file uploads, docs/decisions/045-private-uploads.md): the files a visitor sent
 * with a form, one row each, tied to their contact submission and deleted with it (the file on disk
 * goes with the retention's next sweep). The file itself lives in the private uploads directory under
 * `stored_name`, a random name; `display_name` is the visitor's name for it, sanitised, shown to staff only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable("submission_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.notNull().references("contact_submissions.id").onDelete("cascade"))
    .addColumn("field_id", "text", (c) => c.notNull())
    .addColumn("field_label", "text", (c) => c.notNull())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull().unique())
    .addColumn("media_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("submission_files_submission").on("submission_files").column("submission_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("submission_files").execute();
}
