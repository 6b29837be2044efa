import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Insights } from "../insight-tables.ts";
import { InsightsSection } from "./insights-section.tsx";

const EMPTY: Insights = { days: 7, daily: [], enquirySources: [], topPages: [], referrers: [], campaigns: [], notFound: [], languages: [], multilingual: false };
const render = (insights: Insights) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <InsightsSection insights={insights} />
    </MemoryRouter>,
  );
const panel = (html: string) => html.match(/<div[^>]*data-panel="Views by language".*?<\/form>/s)?.[0];

describe("the dashboard's views by language", () => {
  const languages = [
    { tag: "en", name: "English", views: 30 },
    { tag: "zh-HK", name: "繁體中文（香港）", views: 10 },
  ];

  it("shows each language's own name, views and share, with its table and CSV export, when the site has more than one language", () => {
    const html = panel(render({ ...EMPTY, languages, multilingual: true }));
    expect(html).toBeDefined();
    expect(html).toContain('<span class="truncate" title="繁體中文（香港）" lang="zh-HK">繁體中文（香港）</span>');
    expect(html).toMatch(/>30<span[^>]*>75\.0%<\/span>/);
    expect(html).toMatch(/>10<span[^>]*>25\.0%<\/span>/);
    expect(html).toContain("Views by language as a table");
    expect(html).toContain('<input type="hidden" name="table" value="languages"/>');
  });

  it("is not shown on a site with one language, and says there is nothing yet before the first view", () => {
    expect(render({ ...EMPTY, languages, multilingual: false })).not.toContain("Views by language");
    expect(panel(render({ ...EMPTY, multilingual: true }))).toContain("No visits counted yet.");
  });
});
