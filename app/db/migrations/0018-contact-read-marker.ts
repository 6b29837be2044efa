import { sql, type Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue M: whether a contact message has been read is its own marker, apart from its status
 * (docs/decisions/028-admin-everyday-use.md). `read_at` is when someone who works the inbox first
 * opened it; null is unread, which the sidebar counts. Messages from before this migration that
 * staff already moved on from New were evidently read, so they start read as of their arrival;
 * those still New start unread, as the sidebar counted them until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_submissions").addColumn("read_at", columnTypes(db).timestamp).execute();
  await db
    .updateTable("contact_submissions" as never)
    .set({ read_at: sql.ref("created_at") } as never)
    .where(sql.ref("status"), "<>", "new")
    .execute();
  // The sidebar counts the unread on every admin screen: an index keeps that a short scan.
  await db.schema.createIndex("contact_submissions_read_at_idx").on("contact_submissions").column("read_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contact_submissions_read_at_idx").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("read_at").execute();
}
