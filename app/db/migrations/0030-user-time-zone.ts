import type { Kysely } from "kysely";

/**
 * Issue V: each staff member may show the admin's times in their own time zone (an IANA name such
 * as "Australia/Sydney"); null, every account's start, follows the site's zone from the settings
 * (docs/decisions/040-time-zones.md). Times themselves stay stored in UTC.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").addColumn("timeZone", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("timeZone").execute();
}
