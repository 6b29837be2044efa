import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue V (Import CSV on the Subscribers screen): people brought over from another newsletter tool
 * as already confirmed carry the proof of their consent, as the Admin stated it for the import
 * ("Signed up on our old website's form") and when they gave it. Null for everyone who confirmed
 * here (the sign-up's own e-mail is the proof) or was added by staff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema.alterTable("subscribers").addColumn("consent_note", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("consented_at", timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("subscribers").dropColumn("consented_at").execute();
  await db.schema.alterTable("subscribers").dropColumn("consent_note").execute();
}
