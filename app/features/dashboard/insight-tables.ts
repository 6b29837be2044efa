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
  /** Paths that answered 404 to visitors; `redirectedTo` where a redirect covers the path since. */
  notFound: Array<{ path: string; views: number; redirectedTo: string | null }>;
  /** Views per language of the page's address (tag "" for views counted while the languages could not be read). */
  languages: LanguageViews[];
  /** Whether the site has more than one language: only then are views by language shown. */
  multilingual: boolean;
}

export interface LanguageViews {
  tag: string;
  /** The language's name in itself, as the site has it now; "" for the unknown language. */
  name: string;
  views: number;
}

type Cell = string | number;

/** A table as the dashboard shows it (the charts' accessible fallback) and as its CSV export writes it: one definition for both. */
export interface InsightTableData {
  title: string;
  header: string[];
  rows: Cell[][];
}

/** A part per hundred of a whole, as the tables show an enquiry rate or a share: "2.5%", or "–" when the whole is 0. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "–";
}

/** Each language's share of the views by language. */
export function languageShares(languages: LanguageViews[]): Array<LanguageViews & { share: string }> {
  const total = languages.reduce((sum, language) => sum + language.views, 0);
  return languages.map((language) => ({ ...language, share: percent(language.views, total) }));
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
        rows: insights.topPages.map((p) => [p.path, p.views, p.enquiries, percent(p.enquiries, p.views)]),
      };
    case "referrers":
      return { title: "Top referrers", header: ["Referrer", "Visits"], rows: insights.referrers.map((r) => [r.host, r.views]) };
    case "campaigns":
      return {
        title: "Campaigns",
        header: ["Source", "Medium", "Campaign", "Visits"],
        rows: insights.campaigns.map((c) => [orNone(c.source), orNone(c.medium), orNone(c.campaign), c.views]),
      };
    case "languages":
      return {
        title: "Views by language",
        header: ["Language", "Visits", "Share"],
        rows: languageShares(insights.languages).map((l) => [orUnknown(l.name), l.views, l.share]),
      };
    case "not-found":
      return { title: "Not-found paths", header: ["Path", "Visits"], rows: insights.notFound.map((n) => [n.path, n.views]) };
  }
}
