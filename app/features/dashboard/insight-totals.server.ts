import { sql } from "kysely";
import type { DB } from "#app/db/client.server.ts";
import { dayBefore, utcDay } from "#app/lib/dates.ts";
import { RANGE_DAYS, type RangeDays } from "./insights-schema.ts";

const summed = sql<number>`sum(${sql.ref("views")})`;
const SOURCE_COLUMNS = ["referrer_host", "utm_source", "utm_medium", "utm_campaign"] as const;

/**
 * Each period's page, referrer and campaign views over its closed days, summed once a day
 * (docs/decisions/030-cookie-free-visit-counts.md). A 90-day top-pages list over a million daily
 * rows means grouping a quarter of a million of them, too slow for every dashboard load; the totals
 * hold one row per path (per referrer and campaign) instead. Redone by the instance that closes a
 * day (VisitCounter's onDaysClosed), for the window ending yesterday.
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
            .select([sql.lit(period).as("period"), "status", "path", summed.as("views")])
            .where("day", ">=", first)
            .where("day", "<=", yesterday)
            .groupBy(["status", "path"]),
        )
        .execute();
      await trx.deleteFrom("visit_source_totals").where("period", "=", period).execute();
      await trx
        .insertInto("visit_source_totals")
        .columns(["period", ...SOURCE_COLUMNS, "views"])
        .expression((eb) =>
          eb
            .selectFrom("visit_sources")
            .select([sql.lit(period).as("period"), ...SOURCE_COLUMNS, summed.as("views")])
            .where("day", ">=", first)
            .where("day", "<=", yesterday)
            .groupBy([...SOURCE_COLUMNS]),
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
 * The first day after the period's totals when they start on `first` (the period from `first` to
 * today is then its totals plus the daily rows from that day), else undefined: a fresh install, or
 * the minutes after midnight before the day is closed, sums the daily rows from `first`.
 */
async function afterTotals(database: DB, period: RangeDays, first: string): Promise<string | undefined> {
  const span = await database.selectFrom("visit_total_spans").select(["first_day", "last_day"]).where("period", "=", period).executeTakeFirst();
  return span?.first_day === first ? dayBefore(span.last_day, -1) : undefined;
}

/** The most viewed pages of the period from `first` to today. Exact, with or without totals. */
export async function topPaths(database: DB, period: RangeDays, first: string, limit: number): Promise<Array<{ path: string; views: number }>> {
  const after = await afterTotals(database, period, first);
  // Views only (status 200): the paths that answer 404 are the 404 log's (decision 042).
  const days = (from: string) => database.selectFrom("visit_pages").select(["path", "views"]).where("status", "=", 200).where("day", ">=", from);
  const rows =
    after === undefined ? days(first) : database.selectFrom("visit_page_totals").select(["path", "views"]).where("period", "=", period).where("status", "=", 200).unionAll(days(after));
  const top = await database.selectFrom(rows.as("rows")).select(["path", summed.as("views")]).groupBy("path").orderBy("views", "desc").orderBy("path").limit(limit).execute();
  return top.map((row) => ({ path: row.path, views: Number(row.views) }));
}

export interface TopSources {
  referrers: Array<{ host: string; views: number }>;
  campaigns: Array<{ source: string; medium: string; campaign: string; views: number }>;
}

/** The top referrer hosts and campaigns of the period from `first` to today. Exact, with or without totals. */
export async function topSources(database: DB, period: RangeDays, first: string, limit: number): Promise<TopSources> {
  const after = await afterTotals(database, period, first);
  const days = (from: string) => database.selectFrom("visit_sources").select([...SOURCE_COLUMNS, "views"]).where("day", ">=", from);
  const rows = () =>
    (after === undefined ? days(first) : database.selectFrom("visit_source_totals").select([...SOURCE_COLUMNS, "views"]).where("period", "=", period).unionAll(days(after))).as("rows");
  const [referrers, campaigns] = await Promise.all([
    database
      .selectFrom(rows())
      .select(["referrer_host", summed.as("views")])
      .where("referrer_host", "!=", "")
      .groupBy("referrer_host")
      .orderBy("views", "desc")
      .orderBy("referrer_host")
      .limit(limit)
      .execute(),
    database
      .selectFrom(rows())
      .select(["utm_source", "utm_medium", "utm_campaign", summed.as("views")])
      .where((eb) => eb.or([eb("utm_source", "!=", ""), eb("utm_medium", "!=", ""), eb("utm_campaign", "!=", "")]))
      .groupBy(["utm_source", "utm_medium", "utm_campaign"])
      .orderBy("views", "desc")
      .orderBy("utm_source")
      .orderBy("utm_medium")
      .orderBy("utm_campaign")
      .limit(limit)
      .execute(),
  ]);
  return {
    referrers: referrers.map((row) => ({ host: row.referrer_host, views: Number(row.views) })),
    campaigns: campaigns.map((row) => ({ source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign, views: Number(row.views) })),
  };
}
