import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { Insights } from "../insight-tables.ts";
import { languageShares, percent } from "../insight-tables.ts";
import { RANGE_DAYS } from "../insights-schema.ts";
import { BarList, DailyChart } from "./charts.tsx";
import { InsightPanel } from "./insight-panel.tsx";

const NO_VISITS = "No visits counted yet. Views of the public website's pages appear here from the first visit (staff, bots and prefetches are not counted).";

/** Visits, leads and subscribers as charts, for the last 7, 30 or 90 days. */
export function InsightsSection({ insights }: { insights: Insights }) {
  const { daily } = insights;
  const days = daily.map((d) => d.day);
  const total = (pick: (d: Insights["daily"][number]) => number) => daily.reduce((n, d) => n + pick(d), 0);
  const panel = { insights };

  return (
    <section aria-labelledby="insights-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="insights-heading" className="text-xl font-semibold tracking-tight">
            Visits and leads
          </h2>
          <p className="text-sm text-muted-foreground">Counted without cookies or personal data; days are UTC.</p>
        </div>
        <nav aria-label="Period" className="inline-flex rounded-md border p-0.5">
          {RANGE_DAYS.map((n) => (
            <Link
              key={n}
              to={`?days=${n}`}
              preventScrollReset
              aria-current={n === insights.days ? "page" : undefined}
              className={cn("rounded px-3 py-1.5 text-sm font-medium", n === insights.days ? "bg-primary text-primary-foreground" : "hover:bg-muted")}
            >
              {n} days
            </Link>
          ))}
        </nav>
      </div>

      <div className="grid gap-4 xl:grid-cols-2">
        <InsightPanel
          {...panel}
          className="xl:col-span-2"
          title="Visits"
          description={`Page views and unique visitors per day, last ${insights.days} days.`}
          empty={NO_VISITS}
          isEmpty={total((d) => d.views) === 0}
          tables={["visits"]}
        >
          <DailyChart
            label="Visits and unique visitors per day"
            days={days}
            series={[
              { name: "Visits", values: daily.map((d) => d.views), tone: "primary", kind: "bar" },
              { name: "Unique visitors", values: daily.map((d) => d.visitors), tone: "highlight", kind: "line" },
            ]}
          />
        </InsightPanel>

        <InsightPanel
          {...panel}
          title="Enquiries"
          description="Contact messages per day, and the pages they were sent from."
          empty="No enquiries in this period. Messages sent through the contact forms appear here, with the page they came from."
          isEmpty={total((d) => d.enquiries) === 0}
          tables={["enquiries", "enquiry-sources"]}
        >
          <DailyChart label="Enquiries per day" days={days} series={[{ name: "Enquiries", values: daily.map((d) => d.enquiries), tone: "primary", kind: "bar" }]} />
          <BarList label="Enquiries by source page" items={insights.enquirySources.map((s) => ({ label: s.path || "(unknown)", value: s.enquiries }))} />
        </InsightPanel>

        <InsightPanel
          {...panel}
          title="Newsletter"
          description="Confirmed sign-ups and unsubscribes per day."
          empty="No sign-ups or unsubscribes in this period. Confirmed sign-ups from the newsletter form, subscribers added here, and people leaving the list appear here."
          isEmpty={total((d) => d.signups + d.unsubscribes) === 0}
          tables={["newsletter"]}
        >
          <DailyChart
            label="Newsletter sign-ups and unsubscribes per day"
            days={days}
            series={[
              { name: "Sign-ups", values: daily.map((d) => d.signups), tone: "success", kind: "bar" },
              { name: "Unsubscribes", values: daily.map((d) => d.unsubscribes), tone: "destructive", kind: "bar" },
            ]}
          />
        </InsightPanel>

        <InsightPanel
          {...panel}
          title="Top pages"
          description="The most visited pages, with their enquiry rate (enquiries sent from the page per visit)."
          empty={NO_VISITS}
          isEmpty={insights.topPages.length === 0}
          tables={["top-pages"]}
        >
          <BarList label="Visits per page" items={insights.topPages.map((p) => ({ label: p.path, value: p.views, detail: `${percent(p.enquiries, p.views)} enquiries` }))} />
        </InsightPanel>

        <InsightPanel
          {...panel}
          title="Referrers and campaigns"
          description="Other sites that sent visitors, and visits from tagged links (utm_source, utm_medium, utm_campaign)."
          empty="No referrers or campaigns yet. Visits from other sites and from links tagged with utm_ parameters appear here."
          isEmpty={insights.referrers.length === 0 && insights.campaigns.length === 0}
          tables={["referrers", "campaigns"]}
        >
          <BarList label="Visits per referrer" items={insights.referrers.map((r) => ({ label: r.host, value: r.views }))} />
          <BarList
            label="Visits per campaign"
            tone="highlight"
            items={insights.campaigns.map((c) => ({ label: [c.source, c.medium, c.campaign].map((v) => v || "–").join(" / "), value: c.views }))}
          />
        </InsightPanel>

        {insights.multilingual ? (
          <InsightPanel
            {...panel}
            title="Views by language"
            description="Page views per language of the address (its prefix, such as /de), with each language's share."
            empty={NO_VISITS}
            isEmpty={insights.languages.length === 0}
            tables={["languages"]}
          >
            <BarList
              label="Visits per language"
              items={languageShares(insights.languages).map((l) => ({ label: l.name || "(unknown)", lang: l.tag || undefined, value: l.views, detail: l.share }))}
            />
          </InsightPanel>
        ) : null}

        <InsightPanel
          {...panel}
          title="Not-found paths"
          description="Addresses visitors asked for that have no page: broken links to fix or redirect. Choose a path to create a redirect from it. Bots and signed-in staff are not counted, as in the Redirects screen's 404 log."
          empty="No visitor has met a missing page in this period."
          isEmpty={insights.notFound.length === 0}
          tables={["not-found"]}
        >
          <BarList label="Visits per not-found path" tone="destructive" items={insights.notFound.map(notFoundBar)} />
        </InsightPanel>
      </div>
    </section>
  );
}

/** A not-found path links to a new redirect from it, unless a redirect covers it already: then it says where it goes. */
function notFoundBar(row: Insights["notFound"][number]) {
  if (row.redirectedTo) return { label: row.path, value: row.views, detail: `Redirected to ${row.redirectedTo}` };
  return { label: row.path, value: row.views, href: `/admin/redirects?${new URLSearchParams({ from: row.path })}#redirect-form` };
}
