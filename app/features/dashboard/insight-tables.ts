import type { InsightTable, RangeDays } from "./insights-schema.ts";

/** One day of the period: page views, unique visitors, enquiries, newsletter sign-ups and unsubscribes. */
interface DailyFigures {
  day: string;
  views: number;
  visitors: number;
  enquiries: number;
  signups: number;
  unsubscribes: number;
}

export interface Insights {
  days: RangeDays;
  daily: DailyFigures[];
  /** Enquiries per page they were sent from ("" when not known: messages from before pages were recorded). */
  enquirySources: Array<{ path: string; enquiries: number }>;
  topPages: Array<{ path: string; views: number; enquiries: number }>;
  referrers: Array<{ host: string; views: number }>;
  campaigns: Array<{ source: string; medium: string; campaign: string; views: number }>;
  notFound: Array<{ path: string; views: number }>;
}

type Cell = string | number;

/** A table as the dashboard shows it (the charts' accessible fallback) and as its CSV export writes it: one definition for both. */
export interface InsightTableData {
  title: string;
  header: string[];
  rows: Cell[][];
}

/** Enquiries per hundred visits, as the top pages table shows it: "2.5%", or "–" without visits. */
export function enquiryRate(enquiries: number, views: number): string {
  return views > 0 ? `${((enquiries / views) * 100).toFixed(1)}%` : "–";
}

const orUnknown = (text: string) => text || "(unknown)";
const orNone = (text: string) => text || "(none)";

export function insightTable(table: InsightTable, insights: Insights): InsightTableData {
  switch (table) {
    case "visits":
      return { title: "Visits per day", header: ["Day", "Visits", "Unique visitors"], rows: insights.daily.map((d) => [d.day, d.views, d.visitors]) };
    case "enquiries":
      return { title: "Enquiries per day", header: ["Day", "Enquiries"], rows: insights.daily.map((d) => [d.day, d.enquiries]) };
    case "newsletter":
      return { title: "Newsletter per day", header: ["Day", "Sign-ups", "Unsubscribes"], rows: insights.daily.map((d) => [d.day, d.signups, d.unsubscribes]) };
    case "enquiry-sources":
      return { title: "Enquiries by source page", header: ["Page", "Enquiries"], rows: insights.enquirySources.map((s) => [orUnknown(s.path), s.enquiries]) };
    case "top-pages":
      return {
        title: "Top pages",
        header: ["Page", "Visits", "Enquiries", "Enquiry rate"],
        rows: insights.topPages.map((p) => [p.path, p.views, p.enquiries, enquiryRate(p.enquiries, p.views)]),
      };
    case "referrers":
      return { title: "Top referrers", header: ["Referrer", "Visits"], rows: insights.referrers.map((r) => [r.host, r.views]) };
    case "campaigns":
      return {
        title: "Campaigns",
        header: ["Source", "Medium", "Campaign", "Visits"],
        rows: insights.campaigns.map((c) => [orNone(c.source), orNone(c.medium), orNone(c.campaign), c.views]),
      };
    case "not-found":
      return { title: "Not-found paths", header: ["Path", "Visits"], rows: insights.notFound.map((n) => [n.path, n.views]) };
  }
}
