import type { Kysely } from "kysely";
import { db } from "#app/db/client.server.ts";
import type { Database } from "#app/db/schema.ts";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server.ts";
import { isTimeZone, readableTimeZone } from "#app/lib/time-zone.ts";

/** A person's time zones: the site's, their own choice (null: the site's) and the one their screens use. */
export interface TimeZones {
  site: string;
  personal: string | null;
  effective: string;
}

/** The zones of a staff member (docs/decisions/040-time-zones.md); a stored zone this server no longer knows reads as unset. */
export async function timeZonesOf(userId: string, database: Kysely<Database> = db()): Promise<TimeZones> {
  const [{ settings }, user] = await Promise.all([
    getSiteSettings(database),
    database.selectFrom("user").select("timeZone").where("id", "=", userId).executeTakeFirst(),
  ]);
  const site = readableTimeZone(settings.timeZone);
  const personal = user?.timeZone && isTimeZone(user.timeZone) ? user.timeZone : null;
  return { site, personal, effective: personal ?? site };
}

/** The zone a person reads and picks times in: their own, or the site's. */
export async function effectiveTimeZone(userId: string, database: Kysely<Database> = db()): Promise<string> {
  return (await timeZonesOf(userId, database)).effective;
}

/** Sets a person's own zone (already validated), or null to follow the site's. */
export async function savePersonalTimeZone(userId: string, zone: string | null, { database = db(), now = new Date() } = {}): Promise<void> {
  await database.updateTable("user").set({ timeZone: zone, updatedAt: now.toISOString() }).where("id", "=", userId).execute();
}
