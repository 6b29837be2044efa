import { z } from "zod";

/** The periods the dashboard's charts cover, in days up to and including today (UTC). */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];
const DEFAULT_RANGE: RangeDays = 30;

/** `?days=` as the dashboard and its exports read it: anything else is the default period, never an error. */
export const RangeParam = z.coerce
  .number()
  .pipe(z.union(RANGE_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>]))
  .catch(DEFAULT_RANGE);

export function parseRange(searchParams: URLSearchParams): RangeDays {
  return RangeParam.parse(searchParams.get("days") ?? DEFAULT_RANGE);
}

/** The dashboard's tables, each exported as CSV under its name (/admin/dashboard/export/<name>.csv). */
export const INSIGHT_TABLES = ["visits", "enquiries", "enquiry-sources", "newsletter", "top-pages", "referrers", "campaigns", "languages", "not-found"] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];
export const InsightTableParam = z.enum(INSIGHT_TABLES);
