import { describe, expect, it } from "vitest";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { TitleSlugCard } from "./title-slug-card.tsx";

const render = (fixedPath?: string) =>
  renderHtml(<TitleSlugCard title="Services" slug="services" errors={{}} readOnly={false} dispatch={() => {}} fixedPath={fixedPath} />);

describe("the editor's Page Details card", () => {
  it("offers a CMS page its URL Slug to edit", () => {
    const html = render();
    expect(tagsOf(html, "input").filter((input) => input.includes('id="page-slug"'))).toHaveLength(1);
    expect(visibleText(html)).toContain("URL Slug");
  });

  it("shows a site page's fixed address as text, with no slug to change", () => {
    const html = render("/services");
    expect(tagsOf(html, "input")).toHaveLength(1); // the title only
    expect(html).not.toContain('id="page-slug"');
    expect(visibleText(html)).toContain("Address /services");
    expect(visibleText(html)).not.toContain("URL Slug");
    // Not the notice for a CMS page whose slug a site page answers: this is that page.
    expect(visibleText(html)).not.toContain("A built-in page of the website already uses this URL");
  });
});
