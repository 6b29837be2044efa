import { PostgresAdapter, sql, type Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue V (docs/decisions/042-one-record-of-404s.md): one record of the paths that answered 404, per
 * UTC day, so the Redirects screen (per path, all days kept) and the dashboard (per period) read the
 * same counts. The old per-path log counted bots and staff; the visitors' 404s the dashboard counted
 * in visit_pages carry over instead (their last moment is not known: the end of their day is used),
 * and leave visit_pages, which now holds page views only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable("not_found_log").execute();
  await db.schema
    .createTable("not_found_log")
    .addColumn("day", "text", (c) => c.notNull())
    // Cut to a bounded length before it is stored (features/redirects/not-found-log.server.ts).
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("last_seen", t.timestamp, (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .addPrimaryKeyConstraint("not_found_log_pk", ["day", "path"])
    .execute();
  await db.schema.createIndex("not_found_log_last_seen_idx").on("not_found_log").column("last_seen").execute();
  await sql`
    insert into not_found_log (day, path, hits, last_seen, referrer_host)
    select day, path, views, ${sql.raw(postgres ? "(day || 'T23:59:59.999Z')::timestamptz" : "day || 'T23:59:59.999Z'")}, null
    from visit_pages where status = 404 and path <> '(other)'
  `.execute(db);
  await sql`delete from visit_pages where status = 404`.execute(db);
  await sql`delete from visit_page_totals where status = 404`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("not_found_log").execute();
  const t = columnTypes(db);
  await db.schema
    .createTable("not_found_log")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("last_seen", t.timestamp, (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .execute();
  await db.schema.createIndex("not_found_log_last_seen_idx").on("not_found_log").column("last_seen").execute();
}
