import { createHmac, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { DB } from "#app/db/client.server.ts";

/**
 * Unique visitors without a cookie or a stored address (docs/decisions/030-cookie-free-visit-counts.md).
 * Each UTC day has a random secret salt, kept in the database so that every instance hashes a
 * visitor alike; a visitor is HMAC-SHA-256(salt, address + user agent), cut to 128 bits. Once the
 * day is over its hashes are counted into visit_days.visitors and deleted with the salt, after
 * which nobody, the operator included, can tell whose hash it was or compute it again.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHmac("sha256", Buffer.from(salt, "base64")).update(`${ip}\n${userAgent}`).digest("hex").slice(0, 32);
}

/** The salts of the given days, made on first use; every instance ends up with the same one (the first written). */
export async function ensureSalts(database: DB, days: readonly string[]): Promise<Map<string, string>> {
  await database
    .insertInto("visitor_salts")
    .values(days.map((day) => ({ day, salt: randomBytes(32).toString("base64") })))
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const rows = await database.selectFrom("visitor_salts").select(["day", "salt"]).where("day", "in", days).execute();
  return new Map(rows.map((row) => [row.day, row.salt]));
}

/**
 * Closes every day before `before`: counts its hashes into visit_days.visitors, then deletes them and
 * the day's salt. The salt's deletion is the claim: of several instances closing the same day, only
 * the one that deleted it counts, so a day is counted once. Hashes of a day whose salt is already
 * gone (a batch that arrived too late) are deleted uncounted. Returns the days closed.
 */
export async function closeVisitorDays(database: DB, before: string): Promise<string[]> {
  const open = await database.selectFrom("visitor_salts").select("day").where("day", "<", before).execute();
  const closed: string[] = [];
  for (const { day } of open) {
    const counted = await database.transaction().execute(async (trx) => {
      const claimed = await trx.deleteFrom("visitor_salts").where("day", "=", day).executeTakeFirst();
      if (Number(claimed.numDeletedRows) === 0) return false;
      const { n } = await trx.selectFrom("visitor_hashes").select((eb) => eb.fn.countAll<number>().as("n")).where("day", "=", day).executeTakeFirstOrThrow();
      await trx
        .insertInto("visit_days")
        .values({ day, views: 0, visitors: Number(n) })
        .onConflict((oc) => oc.column("day").doUpdateSet({ visitors: sql<number>`${sql.ref("visit_days.visitors")} + ${sql.ref("excluded.visitors")}` }))
        .execute();
      await trx.deleteFrom("visitor_hashes").where("day", "=", day).execute();
      return true;
    });
    if (counted) closed.push(day);
  }
  await database.deleteFrom("visitor_hashes").where("day", "<", before).execute();
  return closed;
}
