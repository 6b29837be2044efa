import { PostgresAdapter, sql, type Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Issue L, links and search: redirects (kept by hand, imported, or made by a published page's slug
 * change), a bounded log of the paths that answered 404, and each page's search settings
 * (docs/decisions/027-redirects-seo-and-social-cards.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("redirects")
    .addColumn("id", "text", (c) => c.primaryKey())
    // A path of this site ("/old-page"), without query or fragment; one redirect per path.
    .addColumn("from_path", "text", (c) => c.notNull().unique())
    // A path of this site, possibly with a query or fragment; never another site (features/redirects/redirect-paths.ts).
    .addColumn("to_path", "text", (c) => c.notNull())
    .addColumn("status_code", "integer", (c) => c.notNull())
    // manual | import | slug-change
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("redirects_to_path_idx").on("redirects").column("to_path").execute();

  await db.schema
    .createTable("not_found_log")
    // Cut to a bounded length before it is stored (features/redirects/not-found-log.server.ts).
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("last_seen", t.timestamp, (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .execute();
  await db.schema.createIndex("not_found_log_last_seen_idx").on("not_found_log").column("last_seen").execute();

  await db.schema
    .alterTable("pages")
    .addColumn("noindex", t.boolean, (c) => c.notNull().defaultTo(postgres ? sql`false` : 0))
    .execute();
  await db.schema.alterTable("pages").addColumn("canonical_url", "text").execute();
  // A library image's reference (lib/media-url.ts), as content stores placed images.
  await db.schema.alterTable("pages").addColumn("social_image", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("social_image").execute();
  await db.schema.alterTable("pages").dropColumn("canonical_url").execute();
  await db.schema.alterTable("pages").dropColumn("noindex").execute();
  await db.schema.dropTable("not_found_log").execute();
  await db.schema.dropTable("redirects").execute();
}
