import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue D: newsletter double opt-in on subscribers, webhook endpoints with signing secrets, their
 * deliveries (one row per event sent to one endpoint) and every attempt at delivering them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  // A sign-up waits, inactive, until its address is confirmed; "Unsubscribed" is then a choice, not a state of waiting.
  await db.schema.alterTable("subscribers").addColumn("confirmed_at", t.timestamp).execute();
  await db.schema.alterTable("subscribers").addColumn("unsubscribed_at", t.timestamp).execute();
  // "admin" (added on the Subscribers screen) or "signup" (the newsletter form).
  await db.schema.alterTable("subscribers").addColumn("source", "text", (c) => c.notNull().defaultTo("admin")).execute();
  // The list and the streamed CSV export read newest first with (subscribed_at, id) as the keyset.
  await db.schema.createIndex("subscribers_keyset_idx").on("subscribers").columns(["subscribed_at", "id"]).execute();

  await db.schema.createIndex("contact_submissions_status_idx").on("contact_submissions").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("webhook_configs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("event_type", "text", (c) => c.notNull())
    // Standard Webhooks secret ("whsec_" + base64); needed in clear to sign, shown to staff once.
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("is_active", t.boolean, (c) => c.notNull())
    // Why the endpoint was switched off (a 410 Gone answer), shown on the screen.
    .addColumn("disabled_reason", "text")
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    // The Standard Webhooks message id ("msg_…"): the same on every attempt, so receivers can deduplicate.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("webhook_id", "text", (c) => c.notNull().references("webhook_configs.id").onDelete("cascade"))
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("payload", t.json, (c) => c.notNull())
    // pending | succeeded | failed | cancelled
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_deliveries_webhook_idx").on("webhook_deliveries").columns(["webhook_id", "created_at"]).execute();

  await db.schema
    .createTable("webhook_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("delivery_id", "text", (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
    .addColumn("webhook_id", "text", (c) => c.notNull().references("webhook_configs.id").onDelete("cascade"))
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("status_code", "integer")
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_attempts_webhook_idx").on("webhook_attempts").columns(["webhook_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["webhook_attempts", "webhook_deliveries", "webhook_configs"]) await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("contact_submissions_status_idx").execute();
  await db.schema.dropIndex("subscribers_keyset_idx").execute();
  for (const column of ["source", "unsubscribed_at", "confirmed_at"]) await db.schema.alterTable("subscribers").dropColumn(column).execute();
}
