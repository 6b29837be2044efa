import { describe, expect, it } from "vitest";
import type { PageSummary } from "#app/features/pages/cms/schema.ts";
import { SITE_PAGE_SLUG_NOTICE } from "#app/features/pages/cms/slug.ts";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { PagesEmptyState } from "./pages-empty-state.tsx";
import { PagesTable } from "./pages-table.tsx";

const PAGES: PageSummary[] = [
  { id: "p1", title: "About Us", slug: "about-us", path: "/about-us", language: null, isPublished: true, updatedAt: "2024-01-05T15:04:00.000Z", shadowedBySitePage: false },
  { id: "p2", title: "Services", slug: "services", path: "/services", language: null, isPublished: false, updatedAt: "2024-01-04T09:00:00.000Z", shadowedBySitePage: true },
];

describe("PagesTable", () => {
  it("shows Title, URL, Status and Last Updated, with Edit, View and Delete for those who may change pages", () => {
    const html = renderHtml(<PagesTable pages={PAGES} canWrite />, "/admin/pages");
    const text = visibleText(html);
    for (const heading of ["Title", "URL", "Status", "Last Updated", "Actions"]) expect(text).toContain(heading);
    expect(text).toContain("About Us /about-us Published Jan 5, 2024 3:04 pm (UTC)");
    expect(text).toContain("Services /services");
    expect(text).toContain("Draft");

    expect(html).toContain('href="/admin/pages/edit/p1"');
    const views = tagsOf(html, "a").filter((tag) => tag.includes('target="_blank"'));
    expect(views).toEqual([expect.stringContaining('href="/about-us"'), expect.stringContaining('href="/services"')]);
    for (const view of views) expect(view).toContain('rel="noopener noreferrer"');
    // Delete works without JavaScript too: it leads to the confirmation on the list itself.
    expect(html).toContain('href="/admin/pages?delete=p1"');
    expect(text).toMatch(/Edit About Us/);
    expect(text).toMatch(/Delete About Us/);
  });

  it("says where a site page answers the URL, once, for that page only", () => {
    const text = visibleText(renderHtml(<PagesTable pages={PAGES} canWrite />, "/admin/pages"));
    expect(text.split(SITE_PAGE_SLUG_NOTICE)).toHaveLength(2);
    expect(text).toMatch(/Services \/services Built-in page/);
  });

  it("names the language of a page only another language has, and shows and links its address with the prefix", () => {
    const german: PageSummary = { id: "p3", title: "Über uns", slug: "ueber-uns", path: "/de/ueber-uns", language: { tag: "de", nativeName: "Deutsch" }, isPublished: true, updatedAt: "2024-01-05T15:04:00.000Z", shadowedBySitePage: false };
    const html = renderHtml(<PagesTable pages={[...PAGES, german]} canWrite />, "/admin/pages");
    expect(visibleText(html)).toMatch(/Über uns \/de\/ueber-uns Deutsch Published/);
    expect(html).toMatch(/<span[^>]*lang="de"[^>]*>Deutsch<\/span>/);
    expect(tagsOf(html, "a").filter((tag) => tag.includes('target="_blank"'))).toContainEqual(expect.stringContaining('href="/de/ueber-uns"'));
  });

  it("gives Viewers Open and View, and no Delete", () => {
    const html = renderHtml(<PagesTable pages={PAGES} canWrite={false} />, "/admin/pages");
    const text = visibleText(html);
    expect(text).toContain("Open About Us");
    expect(text).not.toContain("Edit");
    expect(text).not.toContain("Delete");
    expect(html).not.toContain("?delete=");
  });
});

describe("PagesEmptyState", () => {
  it("without a search: no pages yet, and the way to the first one for those who may create it", () => {
    const html = renderHtml(<PagesEmptyState query="" canWrite />, "/admin/pages");
    expect(visibleText(html)).toBe("No pages found You haven't created any pages yet Create your first page");
    expect(html).toContain('href="/admin/pages/create-first"');
    expect(visibleText(renderHtml(<PagesEmptyState query="" canWrite={false} />, "/admin/pages"))).not.toContain("Create your first page");
  });

  it("with a search: says nothing matches it, without the create button", () => {
    const text = visibleText(renderHtml(<PagesEmptyState query="pricing" canWrite />, "/admin/pages?q=pricing"));
    expect(text).toContain('No pages match "pricing".');
    expect(text).not.toContain("Create your first page");
  });
});
