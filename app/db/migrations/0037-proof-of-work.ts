import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue S (the optional proof-of-work challenge, docs/decisions/046-proof-of-work.md):
 * - `contact_submissions.proof_of_work`: null when the form did not ask for the challenge, else
 *   "verified" or "unverified" (no solution, or a forged, expired or replayed one: stored anyway);
 * - `spent_challenges`: the signatures of challenges already solved once, kept until they expire,
 *   so one solution is accepted once on every app instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema.alterTable("contact_submissions").addColumn("proof_of_work", "text").execute();
  await db.schema
    .createTable("spent_challenges")
    .addColumn("signature", "text", (c) => c.primaryKey())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("spent_challenges").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("proof_of_work").execute();
}
