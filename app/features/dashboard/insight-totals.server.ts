import { sql } from "kysely";
import type { DB } from "#app/db/client.server.ts";
import { dayBefore, utcDay } from "#app/lib/dates.ts";
import { RANGE_DAYS, type RangeDays } from "./insights-schema.ts";

/**
 * Each period's page views over its closed days, summed once a day (docs/decisions/030-cookie-free-visit-counts.md).
 * A 90-day top-pages list over a million daily rows means grouping a quarter of a million of them,
 * too slow for every dashboard load; the totals hold one row per path instead. Redone by the
 * instance that closes a day (VisitCounter's onDaysClosed), for the window ending yesterday.
 */
export async function refreshInsightTotals(database: DB, now: Date): Promise<void> {
  const yesterday = dayBefore(utcDay(now), 1);
  for (const period of RANGE_DAYS) {
    const first = dayBefore(yesterday, period - 2);
    await database.transaction().execute(async (trx) => {
      await trx.deleteFrom("visit_page_totals").where("period", "=", period).execute();
      await trx
        .insertInto("visit_page_totals")
        .columns(["period", "status", "path", "views"])
        .expression((eb) =>
          eb
            .selectFrom("visit_pages")
            .select([sql.lit(period).as("period"), "status", "path", sql<number>`sum(${sql.ref("views")})`.as("views")])
            .where("day", ">=", first)
            .where("day", "<=", yesterday)
            .groupBy(["status", "path"]),
        )
        .execute();
      await trx
        .insertInto("visit_total_spans")
        .values({ period, first_day: first, last_day: yesterday })
        .onConflict((oc) => oc.column("period").doUpdateSet({ first_day: first, last_day: yesterday }))
        .execute();
    });
  }
}

/**
 * The top paths (answered `status`) of the period from `first` to today: the period's totals plus
 * the days after them when the totals start on `first`, else (a fresh install, the minutes after
 * midnight before the day is closed) summed from the daily rows. Exact either way.
 */
export async function topPaths(database: DB, period: RangeDays, first: string, status: 200 | 404, limit: number): Promise<Array<{ path: string; views: number }>> {
  const span = await database.selectFrom("visit_total_spans").select(["first_day", "last_day"]).where("period", "=", period).executeTakeFirst();
  const days = (from: string) =>
    database.selectFrom("visit_pages").select(["path", "views"]).where("status", "=", status).where("day", ">=", from);
  const rows =
    span?.first_day === first
      ? database
          .selectFrom("visit_page_totals")
          .select(["path", "views"])
          .where("period", "=", period)
          .where("status", "=", status)
          .unionAll(days(dayBefore(span.last_day, -1)))
      : days(first);
  const top = await database
    .selectFrom(rows.as("rows"))
    .select(["path", sql<number>`sum(${sql.ref("views")})`.as("views")])
    .groupBy("path")
    .orderBy("views", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return top.map((row) => ({ path: row.path, views: Number(row.views) }));
}
