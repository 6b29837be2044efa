import { PostgresAdapter, sql, type Kysely } from "kysely";

/**
 * Issue N (docs/decisions/030-cookie-free-visit-counts.md): daily visit counts without personal data.
 * Days are UTC dates as text (YYYY-MM-DD) on both dialects, so a range is a plain string comparison.
 * - visit_days: one row per day, views (added by every instance's batches) and unique visitors
 *   (written once the day is over, from visitor_hashes);
 * - visit_pages: views per path and answer (200 or 404), the top pages and the not-found paths;
 * - visit_sources: views per referrer host, campaign (utm_source/medium/campaign) and device class;
 *   '' stands for none, since these columns are part of the key;
 * - visitor_hashes: today's keyed hashes (salt, client address, user agent), only to count each
 *   visitor once across instances; deleted with the day's salt when the day is counted;
 * - visitor_salts: the secret salt of each day still open, shared by the instances;
 * - visit_page_totals, visit_source_totals and visit_total_spans: each dashboard period's page
 *   views and referrer/campaign views summed over its closed days (first_day to last_day), redone
 *   once a day, so that the dashboard adds a few thousand rows instead of a quarter of a million.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The dashboard sums a range of days; stored in key order (SQLite WITHOUT ROWID, a covering index
  // on PostgreSQL), such a range is read in one sweep, views included, with no lookup per row.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const clustered = sql`without rowid`;
  await db.schema
    .createTable("visit_days")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("visit_pages")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_pages_pk", ["status", "day", "path"])
    .$call((table) => (postgres ? table : table.modifyEnd(clustered)))
    .execute();
  await db.schema
    .createTable("visit_sources")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text", (c) => c.notNull())
    .addColumn("utm_source", "text", (c) => c.notNull())
    .addColumn("utm_medium", "text", (c) => c.notNull())
    .addColumn("utm_campaign", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_sources_pk", ["day", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device"])
    .$call((table) => (postgres ? table : table.modifyEnd(clustered)))
    .execute();
  // The dashboard's sign-ups and unsubscribes per day read a range of these.
  await db.schema.createIndex("subscribers_confirmed_at_idx").on("subscribers").column("confirmed_at").execute();
  await db.schema.createIndex("subscribers_unsubscribed_at_idx").on("subscribers").column("unsubscribed_at").execute();
  if (postgres) {
    await sql`create index visit_pages_range on visit_pages (status, day) include (path, views)`.execute(db);
    await sql`create index visit_sources_range on visit_sources (day) include (referrer_host, utm_source, utm_medium, utm_campaign, views)`.execute(db);
  }
  await db.schema
    .createTable("visit_page_totals")
    .addColumn("period", "integer", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_page_totals_pk", ["period", "status", "path"])
    .execute();
  await db.schema
    .createTable("visit_source_totals")
    .addColumn("period", "integer", (c) => c.notNull())
    .addColumn("referrer_host", "text", (c) => c.notNull())
    .addColumn("utm_source", "text", (c) => c.notNull())
    .addColumn("utm_medium", "text", (c) => c.notNull())
    .addColumn("utm_campaign", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_source_totals_pk", ["period", "referrer_host", "utm_source", "utm_medium", "utm_campaign"])
    .execute();
  await db.schema
    .createTable("visit_total_spans")
    .addColumn("period", "integer", (c) => c.primaryKey())
    .addColumn("first_day", "text", (c) => c.notNull())
    .addColumn("last_day", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("visitor_hashes")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("visitor_hashes_pk", ["day", "hash"])
    .execute();
  await db.schema
    .createTable("visitor_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("subscribers_unsubscribed_at_idx").execute();
  await db.schema.dropIndex("subscribers_confirmed_at_idx").execute();
  for (const table of ["visitor_salts", "visitor_hashes", "visit_total_spans", "visit_source_totals", "visit_page_totals", "visit_sources", "visit_pages", "visit_days"]) await db.schema.dropTable(table).execute();
}
