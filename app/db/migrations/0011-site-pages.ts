import type { Kysely } from "kysely";
import { columnTypes } from "./column-types.ts";
import { moveAsideClashingPages } from "./move-aside-pages.ts";

/**
 * The site is content (docs/decisions/018-site-pages.md): every built-in public route becomes a
 * page of sections marked by a `system_key`, and the site's frame (company details, navigation,
 * footer) lives in one `site_settings` row. The rows themselves are seeded at start-up
 * (features/site/site-seed.server.ts), so this migration holds no copy of the marketing texts.
 *
 * A CMS page whose slug a site page now needs (an imported `services`, or `home`, which showed a
 * second home page at /home) was hidden behind the site page's route or duplicated it. It moves aside
 * to `<slug>-imported` (then -2, -3 …) as a draft, so nothing a visitor saw before disappears,
 * nothing new appears, and no staff work is lost; the audit log says so.
 */
const SITE_SLUGS = ["home", "services", "case-studies", "case-study-1", "case-study-2", "case-study-3", "how-it-works", "contact", "privacy-policy", "terms-of-service"];

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("pages").addColumn("system_key", "text").execute();
  await db.schema.createIndex("pages_system_key_idx").unique().on("pages").column("system_key").execute();

  await db.schema
    .createTable("site_settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("settings", t.json, (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_by_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await moveAsideClashingPages(db, SITE_SLUGS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_settings").execute();
  await db.schema.dropIndex("pages_system_key_idx").execute();
  await db.schema.alterTable("pages").dropColumn("system_key").execute();
}
