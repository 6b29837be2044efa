import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue S (docs/decisions/044-forms.md): forms staff build on the Forms screen. A form is one row:
 * its structure (fields, limits, conditions) and every language's words in `definition` (JSON,
 * validated by features/forms/schema.ts on every write and read), so the fields a visitor answers
 * are the same in every language and only their words differ.
 *
 * Every form's submissions stay rows of `contact_submissions` (the inbox's table): `form_id` names
 * the form (null: the contact page's form and the Contact Form sections), `answers` keeps every
 * answer keyed by field id ({ company: "Acme", markets: ["EU", "APAC"] }) for the inbox's columns,
 * the CSV export and the webhook, beside `extra_fields` ([{ label, value }], as before).
 *
 * The seeded forms ("Contact", "Request a Quote") are due on every install, fresh or upgraded, and
 * written once at start (features/forms/form-seeds.server.ts), so a form staff delete stays deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable("forms")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("definition", types.json, (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", types.timestamp, (c) => c.notNull())
    .addColumn("updated_at", types.timestamp, (c) => c.notNull())
    .addColumn("updated_by_id", "text")
    .execute();
  await db.schema.alterTable("contact_submissions").addColumn("form_id", "text").execute();
  await db.schema.alterTable("contact_submissions").addColumn("answers", types.json).execute();
  await db.schema.createIndex("contact_submissions_form_idx").on("contact_submissions").columns(["form_id", "created_at"]).execute();
  await (db as unknown as Kysely<{ pending_seeds: { name: string; created_at: string } }>)
    .insertInto("pending_seeds")
    .values({ name: "forms", created_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom("pending_seeds" as never).where("name" as never, "=", "forms" as never).execute();
  await db.schema.dropIndex("contact_submissions_form_idx").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("answers").execute();
  await db.schema.alterTable("contact_submissions").dropColumn("form_id").execute();
  await db.schema.dropTable("forms").execute();
}
