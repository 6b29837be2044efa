import { sql } from "kysely";
import { db, type QueryOptions } from "#app/db/client.server.ts";
import { utcDayOf } from "#app/db/utc-day.ts";
import { dayBefore, utcDay } from "#app/lib/dates.ts";
import { listLanguages } from "#app/features/languages/languages.server.ts";
import { knownLanguage } from "#app/features/languages/known-languages.ts";
import { topNotFound } from "#app/features/redirects/not-found-log.server.ts";
import { topPaths, topSources } from "./insight-totals.server.ts";
import type { Insights, LanguageViews } from "./insight-tables.ts";
import type { RangeDays } from "./insights-schema.ts";

/** How many rows each "top" list shows. */
const TOP_ROWS = 10;

/**
 * The dashboard's charts and tables for the last `days` days, today included (UTC). Each figure is
 * one grouped query over an indexed day range (docs/decisions/030-cookie-free-visit-counts.md);
 * the scale benchmark runs them over a million daily page rows.
 */
export async function loadInsights(days: RangeDays, { database = db(), now = new Date() }: QueryOptions = {}): Promise<Insights> {
  const today = utcDay(now);
  const first = dayBefore(today, days - 1);
  const since = `${first}T00:00:00.000Z`;
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));

  const [visitDays, openDays, enquiryDays, signupDays, unsubscribeDays, enquirySources, pages, sources, notFound, languages] = await Promise.all([
    database.selectFrom("visit_days").select(["day", "views", "visitors"]).where("day", ">=", first).execute(),
    // Visitors of days still open (today, yesterday for a few minutes): their hashes, not yet counted into visit_days.
    database
      .selectFrom("visitor_hashes")
      .select((eb) => ["day", eb.fn.countAll<number>().as("n")])
      .where("day", ">=", first)
      .groupBy("day")
      .execute(),
    countPerDay(database, "contact_submissions", "created_at", since),
    countPerDay(database, "subscribers", "confirmed_at", since),
    countPerDay(database, "subscribers", "unsubscribed_at", since),
    database
      .selectFrom("contact_submissions")
      .select((eb) => [eb.fn.coalesce("source_path", sql.lit("")).as("path"), eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", since)
      .groupBy("source_path")
      .orderBy("n", "desc")
      .limit(TOP_ROWS)
      .execute(),
    topPaths(database, days, first, TOP_ROWS),
    topSources(database, days, first, TOP_ROWS),
    // The same record and counts as the Redirects screen's 404 log (decision 042).
    topNotFound(first, TOP_ROWS, database),
    viewsByLanguage(database, first),
  ]);

  const [visits, open, enquiries, signups, unsubscribes] = [byDay(visitDays), byDay(openDays), byDay(enquiryDays), byDay(signupDays), byDay(unsubscribeDays)];
  const daily = Array.from({ length: days }, (_, i) => {
    const day = dayBefore(today, days - 1 - i);
    return {
      day,
      views: Number(visits.get(day)?.views ?? 0),
      visitors: Number(visits.get(day)?.visitors ?? 0) + Number(open.get(day)?.n ?? 0),
      enquiries: Number(enquiries.get(day)?.n ?? 0),
      signups: Number(signups.get(day)?.n ?? 0),
      unsubscribes: Number(unsubscribes.get(day)?.n ?? 0),
    };
  });

  const enquiriesByPath = await enquiriesFrom(database, since, pages.map((page) => page.path));
  return {
    days,
    daily,
    enquirySources: enquirySources.map((row) => ({ path: String(row.path), enquiries: Number(row.n) })),
    topPages: pages.map((page) => ({ path: page.path, views: page.views, enquiries: enquiriesByPath.get(page.path) ?? 0 })),
    ...sources,
    notFound: notFound.map((row) => ({ path: row.path, views: row.hits, redirectedTo: row.redirectedTo })),
    ...languages,
  };
}

/**
 * Views per language from `first` to today, most first, named as the site names each language now;
 * a language no longer on the site keeps its rows under its tag. At most one row per language and
 * day (migration 0022), so the daily rows are summed directly.
 */
async function viewsByLanguage(database: NonNullable<QueryOptions["database"]>, first: string): Promise<Pick<Insights, "languages" | "multilingual">> {
  const [rows, siteLanguages] = await Promise.all([
    database
      .selectFrom("visit_languages")
      .select((eb) => ["locale", eb.fn.sum<number>("views").as("views")])
      .where("day", ">=", first)
      .groupBy("locale")
      .orderBy("views", "desc")
      .orderBy("locale")
      .execute(),
    listLanguages(database),
  ]);
  const names = new Map(siteLanguages.map((language) => [language.tag, language.nativeName]));
  const languages: LanguageViews[] = rows.map((row) => ({
    tag: row.locale,
    name: names.get(row.locale) ?? knownLanguage(row.locale)?.nativeName ?? row.locale,
    views: Number(row.views),
  }));
  return { languages, multilingual: siteLanguages.length > 1 };
}

function countPerDay(database: NonNullable<QueryOptions["database"]>, table: "contact_submissions" | "subscribers", column: string, since: string) {
  const day = utcDayOf(database, column);
  return database
    .selectFrom(table)
    .select((eb) => [day.as("day"), eb.fn.countAll<number>().as("n")])
    .where(sql.ref(column), ">=", since)
    .groupBy(day)
    .execute() as Promise<Array<{ day: string; n: number }>>;
}

async function enquiriesFrom(database: NonNullable<QueryOptions["database"]>, since: string, paths: string[]): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const rows = await database
    .selectFrom("contact_submissions")
    .select((eb) => ["source_path", eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .where("source_path", "in", paths)
    .groupBy("source_path")
    .execute();
  return new Map(rows.map((row) => [String(row.source_path), Number(row.n)]));
}
