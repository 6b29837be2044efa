import { sql } from "kysely";
import { db as defaultDb, type DB } from "#app/db/client.server.ts";
import { dayBefore, utcDay } from "#app/lib/dates.ts";

/** How far back "most visited" looks: a month of traffic, long enough to outlast a quiet weekend. */
const MOST_VISITED_DAYS = 30;

/**
 * The public paths visitors read most over the last MOST_VISITED_DAYS days (views of pages that
 * answered 200), most first: what the HTML cache renders first after a start or a change
 * (server/html-cache-warmer.ts). Read through the primary key's (status, day) prefix.
 */
export async function mostVisitedPaths(limit: number, { database = defaultDb(), now = new Date() }: { database?: DB; now?: Date } = {}): Promise<string[]> {
  if (limit <= 0) return [];
  const since = dayBefore(utcDay(now), MOST_VISITED_DAYS - 1);
  const rows = await database
    .selectFrom("visit_pages")
    .select("path")
    .where("status", "=", 200)
    .where("day", ">=", since)
    .groupBy("path")
    .orderBy(sql`sum(views)`, "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return rows.map((row) => row.path);
}
