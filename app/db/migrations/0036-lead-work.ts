import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue S, the inbox a sales team works in (docs/decisions/047-lead-routing.md): a submission can be
 * assigned to a staff member (who keeps it if they leave: the column empties, the message stays), and
 * carries internal notes, each with its author (named as written, so a note outlives its author's account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema.alterTable("contact_submissions").addColumn("assignee_id", "text", (c) => c.references("user.id").onDelete("set null")).execute();
  await db.schema.alterTable("contact_submissions").addColumn("assigned_at", timestamp).execute();
  // "Assigned to me" and the assignee filter read one person's messages, newest first.
  await db.schema.createIndex("contact_submissions_assignee_idx").on("contact_submissions").columns(["assignee_id", "created_at"]).execute();

  await db.schema
    .createTable("submission_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("submission_id", "text", (c) => c.notNull().references("contact_submissions.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("submission_notes_submission_idx").on("submission_notes").columns(["submission_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("submission_notes").execute();
  await db.schema.dropIndex("contact_submissions_assignee_idx").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("assigned_at").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("assignee_id").execute();
}
