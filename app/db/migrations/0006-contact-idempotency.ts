import type { Kysely } from "kysely";

/**
 * Issue F: a double-clicked or retried contact form must not store its message twice. Each stored
 * message keeps the key of the form-fill it came from (docs/decisions/013-idempotent-submissions.md);
 * the unique index, not a read before the insert, is what lets exactly one of two racing inserts
 * through, on both databases. Messages stored before this migration have none (NULLs never clash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_submissions").addColumn("idempotency_key", "text").execute();
  await db.schema.createIndex("contact_submissions_idempotency_key_idx").on("contact_submissions").column("idempotency_key").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contact_submissions_idempotency_key_idx").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("idempotency_key").execute();
}
