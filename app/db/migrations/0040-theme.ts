import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue U (the Theme screen, docs/decisions/050-theme-model.md): every save of the theme is a row,
 * never changed afterwards; the newest row is the theme the site shows, and a restore writes an
 * old row's theme again as the newest. No row: the default theme (today's look).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { timestamp, json } = columnTypes(db);
  await db.schema
    .createTable("theme_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Counts up from 1 without gaps: the newest is the current theme, and two saves of one version conflict.
    .addColumn("version", "integer", (c) => c.notNull().unique())
    .addColumn("theme", json, (c) => c.notNull())
    // The version this one was restored from, for the history's "Restored from version 3".
    .addColumn("restored_from", "integer")
    .addColumn("saved_by_id", "text", (c) => c.references("user.id").onDelete("set null"))
    // Kept as written at the time, so the history still says who saved after the account is removed.
    .addColumn("saved_by_email", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("theme_revisions").execute();
}
