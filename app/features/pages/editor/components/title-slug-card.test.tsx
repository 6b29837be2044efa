import { describe, expect, it } from "vitest";
import { renderHtml, tagsOf, visibleText } from "#tests/utils/sections.tsx";
import { TranslationSourceProvider } from "#app/features/pages/translating/components/translation-source.tsx";
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

  it("in a translation: the language's prefix before the slug, the source's title and slug beside the fields, right to left where the language is", () => {
    const source = { id: "en-1", title: "Services", slug: "services", metaDescription: "", content: { sections: [] }, version: 3, languageName: "English", languageTag: "en", direction: "ltr" as const };
    const html = renderHtml(
      <TranslationSourceProvider value={{ source, show: true, direction: "rtl" }}>
        <TitleSlugCard title="خدمات" slug="khadamat" errors={{}} readOnly={false} dispatch={() => {}} pathPrefix="/ar" />
      </TranslationSourceProvider>,
    );
    expect(visibleText(html)).toContain("/ar/");
    expect(visibleText(html)).toContain("English (source) Services");
    expect(visibleText(html)).toContain("English (source) /services");
    expect(tagsOf(html, "input").find((input) => input.includes('id="page-title"'))).toContain('dir="rtl"');
  });
});
